import type { CallOutcome, Exchange } from '../api-types.js';
import { api } from './api.js';
import { byId, esc } from './dom.js';
import { fieldOf, freshIds, remember, showErrors, validate } from './form.js';
import { operation } from './state.js';
import { refreshTransactions } from './transactions.js';

function pretty(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

function exchangeHtml(exchange: Exchange): string {
  const envelope = (exchange.envelope ?? {}) as { param?: unknown };
  let param = envelope.param;
  try {
    if (typeof param === 'string') param = JSON.stringify(JSON.parse(param), null, 2);
  } catch {
    // Shown as sent.
  }
  const answer = exchange.status === null ? `no answer: ${esc(exchange.error)}` : `HTTP ${exchange.status}`;
  return (
    `<details open><summary>Signed request envelope → POST ${esc(exchange.path)}</summary><pre class="envelope">${esc(JSON.stringify(envelope, null, 2))}</pre>` +
    `<small class="muted">param, as signed:</small><pre>${esc(param)}</pre></details>` +
    `<details open><summary>Response ← ${answer} (${exchange.durationMs} ms)</summary><pre class="response">${esc(pretty(exchange.answer))}</pre></details>`
  );
}

function outcomeHtml(outcome: CallOutcome, title: string): string {
  let html = '';
  const error = outcome.error;
  if (error) {
    html += `<div class="outcome-head bad" id="outcome-status">✘ ${esc(error.name)}${error.code !== undefined ? ` ${error.code}` : ''}</div><pre class="typed-error">${esc(error.message)}</pre>`;
    if (error.keys)
      html += `<div>Reconcile with: <code>${esc(JSON.stringify(error.keys))}</code>. The form keeps these keys: sending it again retries the same operation.</div>`;
  } else {
    html += `<div class="outcome-head ok" id="outcome-status">✔ ${esc(title)} resolved</div>`;
    if (outcome.qr)
      html += `<img id="qr" alt="QR code of the payData" src="${esc(outcome.qr)}"><small class="muted">QR channel: the payer scans this.</small>`;
    if (outcome.link)
      html += `<p>Payer link: <a id="pay-link" href="${esc(outcome.link)}" target="_blank" rel="noopener">${esc(outcome.link)}</a></p>`;
    html += `<details open><summary>Typed result</summary><pre id="result">${esc(JSON.stringify(outcome.result, null, 2))}</pre></details>`;
  }
  html +=
    outcome.exchanges.length === 0
      ? '<p class="muted">Nothing was sent.</p>'
      : outcome.exchanges.map(exchangeHtml).join('');
  return html;
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
      return;
    }
    byId('outcome').innerHTML = '<div class="muted">Sending…</div>';
    const { family, name } = operation();
    const outcome = await api<CallOutcome>(`/call/${family}/${name}`, { params });
    if (outcome.error?.issues) {
      const errors: Record<string, string> = {};
      for (const issue of outcome.error.issues) errors[fieldOf(issue)] = issue.message;
      showErrors(errors);
    } else if (!outcome.error) {
      remember(params);
      remember(outcome.result);
    }
    byId('outcome').innerHTML = outcomeHtml(outcome, `${family}.${name}`);
    // The ids this send used are taken (a second send with them is a duplicate), unless its outcome is
    // unknown: then the same keys are what a retry needs.
    if (outcome.exchanges.length > 0 && outcome.error?.name !== 'OutcomeUnknownError') await freshIds();
    await refreshTransactions();
  } finally {
    button.disabled = false;
  }
}
