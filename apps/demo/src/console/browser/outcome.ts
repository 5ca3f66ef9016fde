import type { CallRecord, Exchange } from '../api-types.js';
import { api } from './api.js';
import { byId, closestTo, esc } from './dom.js';
import { fieldOf, freshIds, remember, rememberMade, showErrors, validate } from './form.js';
import { markShown } from './history.js';
import { operation } from './state.js';
import { timeOf } from './time.js';
import { refreshTransactions } from './transactions.js';

function pretty(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

const answerHtml = (exchange: Exchange) => {
  const answer = exchange.status === null ? `no answer: ${esc(exchange.error)}` : `HTTP ${exchange.status}`;
  return `<details open><summary>Response ← ${answer} (${exchange.durationMs} ms)</summary><pre class="response">${esc(pretty(exchange.answer))}</pre></details>`;
};

/** A SNAP attempt: its headers (the signature, the timestamp, the ids; never the access token), its body. */
function snapExchangeHtml(exchange: Exchange, headers: Readonly<Record<string, string>>, attempt: string): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return (
    `<details open><summary>SNAP request → POST ${esc(exchange.path)}${attempt}</summary><pre class="snap-headers">${esc(lines.join('\n'))}</pre>` +
    `<small class="muted">body, as signed:</small><pre class="snap-body">${esc(JSON.stringify(exchange.envelope, null, 2))}</pre></details>` +
    answerHtml(exchange)
  );
}

function exchangeHtml(exchange: Exchange, index: number, count: number): string {
  const attempt = count > 1 ? ` (attempt ${index + 1} of ${count})` : '';
  if (exchange.headers) return snapExchangeHtml(exchange, exchange.headers, attempt);
  const envelope = (exchange.envelope ?? {}) as { param?: unknown };
  let param = envelope.param;
  try {
    if (typeof param === 'string') param = JSON.stringify(JSON.parse(param), null, 2);
  } catch {
    // Shown as sent.
  }
  return (
    `<details open><summary>Signed request envelope → POST ${esc(exchange.path)}${attempt}</summary><pre class="envelope">${esc(JSON.stringify(envelope, null, 2))}</pre>` +
    `<small class="muted">param, as signed:</small><pre>${esc(param)}</pre></details>` +
    answerHtml(exchange)
  );
}

/** The record of a call as the outcome panel shows it: verdict, QR or link, typed result or error, the wire, copies. */
function recordHtml(record: CallRecord): string {
  const { outcome } = record;
  const title = `${record.family}.${record.name}`;
  let html = '';
  const error = outcome.error;
  if (error) {
    html += `<div class="outcome-head bad" id="outcome-status">✘ ${esc(error.name)}${error.code !== undefined ? ` ${error.code}` : ''}</div><pre class="typed-error">${esc(error.message)}</pre>`;
    if (error.keys)
      html += `<div>Reconcile with: <code>${esc(JSON.stringify(error.keys))}</code>. The form keeps these keys: sending it again retries the same operation.</div>`;
  } else {
    html += `<div class="outcome-head ok" id="outcome-status">✔ ${esc(title)} resolved</div>`;
    if (outcome.qr)
      html += `<img id="qr" alt="QR code of the result" src="${esc(outcome.qr)}"><small class="muted">QR channel: the payer scans this.</small>`;
    if (outcome.link)
      html += `<p>Payer link: <a id="pay-link" href="${esc(outcome.link)}" target="_blank" rel="noopener">${esc(outcome.link)}</a></p>`;
    html += `<details open><summary>Typed result</summary><pre id="result">${esc(JSON.stringify(outcome.result, null, 2))}</pre></details>`;
  }
  const last = record.curl.at(-1);
  html += '<div class="actions">';
  if (last !== undefined)
    html += `<button type="button" class="small" data-copy="curl" title="The signed request as sent: no key">Copy as cURL</button>`;
  html += `<button type="button" class="small" data-copy="typescript" title="The call through the SDK: no key, no signature">Copy as TypeScript</button><span class="muted" id="copied"></span></div>`;
  html +=
    outcome.exchanges.length === 0
      ? '<p class="muted">Nothing was sent.</p>'
      : outcome.exchanges.map((exchange, index) => exchangeHtml(exchange, index, outcome.exchanges.length)).join('');
  if (last !== undefined) html += `<details><summary>As cURL</summary><pre class="curl">${esc(last)}</pre></details>`;
  html += `<details><summary>As TypeScript</summary><pre class="typescript">${esc(record.typescript)}</pre></details>`;
  return html;
}

/** The record on show, for its copy buttons. */
let shown: CallRecord | undefined;

/** Shows a call's record in the outcome panel. */
export function showRecord(record: CallRecord): void {
  shown = record;
  byId('outcome').innerHTML = recordHtml(record);
  byId('outcome-meta').textContent =
    `#${record.id} · ${record.family}.${record.name} · ${timeOf(record.at)} · ${record.durationMs} ms`;
  markShown(record.id);
}

/** Copies the cURL command or the TypeScript of the call on show. */
export async function onOutcomeClick(event: Event): Promise<void> {
  const button = closestTo<HTMLButtonElement>(event, 'button[data-copy]');
  if (!button || !shown) return;
  const text = button.dataset['copy'] === 'curl' ? shown.curl.at(-1) : shown.typescript;
  if (text === undefined) return;
  await navigator.clipboard.writeText(text);
  byId('copied').textContent = ` copied ${button.dataset['copy'] === 'curl' ? 'the cURL command' : 'the TypeScript'}`;
}

/** Sends the form through the SDK (after checking it) and shows what happened. */
export async function send(event: Event): Promise<void> {
  event.preventDefault();
  const button = byId<HTMLButtonElement>('send');
  button.disabled = true;
  try {
    const params = await validate();
    if (!params) {
      byId('outcome').innerHTML =
        '<div class="outcome-head bad" id="not-sent">Not sent: fix the fields marked in red.</div>';
      byId('outcome-meta').textContent = '';
      return;
    }
    byId('outcome').innerHTML = '<div class="muted">Sending…</div>';
    const { family, name } = operation();
    const record = await api<CallRecord>(`/call/${family}/${name}`, { params });
    const { outcome } = record;
    if (outcome.error?.issues) {
      const errors: Record<string, string> = {};
      for (const issue of outcome.error.issues) errors[fieldOf(issue)] = issue.message;
      showErrors(errors);
    } else if (!outcome.error) {
      remember(params);
      remember(outcome.result);
      rememberMade(`${family}.${name}`, params, outcome.result);
    }
    showRecord(record);
    // The ids this send used are taken (a second send with them is a duplicate), unless its outcome is
    // unknown: then the same keys are what a retry needs.
    if (outcome.exchanges.length > 0 && outcome.error?.name !== 'OutcomeUnknownError') await freshIds();
    await refreshTransactions();
  } finally {
    button.disabled = false;
  }
}
