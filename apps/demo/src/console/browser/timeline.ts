import type { DeliveryView, ErrorAnswer, NotificationView, ReplayView } from '../api-types.js';
import { api } from './api.js';
import { idHtml } from './copy-id.js';
import { byId, closestTo, esc } from './dom.js';
import { applyFilter } from './filter.js';
import { drawKeyed } from './keyed-list.js';
import { session, state } from './state.js';
import { timeOf } from './time.js';

function deliveryHtml(delivery: DeliveryView, first: boolean): string {
  const outcome = delivery.handled
    ? 'listener ran'
    : delivery.httpStatus === 200
      ? 'acknowledged, handled once: the listener did not run again'
      : 'refused';
  return `<li class="delivery${delivery.handled ? '' : ' again'}"><span class="time">${esc(timeOf(delivery.at))}</span> ${first ? 'delivered' : 'delivered again'}: HTTP ${delivery.httpStatus}, ${esc(outcome)}</li>`;
}

function notificationHtml(notification: NotificationView): string {
  const deliveries = state.deliveries.filter((delivery) => delivery.key === notification.key);
  const { payload } = notification;
  const status = payload['transactionStatus'] ?? payload['status'] ?? payload['latestTransactionStatus'];
  const snap = notification.protocol === 'snap';
  const resend =
    session().sandbox && !snap
      ? `<button type="button" class="small" data-resend="${esc(notification.key)}" title="The sandbox delivers it again, as it sent it">Resend</button>`
      : '';
  const replay = snap
    ? ''
    : `<button type="button" class="small" data-replay="${esc(notification.key)}" title="The console posts it to its receiver again, as archived">Replay</button>`;
  const confirmed = snap
    ? "its SNAP signature verified, its code one the console's merchant created"
    : `verified, ${notification.confirmedBy === 'lookup' ? 'confirmed with the gateway' : 'no lookup exists: signature only'}`;
  return (
    `<li data-event="${esc(notification.eventName)}" data-key="${esc(notification.key)}"><div class="line"><span class="time">${esc(timeOf(notification.at))}</span> <span class="event">${esc(notification.eventName)}</span>` +
    `<span class="moves">${resend}${replay}</span></div>` +
    `<div class="muted">${esc(notification.kind)}${status === undefined ? '' : ` · ${esc(status)}`} · ${confirmed}, acknowledged</div>` +
    idHtml(notification.key, notification.key.split(':')) +
    (deliveries.length > 1
      ? `<ol class="deliveries">${deliveries.map((delivery, index) => deliveryHtml(delivery, index === 0)).join('')}</ol>`
      : '') +
    '</li>'
  );
}

/**
 * Draws the notifications received and the deliveries refused, newest first (by the receiver's clock,
 * then by arrival), each with its deliveries, updating the list in place.
 */
export function renderTimeline(): void {
  const arrived = [
    ...state.notifications.map((notification) => ({
      at: notification.at,
      key: `n:${notification.key}`,
      html: notificationHtml(notification),
    })),
    ...state.refused.map((refused, index) => ({
      at: refused.at,
      key: `r:${index}`,
      html: `<li class="refused"><span class="time">${esc(timeOf(refused.at))}</span> <span class="event">refused</span> <span class="muted">at ${esc(refused.stage)}</span><br>${esc(refused.reason)}</li>`,
    })),
  ];
  // Newest first: the lists come oldest first, and sort() keeps the order of items of the same time.
  const items = arrived.reverse().sort((a, b) => b.at - a.at);
  drawKeyed(
    byId('timeline'),
    items.length === 0
      ? [{ key: 'waiting', html: '<li class="muted waiting">Waiting for the gateway’s notifications…</li>' }]
      : items,
  );
  filterTimeline();
}

/** Shows only the notifications that hold the words of the filter box. */
export function filterTimeline(): void {
  applyFilter('timeline-filter', byId('timeline'), ':scope > li[data-key], :scope > li.refused');
}

/** Has the sandbox send a notification again, or the console post it to its receiver again. */
export async function onTimelineClick(event: Event): Promise<void> {
  const button = closestTo<HTMLButtonElement>(event, 'button[data-resend], button[data-replay]');
  if (!button) return;
  byId('timeline-error').textContent = '';
  button.disabled = true;
  try {
    if (button.dataset['resend'] !== undefined) {
      const answer = await api<Partial<ErrorAnswer>>('/notifications/resend', { key: button.dataset['resend'] });
      if (answer.error) byId('timeline-error').textContent = answer.error;
    } else {
      const answer = await api<Partial<ReplayView & ErrorAnswer>>('/notifications/replay', {
        key: button.dataset['replay'],
      });
      if (answer.error) byId('timeline-error').textContent = answer.error;
    }
  } finally {
    button.disabled = false;
  }
}
