import { byId, esc } from './dom.js';
import { state } from './state.js';

/** Draws the notifications received and the deliveries refused, newest first. */
export function renderTimeline(): void {
  const items = [
    ...state.notifications.map((notification) => ({
      at: notification.at,
      html:
        `<li data-event="${esc(notification.eventName)}"><span class="event">${esc(notification.eventName)}</span> <span class="muted">${esc(notification.kind)} · verified, typed, acknowledged</span><br><code>${esc(notification.key)}</code>` +
        (notification.payload['amount'] !== undefined
          ? ` · ${esc(notification.payload['transactionStatus'] ?? '')}`
          : '') +
        '</li>',
    })),
    ...state.refused.map((refused) => ({
      at: refused.at,
      html: `<li class="refused"><span class="event">refused</span> <span class="muted">at ${esc(refused.stage)}</span><br>${esc(refused.reason)}</li>`,
    })),
  ].sort((a, b) => b.at - a.at);
  byId('timeline').innerHTML =
    items.length === 0
      ? '<li class="muted" style="border:0;background:none">Waiting for the gateway’s notifications…</li>'
      : items.map((item) => item.html).join('');
}
