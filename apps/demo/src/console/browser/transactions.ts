import type { ErrorAnswer } from '../api-types.js';
import { api } from './api.js';
import { byId, closestTo, esc } from './dom.js';
import { money } from '../money.js';
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
};

function notifiedFor(id: string): string[] {
  return state.notifications
    .filter((notification) => Object.values(notification.payload).includes(id))
    .map((notification) => notification.eventName);
}

/** Draws the transaction list with the payer's and the channel's moves. */
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
  const rows = state.transactions.map((row) => {
    const amount = row.amount !== undefined && row.currency ? esc(money(row.amount, row.currency)) : '';
    const buttons = row.actions
      .map(
        (action) =>
          `<button class="small" data-action="${esc(action)}" data-id="${esc(row.id)}">${esc(LABELS[action] ?? action)}</button>`,
      )
      .join(' ');
    const notified = notifiedFor(row.id);
    return (
      `<tr data-id="${esc(row.id)}"><td><span class="kind">${esc(row.kind)}</span><code>${esc(row.id)}</code><br><small class="muted">${esc(row.reference)} · ${esc(row.detail)}</small></td>` +
      `<td>${amount}</td><td><span class="status s-${esc(row.status)}">${esc(row.status)}</span>${notified.length ? `<br><small class="notified">${esc(notified.join(', '))}</small>` : ''}</td><td class="moves">${buttons}</td></tr>`
    );
  });
  box.innerHTML = `<table><tr><th>transaction</th><th>amount</th><th>status, notified</th><th>as payer / channel</th></tr>${rows.join('')}</table>`;
}

/** Reads the transactions again and draws them. */
export async function refreshTransactions(): Promise<void> {
  state.transactions = await api('/transactions');
  renderTransactions();
}

/** Plays the payer's or the channel's move of a row's button. */
export async function onTransactionClick(event: Event): Promise<void> {
  const button = closestTo<HTMLButtonElement>(event, 'button[data-action]');
  if (!button) return;
  button.disabled = true;
  const answer = await api<Partial<ErrorAnswer>>(`/sandbox/${button.dataset['action']}`, { id: button.dataset['id'] });
  if (answer.error) alert(answer.error);
  await refreshTransactions();
}
