import type { DocumentedField, IssueView } from '../api-types.js';
import { api } from './api.js';
import { byId, esc } from './dom.js';
import { exampleAmount, toMinor } from './money.js';
import { operation, state } from './state.js';

const REMEMBERED = [
  'transactionId',
  'mchOrderId',
  'refundTransactionId',
  'checkoutId',
  'requestId',
  'payToken',
  'userId',
];

/** Keeps the ids found in `value` (params sent, a result) to offer them in later forms. */
export function remember(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  for (const key of REMEMBERED) {
    const found = (value as Record<string, unknown>)[key];
    if (typeof found === 'string') state.known[key] = found;
  }
}

function inputOf(name: string): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null {
  return document.querySelector(`[name="${CSS.escape(name)}"]`);
}

/** The currency of the form's amounts: its `currency` field, else the family's. */
export function currencyOf(): string {
  return inputOf('currency')?.value || operation().currency;
}

function fieldHtml(field: DocumentedField, value: string): string {
  const id = `f-${field.name}`;
  const name = esc(field.name);
  let input: string;
  if (field.kind === 'choice') {
    const options = (field.options ?? [])
      .map(
        (option, index) =>
          `<option value="${index}"${String(option) === value ? ' selected' : ''}>${esc(option)}</option>`,
      )
      .join('');
    input = `<select id="${id}" name="${name}">${field.required ? '' : '<option value="">(not sent)</option>'}${options}</select>`;
  } else if (field.kind === 'json') {
    input = `<textarea id="${id}" name="${name}" placeholder="JSON">${esc(value)}</textarea>`;
  } else if (field.kind === 'amount') {
    input = `<div class="money"><span class="currency">${esc(currencyOf())}</span><input id="${id}" name="${name}" inputmode="decimal" value="${esc(value)}"></div>`;
  } else {
    input = `<input id="${id}" name="${name}" value="${esc(value)}"${field.kind === 'list' ? ' placeholder="comma-separated"' : ''}>`;
  }
  const checks = field.checks.length ? ` (${field.checks.join('; ')})` : '';
  return (
    `<div class="field" data-field="${name}"><label for="${id}">${name}${field.required ? ' <span class="req">*</span>' : ''}</label>${input}` +
    `<small class="hint">${esc(field.doc || field.kind)}${esc(checks)}</small><small class="hint minor"></small><small class="error"></small></div>`
  );
}

// Ids of what earlier calls made, offered again (a refund's originalTransactionId is the last payment).
function fallback(name: string): string | undefined {
  if (name === 'originalTransactionId') return state.known['transactionId'];
  return name === 'mchOrderId' ? undefined : state.known[name];
}

/** Loads the operation picked in `#operation` and draws its form. */
export async function loadOperation(): Promise<void> {
  const [family, name] = byId<HTMLSelectElement>('operation').value.split('.');
  const form = await api<NonNullable<typeof state.operation>>(`/operations/${family}/${name}`);
  state.operation = form;
  byId('summary').textContent = `${form.summary} — ${form.path}`;
  const html = form.fields
    .map((field) => fieldHtml(field, form.defaults[field.name] ?? fallback(field.name) ?? ''))
    .join('');
  const box = byId('form');
  box.innerHTML = html || '<p class="empty">This operation takes no params.</p>';
  box.dataset['operation'] = `${family}.${name}`;
  showMinor();
}

/** Beside each amount, the minor units it is sent as. */
export function showMinor(): void {
  const currency = currencyOf();
  for (const field of operation().fields.filter((candidate) => candidate.kind === 'amount')) {
    const box = document.querySelector(`[data-field="${CSS.escape(field.name)}"]`);
    const input = box?.querySelector('input');
    if (!box || !input) continue;
    const minor = toMinor(input.value, currency);
    const label = box.querySelector('.currency');
    if (label) label.textContent = currency;
    const note = box.querySelector('.minor');
    if (note) note.textContent = minor === undefined ? '' : `sent as ${minor} (minor units)`;
  }
}

/** The params as the SDK takes them, and the fields the page itself could not read. */
export function readParams(): { params: Record<string, unknown>; errors: Record<string, string> } {
  const params: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  const currency = currencyOf();
  for (const field of operation().fields) {
    const text = inputOf(field.name)?.value ?? '';
    if (text.trim() === '') continue;
    if (field.kind === 'choice') params[field.name] = field.options?.[Number(text)];
    else if (field.kind === 'amount') {
      const minor = toMinor(text, currency);
      if (minor === undefined)
        errors[field.name] = `must be an amount in ${currency} such as ${exampleAmount(currency)}`;
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
        errors[field.name] = 'must be JSON';
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
  const other = Object.keys(errors).filter((name) => !document.querySelector(`[data-field="${CSS.escape(name)}"]`));
  byId('form-error').textContent = other.map((name) => (name ? `${name}: ` : '') + errors[name]).join('; ');
}

/** The field an issue is about: the first part of its path. */
export function fieldOf(issue: IssueView): string {
  return issue.path.split('.')[0] ?? '';
}

/** Checks the form with the endpoint's schema and marks the fields at fault; the params when none is. */
export async function validate(): Promise<Record<string, unknown> | undefined> {
  const { params, errors } = readParams();
  const { family, name } = operation();
  const { issues } = await api<{ issues: IssueView[] }>(`/validate/${family}/${name}`, { params });
  for (const issue of issues) errors[fieldOf(issue)] ??= issue.message;
  showErrors(errors);
  return Object.keys(errors).length === 0 ? params : undefined;
}
