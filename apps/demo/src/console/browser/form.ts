import type {
  CallRecord,
  ChannelsView,
  ErrorAnswer,
  FormFieldView,
  IssueView,
  NotificationView,
  OperationForm,
  SeededView,
} from '../api-types.js';
import { formValuesOf } from '../call-values.js';
import { docHtml } from '../doc-html.js';
import { exampleAmount, exponentOf, toMinor } from '../money.js';
import { MADE_BY, prefillFromRecords, RECORD_FIELDS, recordChoices } from '../record-prefill.js';
import { api } from './api.js';
import { byId, esc } from './dom.js';
import { operation, session, state } from './state.js';

/** Ids a later form may need again, by the field names that carry them. */
const REFERENCES = [
  'transactionId',
  'mchOrderId',
  'refundTransactionId',
  'checkoutId',
  'requestId',
  'payToken',
  'userId',
  'detailNo',
  'splitMerchantOrderNo',
  'splitPaymentNo',
  'bindNo',
  'partnerReferenceNo',
];
/** A field that names, under another name, what an earlier call made. */
const ALIASES: Readonly<Record<string, string>> = {
  originalTransactionId: 'transactionId',
  originalPartnerReferenceNo: 'partnerReferenceNo',
};

/** Keeps the ids found in `value` (params sent, a result) to offer them in later forms, the last one of each name. */
export function remember(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  for (const key of REFERENCES) {
    const found = (value as Record<string, unknown>)[key];
    if (typeof found === 'string' && found !== '') state.known[key] = found;
  }
}

/**
 * Keeps the ids a notification makes known: the pay token an approved direct-debit authorization made
 * (and its payer), which no call of the merchant returned. A form on show that asks for a token takes it,
 * unless a token was typed there.
 */
export function rememberNotified(notification: NotificationView): void {
  if (notification.eventName !== 'token.create.success') return;
  const { payToken, userId } = notification.payload;
  remember({ payToken, userId });
  const control = controlOf('payToken');
  // The newest token replaces the one the form started with, never one typed.
  const untouched = control instanceof HTMLInputElement && control.value === control.defaultValue;
  if (control && (control.value === '' || untouched) && typeof payToken === 'string') control.value = payToken;
}

function knownValue(name: string): string | undefined {
  return state.known[ALIASES[name] ?? name];
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function controlOf(name: string): Control | null {
  return document.querySelector<Control>(`#form [name="${CSS.escape(name)}"]`);
}

/** The currency of the form's amounts: its `currency` field, else the family's. */
export function currencyOf(): string {
  return controlOf('currency')?.value || operation().currency;
}

function countryOf(): string {
  return controlOf('countryCode')?.value || operation().country;
}

/** The value of the variant key as chosen in the form (a PH payout's `BANK` or `EWALLET`). */
function variantOf(form: OperationForm, values: Readonly<Record<string, string>>): string | undefined {
  const key = form.fields.find((field) => field.name === form.variantKey);
  if (!key) return undefined;
  return String(key.options?.[Number(values[key.name] ?? 0)] ?? key.options?.[0] ?? '');
}

/** The fields of the form for the variant chosen (all of them when the params are no variant). */
function visibleFields(form: OperationForm, variant: string | undefined): FormFieldView[] {
  return form.fields.filter((field) => !field.when || (variant !== undefined && field.when.includes(variant)));
}

// A choice's value in the form is the index of its option, so numbers and strings stay as the schema has them.
function asTyped(field: FormFieldView, value: string): string {
  if (field.kind !== 'choice') return value;
  const index = (field.options ?? []).findIndex((option) => String(option) === value);
  return index < 0 ? '' : String(index);
}

function fieldHtml(field: FormFieldView, value: string): string {
  const id = `f-${field.name}`;
  const name = esc(field.name);
  let input: string;
  if (field.kind === 'choice') {
    const options = (field.options ?? [])
      .map(
        (option, index) =>
          `<option value="${index}"${String(index) === value ? ' selected' : ''}>${esc(option)}</option>`,
      )
      .join('');
    const empty = field.nullable ? '(null)' : field.required ? '' : '(not sent)';
    input = `<select id="${id}" name="${name}">${empty && `<option value="">${empty}</option>`}${options}</select>`;
  } else if (field.kind === 'json') {
    input = `<textarea id="${id}" name="${name}" placeholder="JSON">${esc(value)}</textarea>`;
  } else if (field.kind === 'amount') {
    input = `<div class="money"><span class="currency"></span><input id="${id}" name="${name}" inputmode="decimal" autocomplete="off" value="${esc(value)}"></div>`;
  } else {
    const list = field.name === 'channelCode' ? ' list="channel-codes"' : '';
    const placeholder =
      field.kind === 'list' ? ' placeholder="comma-separated"' : field.nullable ? ' placeholder="empty: null"' : '';
    input = `<input id="${id}" name="${name}" autocomplete="off" value="${esc(value)}"${list}${placeholder}>`;
  }
  const unit = field.kind === 'amount' ? `<span class="unit"></span>${field.hint ? ' ' : ''}` : '';
  return (
    `<div class="field" data-field="${name}"><label for="${id}">${name}${field.required ? ' <span class="req">*</span>' : ''}</label>${input}` +
    `<small class="hint">${unit}${docHtml(field.hint)}</small><small class="hint minor"></small><small class="error"></small></div>`
  );
}

/** What the form holds now, by field name, as typed (a choice as its option's index). */
function typedValues(): Record<string, string> {
  const values: Record<string, string> = {};
  for (const control of document.querySelectorAll<Control>('#form [name]')) values[control.name] = control.value;
  return values;
}

// A starting value for a field the server left empty: the id of what an earlier call made. Required
// fields take it; of the optional ones only the first that has one, where params name one record by
// any of several ids ("exactly one of mchOrderId or transactionId").
function withKnownIds(
  form: OperationForm,
  fields: readonly FormFieldView[],
  values: Record<string, string>,
  optionalFilledAlready = false,
): void {
  let optionalFilled =
    optionalFilledAlready ||
    fields.some((field) => field.required && REFERENCES.includes(ALIASES[field.name] ?? field.name));
  for (const field of fields) {
    if (values[field.name] !== undefined || form.fresh.includes(field.name)) continue;
    const known = knownValue(field.name);
    if (known === undefined) continue;
    if (field.required) values[field.name] = known;
    else if (!optionalFilled) {
      values[field.name] = known;
      optionalFilled = true;
    }
  }
}

/** The variant the form is drawn for. */
let shownVariant: string | undefined;

function draw(form: OperationForm, values: Readonly<Record<string, string>>): void {
  shownVariant = variantOf(form, values);
  const fields = visibleFields(form, shownVariant);
  const box = byId('form');
  box.innerHTML =
    fields.map((field) => fieldHtml(field, values[field.name] ?? '')).join('') ||
    '<p class="empty">This operation takes no params.</p>';
  box.dataset['operation'] = `${form.family}.${form.name}`;
  offerRecords(form);
  showMinor();
}

/**
 * Beside each field that names a record, a picker of the records it may name (a payout query's
 * payouts, of the form's country, newest first): the field's own list of suggestions.
 */
function offerRecords(form: OperationForm): void {
  // A form naming what one operation made is not about the list's records.
  if (!session().sandbox || MADE_BY[`${form.family}.${form.name}`]) return;
  const country = controlOf('countryCode')?.value || form.country;
  for (const name of RECORD_FIELDS) {
    const control = controlOf(name);
    if (!(control instanceof HTMLInputElement)) continue;
    const target = { family: form.family, name: form.name, country, fields: [] };
    const choices = recordChoices(target, name, state.transactions);
    const list = document.createElement('datalist');
    list.id = `records-${name}`;
    list.innerHTML = choices
      .map((choice) => `<option value="${esc(choice.value)}">${esc(choice.label)}</option>`)
      .join('');
    control.after(list);
    control.setAttribute('list', list.id);
  }
}

/** Clears what the page said about the previous form or send: its outcome and its errors. */
export function clearMessages(): void {
  byId('outcome').replaceChildren();
  byId('outcome-meta').textContent = '';
  byId('form-error').textContent = '';
  byId('loaded').textContent = '';
  byId('why').textContent = '';
}

/**
 * Fills the fields that name a record the sandbox holds from the newest one of the matching kind (a
 * payout query's from a payout), the other id fields from the last calls; says on the form what to do
 * when no record fits. Against a real gateway, whose records the page cannot list, the last calls only.
 */
function withStartingIds(form: OperationForm, fields: readonly FormFieldView[], values: Record<string, string>): void {
  if (!session().sandbox) {
    withKnownIds(form, fields, values);
    return;
  }
  const open = fields.filter((field) => values[field.name] === undefined && !form.fresh.includes(field.name));
  const maker = MADE_BY[`${form.family}.${form.name}`];
  if (maker) {
    withMadeIds(maker, open, values);
    return;
  }
  const country = values['countryCode'] || form.country;
  const prefill = prefillFromRecords(
    {
      family: form.family,
      name: form.name,
      country,
      fields: open.filter((field) => RECORD_FIELDS.includes(field.name)),
    },
    state.transactions,
  );
  Object.assign(values, prefill.values);
  const optionalFilled = Object.keys(prefill.values).some(
    (name) => !fields.find((field) => field.name === name)?.required,
  );
  withKnownIds(
    form,
    fields.filter((field) => !RECORD_FIELDS.includes(field.name)),
    values,
    optionalFilled,
  );
  if (prefill.missing) byId('why').textContent = prefill.missing;
}

/**
 * Fills the fields of a form that names what `maker` made from its last call (required fields each,
 * of the optional ones the first); says what to send first when it made nothing yet.
 */
function withMadeIds(maker: string, open: readonly FormFieldView[], values: Record<string, string>): void {
  const made = state.made[maker];
  if (!made) {
    byId('why').textContent =
      `Nothing to name yet: this form names what ${maker} makes. Send ${maker} first; its ids then fill this form.`;
    return;
  }
  let optionalFilled = false;
  for (const field of open) {
    const value = made[field.name] ?? made[ALIASES[field.name] ?? field.name];
    if (value === undefined || (!field.required && optionalFilled)) continue;
    values[field.name] = value;
    if (!field.required) optionalFilled = true;
  }
}

/** Keeps the string values of a call that resolved, for the forms that name what it made. */
export function rememberMade(name: string, ...sources: unknown[]): void {
  const made: Record<string, string> = {};
  for (const source of sources)
    if (typeof source === 'object' && source !== null)
      for (const [key, value] of Object.entries(source))
        if (typeof value === 'string' && value !== '') made[key] = value;
  state.made[name] = made;
}

/** Shows the operation's description: its first two lines, the rest behind "more" when there is more. */
function showSummary(form: OperationForm): void {
  const summary = byId('summary');
  const text = form.summary.includes(form.path) ? form.summary : `${form.summary} \`POST ${form.path}\``;
  summary.innerHTML = docHtml(text);
  summary.classList.add('clamped');
  const toggle = byId<HTMLButtonElement>('summary-toggle');
  toggle.textContent = 'more';
  toggle.setAttribute('aria-expanded', 'false');
  toggle.hidden = summary.scrollHeight <= summary.clientHeight + 1;
}

/** Opens or closes the operation's description. */
export function toggleSummary(): void {
  const open = byId('summary').classList.toggle('clamped') === false;
  const toggle = byId('summary-toggle');
  toggle.textContent = open ? 'less' : 'more';
  toggle.setAttribute('aria-expanded', String(open));
}

/**
 * Draws the form of a call made with the values it was sent with, to edit and send again. Its new
 * merchant ids stay new (the same ones again would be a duplicate), unless its outcome was unknown:
 * then the same keys are what a retry needs.
 */
export async function loadCall(record: CallRecord): Promise<void> {
  const name = `${record.family}.${record.name}`;
  const form = await api<OperationForm>(`/operations/${record.family}/${record.name}`);
  const currency = typeof record.params['currency'] === 'string' ? record.params['currency'] : form.currency;
  const values = formValuesOf(form.fields, record.params, currency);
  const retry = record.outcome.error?.name === 'OutcomeUnknownError';
  if (!retry) for (const fresh of form.fresh) delete values[fresh];
  await openOperation(name, values);
  byId('loaded').textContent =
    `Loaded from call #${record.id}${retry ? ', with its keys: sending it again retries it' : form.fresh.length > 0 ? `, with new ${form.fresh.join(', ')}` : ''}: edit and send again.`;
}

/**
 * Picks `operation` (`family.name`) and draws its form with `values` (as typed) over its starting
 * values, for a call on one record: no earlier call's ids are filled in.
 */
export async function openOperation(name: string, values: Readonly<Record<string, string>>): Promise<void> {
  byId<HTMLSelectElement>('operation').value = name;
  await loadOperation(values);
  byId('send').focus();
}

/**
 * Loads the operation picked in `#operation` and draws its form with its starting values, and the ids
 * of earlier calls for the fields that name a record, or `given` values instead of those.
 */
export async function loadOperation(given?: Readonly<Record<string, string>>): Promise<void> {
  const [family, name] = byId<HTMLSelectElement>('operation').value.split('.');
  const form = await api<OperationForm>(`/operations/${family}/${name}`);
  state.operation = form;
  clearMessages();
  showSummary(form);
  byId('prepare').innerHTML =
    form.seed && session().sandbox
      ? `On the sandbox: <button type="button" class="small" id="seed">${esc(form.seed.label)}</button> <span class="muted">(no documented operation makes it)</span>`
      : '';
  const values: Record<string, string> = {};
  const variant = variantOf(form, {});
  for (const field of visibleFields(form, variant)) {
    const value = form.defaults[field.name];
    if (value !== undefined) values[field.name] = asTyped(field, value);
  }
  if (given) {
    for (const field of visibleFields(form, variant)) {
      const value = given[field.name];
      if (value !== undefined) values[field.name] = asTyped(field, value);
    }
  } else withStartingIds(form, visibleFields(form, variant), values);
  draw(form, values);
  await loadChannels();
}

/** Has the sandbox make the record the operation acts on, then fills the form with its ids. */
export async function plantSeed(): Promise<void> {
  const form = operation();
  const answer = await api<Partial<SeededView & ErrorAnswer>>(`/seed/${form.family}/${form.name}`, {});
  if (answer.error || !answer.values) {
    byId('form-error').textContent = answer.error ?? 'The sandbox made nothing';
    return;
  }
  remember(answer.values);
  for (const [name, value] of Object.entries(answer.values)) {
    const control = controlOf(name);
    if (control) control.value = value;
  }
}

/** Puts new merchant ids (`mchOrderId`, ...) in the form, for the next send of the same operation. */
export async function freshIds(): Promise<void> {
  const form = operation();
  if (form.fresh.length === 0) return;
  const next = await api<OperationForm>(`/operations/${form.family}/${form.name}`);
  if (state.operation !== form) return;
  for (const name of form.fresh) {
    const control = controlOf(name);
    const value = next.defaults[name];
    if (control && value !== undefined) control.value = value;
  }
}

/** Redraws the form for the variant now chosen, keeping what was typed, and its starting values. */
function onVariantChange(): void {
  const form = operation();
  const values = typedValues();
  const variant = variantOf(form, values);
  const before = (shownVariant !== undefined && form.variantDefaults?.[shownVariant]) || {};
  for (const [name, value] of Object.entries(form.variantDefaults?.[variant ?? ''] ?? {})) {
    // A value the user typed stays; one the previous option started with gives way to this option's.
    if (values[name] === undefined || values[name] === '' || values[name] === before[name]) values[name] = value;
  }
  draw(form, values);
}

/** Follows a change in the form: another variant redraws it, another country lists its channels. */
export function onFormChange(event: Event): void {
  const name = event.target instanceof Element ? event.target.getAttribute('name') : null;
  if (name !== null && name === operation().variantKey) onVariantChange();
  if (name === 'countryCode') void loadChannels();
}

let channelsFor = '';

/** Offers the channel codes of the form's country as the `channelCode` box's list. */
export async function loadChannels(): Promise<void> {
  const form = operation();
  const list = byId<HTMLDataListElement>('channel-codes');
  if (!form.fields.some((field) => field.name === 'channelCode')) {
    list.replaceChildren();
    channelsFor = '';
    return;
  }
  const country = countryOf();
  const wanted = `${form.family}.${form.name}.${country}`;
  if (wanted === channelsFor) return;
  channelsFor = wanted;
  const view = await api<ChannelsView>(`/channels/${form.family}/${form.name}?country=${encodeURIComponent(country)}`);
  if (channelsFor !== wanted) return;
  list.innerHTML = view.channels
    .map(
      (channel) =>
        `<option value="${esc(channel.channelCode)}">${esc(channel.channelType ?? (channel.source === 'documentation' ? 'documented' : ''))}</option>`,
    )
    .join('');
  list.dataset['country'] = view.country;
}

/** Beside each amount, its currency, an example and the minor units it is sent as. */
export function showMinor(): void {
  const currency = currencyOf();
  const unitName = exponentOf(currency) === 0 ? `whole ${currency}` : 'minor units';
  for (const box of document.querySelectorAll<HTMLElement>('#form .field')) {
    const field = operation().fields.find((candidate) => candidate.name === box.dataset['field']);
    const input = box.querySelector('input');
    if (field?.kind !== 'amount' || !input) continue;
    const minor = toMinor(input.value, currency);
    const label = box.querySelector('.currency');
    if (label) label.textContent = currency;
    const unit = box.querySelector('.unit');
    if (unit) unit.textContent = `In ${currency}, e.g. ${exampleAmount(currency)}.`;
    input.placeholder = exampleAmount(currency);
    const note = box.querySelector('.minor');
    if (note) note.textContent = minor === undefined ? '' : `sent as ${minor} (${unitName})`;
  }
}

/** The params as the SDK takes them, and the fields the page itself could not read. */
export function readParams(): { params: Record<string, unknown>; errors: Record<string, string> } {
  const params: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  const currency = currencyOf();
  const form = operation();
  for (const field of visibleFields(form, variantOf(form, typedValues()))) {
    const text = controlOf(field.name)?.value ?? '';
    if (text.trim() === '') {
      if (field.nullable) params[field.name] = null;
      continue;
    }
    if (field.kind === 'choice') params[field.name] = field.options?.[Number(text)];
    else if (field.kind === 'amount') {
      const minor = toMinor(text, currency);
      if (minor === undefined)
        errors[field.name] = `${field.name} must be an amount in ${currency} such as ${exampleAmount(currency)}`;
      else params[field.name] = minor;
    } else if (field.kind === 'number') params[field.name] = Number.isNaN(Number(text)) ? text : Number(text);
    else if (field.kind === 'list')
      params[field.name] = text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    else if (field.kind === 'json') {
      try {
        params[field.name] = JSON.parse(text);
      } catch {
        errors[field.name] = `${field.name} must be JSON`;
      }
    } else params[field.name] = text;
  }
  return { params, errors };
}

/** Marks the fields named in `errors` (by field name; others are listed under the form). */
export function showErrors(errors: Readonly<Record<string, string>>): void {
  for (const box of document.querySelectorAll<HTMLElement>('#form .field')) {
    const message = errors[box.dataset['field'] ?? ''];
    box.classList.toggle('invalid', !!message);
    const slot = box.querySelector('.error');
    if (slot) slot.textContent = message ?? '';
  }
  const other = Object.keys(errors).filter(
    (name) => !document.querySelector(`#form [data-field="${CSS.escape(name)}"]`),
  );
  byId('form-error').textContent = other.map((name) => errors[name]).join('; ');
  // Once nothing is left to fix, the refusal of the last send no longer applies.
  if (Object.keys(errors).length === 0) document.getElementById('not-sent')?.remove();
}

/** The field an issue is about: the first part of its path. */
export function fieldOf(issue: IssueView): string {
  return issue.path.split('.')[0] ?? '';
}

/** Checks the form with the SDK (nothing is sent) and marks the fields at fault; the params when none is. */
export async function validate(): Promise<Record<string, unknown> | undefined> {
  const form = operation();
  const { params, errors } = readParams();
  const { issues } = await api<{ issues: IssueView[] }>(`/validate/${form.family}/${form.name}`, { params });
  if (state.operation !== form) return undefined;
  for (const issue of issues) errors[fieldOf(issue)] ??= issue.message;
  showErrors(errors);
  return Object.keys(errors).length === 0 ? params : undefined;
}
