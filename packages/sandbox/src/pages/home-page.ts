import { currencyExponent } from '../state/countries.js';
import { escapeHtml } from './escape-html.js';

const CURRENCIES = ['PHP', 'IDR', 'THB', 'MYR', 'RUB'];

// The page is static; its script reads the control API (same origin, JSON) every second and posts
// the actions to it, so it works exactly where the control API does: on this machine.
const SCRIPT = `
const exponents = EXPONENTS;
const $ = (id) => document.getElementById(id);
const esc = (text) => String(text ?? '').replace(/[<>&"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
const money = (amount, currency) => {
  const digits = exponents[currency] ?? 2;
  const major = (Number(amount) / 10 ** digits).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return esc(currency) + ' ' + major;
};
const time = (ms) => (ms ? new Date(ms).toLocaleTimeString() : '');
const action = (label, route, body) =>
  '<button data-route="' + esc(route) + '" data-body="' + esc(JSON.stringify(body)) + '">' + esc(label) + '</button>';
const status = (text) => '<span class="status s-' + esc(text) + '">' + esc(text) + '</span>';
function table(id, heads, rows) {
  $(id).innerHTML = rows.length === 0
    ? '<p class="empty">none yet</p>'
    : '<table><tr>' + heads.map((h) => '<th>' + esc(h) + '</th>').join('') + '</tr>' +
      rows.map((cells) => '<tr>' + cells.map((c) => '<td>' + c + '</td>').join('') + '</tr>').join('') + '</table>';
}
function render(state, requests, deliveries) {
  table('merchants', ['appId', 'balances', 'payout notifications'], state.merchants.map((m) => [
    esc(m.appId), Object.entries(m.balances).map(([c, a]) => money(a, c)).join('<br>'), esc(m.payoutNotifyUrl ?? '—')]));
  table('payments', ['transaction', 'order', 'amount', 'channel', 'status', 'actions'], state.payments.slice().reverse().map((p) => [
    '<a href="/__sandbox/pay/' + esc(p.transactionId) + '">' + esc(p.transactionId) + '</a>', esc(p.mchOrderId), money(p.amount, p.currency),
    esc(p.channelCode), status(p.status) + (p.failedMessage ? ' <small>' + esc(p.failedMessage) + '</small>' : ''),
    p.status === 'PENDING' ? action('Pay', '/payments/complete', { transactionId: p.transactionId }) +
      action('Fail', '/payments/fail', { transactionId: p.transactionId }) +
      action('Expire', '/payments/fail', { transactionId: p.transactionId, failedMessage: 'Expired: the payer did not pay in time' }) : '']));
  table('payouts', ['transaction', 'order', 'amount', 'to', 'status', 'actions'], state.payouts.slice().reverse().map((p) => [
    esc(p.transactionId), esc(p.mchOrderId), money(p.amount, p.currency), esc(p.transferCode + ' ' + p.accountNo), status(p.status),
    p.status === 'PENDING' ? action('Complete', '/payouts/complete', { transactionId: p.transactionId }) +
      action('Fail', '/payouts/fail', { transactionId: p.transactionId }) : '']));
  table('refunds', ['refund', 'of payment', 'amount', 'status', 'actions'], state.refunds.slice().reverse().map((r) => [
    esc(r.refundTransactionId), esc(r.originalTransactionId), money(r.refundAmount, r.currency), status(r.status),
    r.status === 'PENDING' ? action('Complete', '/refunds/complete', { refundTransactionId: r.refundTransactionId }) +
      action('Refuse', '/refunds/fail', { refundTransactionId: r.refundTransactionId }) : '']));
  table('checkouts', ['checkout', 'order', 'amount', 'status', 'page'], state.checkouts.slice().reverse().map((c) => [
    esc(c.checkoutId), esc(c.mchOrderId), money(c.amount, c.currency), status(c.status),
    '<a href="/__sandbox/checkout/' + esc(c.checkoutId) + '">open</a>']));
  table('codes', ['order', 'channel', 'status', 'pay data'], state.staticCodes.slice().reverse().map((s) => [
    esc(s.mchOrderId), esc(s.channelCode), status(s.status), '<code>' + esc(s.payData.slice(0, 60)) + '</code>']));
  table('authorizations', ['request', 'user', 'channel', 'status', 'actions'], state.authorizations.slice().reverse().map((a) => [
    esc(a.requestId), esc(a.userId), esc(a.channelCode), status(a.status),
    a.status === 'PENDING' ? action('Approve', '/authorizations/authorize', { appId: a.appId, requestId: a.requestId }) +
      action('Reject', '/authorizations/reject', { appId: a.appId, requestId: a.requestId }) : '']));
  table('tokens', ['pay token', 'user', 'channel', 'status', 'actions'], state.tokens.slice().reverse().map((t) => [
    esc(t.payToken), esc(t.userId), esc(t.channelCode), status(t.status) + (t.inactiveType ? ' <small>' + esc(t.inactiveType) + '</small>' : ''),
    t.status === 'ACTIVED' ? action('Cancel', '/tokens/cancel', { payToken: t.payToken }) : '']));
  table('requests', ['time', 'request', 'answer', 'ms'], requests.slice(-100).reverse().map((r) => [
    time(r.at), esc(r.method + ' ' + r.path), esc(r.httpStatus === 0 ? 'connection destroyed' : r.code !== null ? r.code + ' ' + r.message : 'HTTP ' + r.httpStatus) +
      (r.fault ? ' <small>fault ' + esc(r.fault) + '</small>' : ''), esc(r.durationMs)]));
  table('deliveries', ['time', 'event', 'to', 'outcome'], deliveries.slice(-100).reverse().map((d) => [
    esc(new Date(d.at).toLocaleTimeString()), esc(d.eventName), esc(d.url),
    status(d.status) + ' ' + esc((d.httpStatus ? 'HTTP ' + d.httpStatus : d.error ?? '') + (d.attempt > 1 ? ', attempt ' + d.attempt : '') + (d.willRetry ? ', will retry' : ''))]));
}
async function refresh() {
  try {
    const read = (path) => fetch('/__sandbox' + path).then((r) => (r.ok ? r.json() : Promise.reject(new Error(r.status))));
    const [state, requests, deliveries] = await Promise.all([read('/state'), read('/requests'), read('/deliveries')]);
    render(state, requests, deliveries);
    $('error').textContent = '';
  } catch (error) {
    $('error').textContent = 'The control API did not answer (' + error.message + '): it only answers this machine.';
  }
}
document.addEventListener('click', async (event) => {
  const button = event.target.closest('button[data-route]');
  if (!button) return;
  button.disabled = true;
  const response = await fetch('/__sandbox' + button.dataset.route, { method: 'POST', headers: { 'content-type': 'application/json' }, body: button.dataset.body });
  $('error').textContent = response.ok ? '' : 'Refused: ' + (await response.text());
  await refresh();
});
refresh();
setInterval(() => { if (!$('pause').checked) refresh(); }, 1000);
`;

const SECTIONS: ReadonlyArray<[string, string]> = [
  ['payments', 'Payments'],
  ['payouts', 'Payouts'],
  ['refunds', 'Refunds'],
  ['checkouts', 'Checkouts'],
  ['codes', 'Static codes'],
  ['authorizations', 'Direct-debit authorizations'],
  ['tokens', 'Pay tokens'],
  ['merchants', 'Merchants'],
  ['requests', 'API requests (newest first)'],
  ['deliveries', 'Notification deliveries (newest first)'],
];

/**
 * The sandbox's home page (`GET /`): every merchant, payment, payout, refund, checkout, static code,
 * authorization and token with its state and the control actions that apply, then the request log
 * and the notification delivery log, refreshed every second.
 */
export function homePage(url: string): string {
  const exponents = Object.fromEntries(CURRENCIES.map((currency) => [currency, currencyExponent(currency)]));
  const sections = SECTIONS.map(([id, title]) => `<section><h2>${title}</h2><div id="${id}"></div></section>`).join(
    '\n',
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lintas sandbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1d2330}h1{margin:0}h2{font-size:1.05rem;margin:1.4rem 0 .4rem}
table{border-collapse:collapse;font-size:.85rem}th,td{border-bottom:1px solid #e3e6ec;padding:.25rem .6rem;text-align:left;vertical-align:top}
th{background:#f4f6f9}button{margin-right:.3rem}.empty{color:#8a93a3;font-size:.85rem}#error{color:#b3261e}
.status{font-weight:600}.s-COMPLETED,.s-COMPLETE,.s-PAID,.s-ACTIVED,.s-AUTHORIZED,.s-acknowledged{color:#137333}
.s-FAILED,.s-REJECTED,.s-failed,.s-rejected,.s-CANCEL,.s-INACTIVED{color:#b3261e}.s-PENDING{color:#9a6700}
</style></head><body>
<h1>Lintas sandbox</h1>
<p>A local emulator of the gateway at <code>${escapeHtml(url)}</code>. Not a real gateway: no money moves. Buttons play the payer and the
channel through the control API. <label><input type="checkbox" id="pause"> pause refresh</label></p>
<p id="error"></p>
${sections}
<script>${SCRIPT.replace('EXPONENTS', JSON.stringify(exponents))}</script>
</body></html>`;
}
