import type { ErrorAnswer, TransactionRow } from '../api-types.js';
import { countryOf, money, toMajor } from '../money.js';
import { refundable } from '../record-prefill.js';
import { api } from './api.js';
import { idHtml } from './copy-id.js';
import { byId, closestTo, esc } from './dom.js';
import { openOperation } from './form.js';
import { drawKeyed } from './keyed-list.js';
import { session, state } from './state.js';

const LABELS: Readonly<Record<string, string>> = {
  pay: 'Pay',
  fail: 'Fail',
  expire: 'Expire',
  'complete-refund': 'Complete',
  'refuse-refund': 'Refuse',
  'complete-payout': 'Complete',
  'refuse-payout': 'Refuse',
  approve: 'Approve',
  reject: 'Reject',
  'snap-pay': 'Pay',
  'snap-fail': 'Fail',
};

/** The merchant's calls a row offers, each a form filled for it: `[label, operation, values]`. */
function callsFor(row: TransactionRow): Array<readonly [string, string, Record<string, string>]> {
  switch (row.kind) {
    case 'payment': {
      const calls: Array<readonly [string, string, Record<string, string>]> = [
        ['Query', 'neutral.queryPayment', { transactionId: row.id }],
      ];
      const left = refundable(row, state.transactions);
      if (row.status === 'COMPLETED' && left > 0 && row.currency) {
        const country = countryOf(row.currency);
        const values = { originalTransactionId: row.id, refundAmount: toMajor(left, row.currency) };
        calls.push(['Refund', 'neutral.createRefund', country ? { ...values, countryCode: country } : values]);
      }
      return calls;
    }
    case 'payout':
      return [['Query', 'neutral.queryPayout', { transactionId: row.id }]];
    case 'refund':
      return [['Query', 'neutral.listRefunds', { refundTransactionId: row.id }]];
    case 'token':
      return row.userId ? [['Query', 'directDebit.queryTokens', { userId: row.userId }]] : [];
    default:
      return [];
  }
}

function notifiedFor(id: string): string[] {
  return state.notifications
    .filter((notification) => Object.values(notification.payload).includes(id))
    .map((notification) => notification.eventName);
}

function rowHtml(row: TransactionRow): string {
  const amount = row.amount !== undefined && row.currency ? esc(money(row.amount, row.currency)) : '';
  const buttons = row.actions
    .map(
      (action) =>
        `<button class="small" data-action="${esc(action)}" data-id="${esc(row.id)}">${esc(LABELS[action] ?? action)}</button>`,
    )
    .join(' ');
  const calls = callsFor(row)
    .map(
      ([label, operation, values]) =>
        `<button class="small call" data-call-op="${esc(operation)}" data-values="${esc(JSON.stringify(values))}" title="${esc(`${operation} for this ${row.kind}`)}">${esc(label)}</button>`,
    )
    .join(' ');
  const notified = notifiedFor(row.id);
  return (
    `<tr data-id="${esc(row.id)}"><td><span class="kind">${esc(row.kind)}</span>${idHtml(row.id)}<br><small class="muted">${esc(row.reference)} · ${esc(row.detail)}</small></td>` +
    `<td class="amount">${amount}</td><td><span class="status s-${esc(row.status)}">${esc(row.status)}</span>${notified.length ? `<br><small class="notified">${esc(notified.join(', '))}</small>` : ''}</td><td class="moves">${buttons}${buttons && calls ? '<br>' : ''}${calls}</td></tr>`
  );
}

const TABLE =
  '<table><thead><tr><th>transaction</th><th>amount</th><th>status, notified</th><th title="The payer’s and the channel’s moves; below them, the merchant’s calls for the row">moves</th></tr></thead><tbody></tbody></table>';

/** Draws the transaction list with the payer's and the channel's moves, updating its rows in place. */
export function renderTransactions(): void {
  const box = byId('transactions');
  if (!session().sandbox) {
    box.innerHTML =
      '<p class="empty">Against a real gateway the payer and the channel act for real: query the transactions above.</p>';
    return;
  }
  if (state.transactions.length === 0) {
    box.innerHTML = '<p class="empty">None yet: create a payment.</p>';
    return;
  }
  if (!box.querySelector('tbody')) box.innerHTML = TABLE;
  const body = box.querySelector('tbody');
  if (body)
    drawKeyed(
      body,
      state.transactions.map((row) => ({ key: `${row.kind}:${row.id}`, html: rowHtml(row) })),
    );
}

/** Reads the transactions again and draws them. */
export async function refreshTransactions(): Promise<void> {
  state.transactions = await api('/transactions');
  renderTransactions();
}

/** Plays the payer's or the channel's move of a row's button, or opens the merchant's call it offers. */
export async function onTransactionClick(event: Event): Promise<void> {
  const call = closestTo<HTMLButtonElement>(event, 'button[data-call-op]');
  if (call) {
    await openOperation(
      call.dataset['callOp'] ?? '',
      JSON.parse(call.dataset['values'] ?? '{}') as Record<string, string>,
    );
    return;
  }
  const button = closestTo<HTMLButtonElement>(event, 'button[data-action]');
  if (!button) return;
  button.disabled = true;
  const answer = await api<Partial<ErrorAnswer>>(`/sandbox/${button.dataset['action']}`, { id: button.dataset['id'] });
  if (answer.error) alert(answer.error);
  await refreshTransactions();
}
