const STYLE = `
*{box-sizing:border-box}body{font-family:system-ui,-apple-system,sans-serif;margin:0;color:#1d2330;background:#f4f6f9;font-size:14px}
header{background:#1d2b4f;color:#fff;padding:.7rem 1.2rem;display:flex;gap:1rem;align-items:baseline;flex-wrap:wrap}
header h1{font-size:1.15rem;margin:0}header .target{opacity:.85;font-size:.85rem}
main{display:grid;grid-template-columns:minmax(420px,1fr) minmax(420px,1fr);gap:1rem;padding:1rem}
section{background:#fff;border:1px solid #dde2ea;border-radius:8px;padding:.8rem 1rem}
section.wide{grid-column:1/-1}h2{font-size:1rem;margin:.1rem 0 .6rem}
select,input,textarea{font:inherit;padding:.3rem .4rem;border:1px solid #b9c1cf;border-radius:4px;width:100%}
textarea{min-height:3.2rem;font-family:ui-monospace,monospace;font-size:.8rem}
.pick{display:flex;gap:.5rem;margin-bottom:.4rem}.pick select{flex:1}
.summary{color:#4a5468;font-size:.85rem;margin:.2rem 0 .6rem}
.field{margin-bottom:.55rem}.field label{font-weight:600;font-size:.85rem;display:block}.req{color:#b3261e}
.field .hint{display:block;color:#5b6578;font-size:.78rem}.field .error{display:block;color:#b3261e;font-size:.8rem;font-weight:600}
.field.invalid input,.field.invalid select,.field.invalid textarea{border-color:#b3261e;background:#fff5f5}
.money{display:flex;align-items:center;gap:.3rem}.money span{font-weight:600}
button{font:inherit;padding:.35rem .8rem;border-radius:4px;border:1px solid #1d2b4f;background:#1d2b4f;color:#fff;cursor:pointer}
button.small{padding:.1rem .45rem;font-size:.78rem;background:#fff;color:#1d2b4f}button:disabled{opacity:.5}
.outcome-head{font-weight:700;margin:.8rem 0 .3rem}.ok{color:#137333}.bad{color:#b3261e}
pre{background:#f4f6f9;border:1px solid #e3e6ec;border-radius:4px;padding:.4rem;font-size:.75rem;white-space:pre-wrap;word-break:break-all;margin:.2rem 0;max-height:16rem;overflow:auto}
details summary{cursor:pointer;font-weight:600;font-size:.85rem;margin-top:.3rem}
#qr{display:block;margin:.4rem 0;border:1px solid #dde2ea;width:220px;image-rendering:pixelated}
table{border-collapse:collapse;width:100%;font-size:.8rem}th,td{text-align:left;padding:.25rem .35rem;border-bottom:1px solid #eceff4;vertical-align:top}th{background:#f4f6f9}
.status{font-weight:700}.s-COMPLETED,.s-COMPLETE,.s-ACTIVED,.s-AUTHORIZED,.s-passed{color:#137333}.s-FAILED,.s-REJECTED,.s-INACTIVED,.s-failed,.s-CLOSED{color:#b3261e}.s-PENDING{color:#9a6700}
#timeline{list-style:none;padding:0;margin:0;max-height:22rem;overflow:auto}#timeline li{border-left:3px solid #137333;padding:.25rem .5rem;margin-bottom:.35rem;background:#f7fbf8;font-size:.8rem}
#timeline li.refused{border-color:#b3261e;background:#fff5f5}.event{font-weight:700}.muted{color:#6b7486}
.groups{display:flex;flex-wrap:wrap;gap:.35rem;margin-bottom:.6rem}.groups button{background:#fff;color:#1d2b4f}
progress{width:100%;height:.6rem}#steps{font-size:.8rem;padding-left:1.2rem;max-height:20rem;overflow:auto}#steps .ms{color:#6b7486}
.empty{color:#8a93a3;font-size:.85rem}.side h2{margin-top:.9rem}.side h2:first-child{margin-top:.1rem}
`;

// The page's script: plain browser JavaScript, kept free of template placeholders so it can sit in
// this TypeScript string as is.
const SCRIPT = String.raw`
const EXPONENTS = { PHP: 2, IDR: 0, THB: 2, MYR: 2, RUB: 2 };
const $ = (id) => document.getElementById(id);
const esc = (text) => String(text == null ? '' : text).replace(/[<>&"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
const api = async (path, body) => {
  const response = await fetch('/api' + path, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return response.json();
};
const money = (amount, currency) => {
  const digits = EXPONENTS[currency] ?? 2;
  const major = (Number(amount) / Math.pow(10, digits)).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return currency + ' ' + major;
};
// "500.10" → 50010 for PHP, exactly (no floating point): undefined when it is not an amount.
const toMinor = (text, currency) => {
  const digits = EXPONENTS[currency] ?? 2;
  const match = /^\s*(\d+)(?:\.(\d*))?\s*$/.exec(text);
  if (!match || (match[2] || '').length > digits) return undefined;
  return Number(match[1] + (match[2] || '').padEnd(digits, '0'));
};
let session, operation, notifications = [], refused = [], transactions = [];
const known = {};

function remember(value) {
  if (!value || typeof value !== 'object') return;
  for (const key of ['transactionId', 'mchOrderId', 'refundTransactionId', 'checkoutId', 'requestId', 'payToken', 'userId']) {
    if (typeof value[key] === 'string') known[key] = value[key];
  }
}

function currencyOf() {
  const field = document.querySelector('[name="currency"]');
  return (field && field.value) || operation.currency;
}

function fieldHtml(field, value) {
  const id = 'f-' + field.name;
  let input;
  if (field.kind === 'choice') {
    input = '<select id="' + id + '" name="' + esc(field.name) + '">' + (field.required ? '' : '<option value="">(not sent)</option>') +
      field.options.map((option, index) => '<option value="' + index + '"' + (String(option) === value ? ' selected' : '') + '>' + esc(option) + '</option>').join('') + '</select>';
  } else if (field.kind === 'json') {
    input = '<textarea id="' + id + '" name="' + esc(field.name) + '" placeholder="JSON">' + esc(value) + '</textarea>';
  } else if (field.kind === 'amount') {
    input = '<div class="money"><span class="currency">' + esc(currencyOf()) + '</span><input id="' + id + '" name="' + esc(field.name) + '" inputmode="decimal" value="' + esc(value) + '"></div>';
  } else {
    input = '<input id="' + id + '" name="' + esc(field.name) + '" value="' + esc(value) + '"' + (field.kind === 'list' ? ' placeholder="comma-separated"' : '') + '>';
  }
  const checks = field.checks.length ? ' (' + field.checks.join('; ') + ')' : '';
  return '<div class="field" data-field="' + esc(field.name) + '"><label for="' + id + '">' + esc(field.name) + (field.required ? ' <span class="req">*</span>' : '') + '</label>' + input +
    '<small class="hint">' + esc(field.doc || field.kind) + esc(checks) + '</small><small class="hint minor"></small><small class="error"></small></div>';
}

// Ids of what earlier calls made, offered again (a refund's originalTransactionId is the last payment).
function fallback(name) {
  if (name === 'originalTransactionId') return known.transactionId;
  return name === 'mchOrderId' ? undefined : known[name];
}

async function loadOperation() {
  const [family, name] = $('operation').value.split('.');
  operation = await api('/operations/' + family + '/' + name);
  $('summary').textContent = operation.summary + ' — ' + operation.path;
  const form = operation.fields.map((field) => fieldHtml(field, operation.defaults[field.name] ?? fallback(field.name) ?? '')).join('');
  $('form').innerHTML = form || '<p class="empty">This operation takes no params.</p>';
  $('form').dataset.operation = family + '.' + name;
  showMinor();
}

function showMinor() {
  for (const field of operation.fields.filter((f) => f.kind === 'amount')) {
    const box = document.querySelector('[data-field="' + field.name + '"]');
    const minor = toMinor(box.querySelector('input').value, currencyOf());
    box.querySelector('.currency').textContent = currencyOf();
    box.querySelector('.minor').textContent = minor === undefined ? '' : 'sent as ' + minor + ' (minor units)';
  }
}

// The params as the SDK takes them, and the fields the page itself could not read.
function readParams() {
  const params = {}, errors = {};
  for (const field of operation.fields) {
    const element = document.querySelector('[name="' + field.name + '"]');
    const text = element.value;
    if (text.trim() === '') continue;
    if (field.kind === 'choice') params[field.name] = field.options[Number(text)];
    else if (field.kind === 'amount') {
      const minor = toMinor(text, currencyOf());
      if (minor === undefined) errors[field.name] = 'must be an amount in ' + currencyOf() + ' such as ' + (EXPONENTS[currencyOf()] === 0 ? '15000' : '500.10');
      else params[field.name] = minor;
    } else if (field.kind === 'number') params[field.name] = Number.isNaN(Number(text)) ? text : Number(text);
    else if (field.kind === 'list') params[field.name] = text.split(',').map((item) => item.trim()).filter(Boolean);
    else if (field.kind === 'json') {
      try { params[field.name] = JSON.parse(text); } catch { errors[field.name] = 'must be JSON'; }
    } else params[field.name] = text;
  }
  return { params, errors };
}

function showErrors(errors) {
  for (const box of document.querySelectorAll('.field')) {
    const message = errors[box.dataset.field];
    box.classList.toggle('invalid', !!message);
    box.querySelector('.error').textContent = message || '';
  }
  const other = Object.keys(errors).filter((name) => !document.querySelector('[data-field="' + name + '"]'));
  $('form-error').textContent = other.map((name) => (name ? name + ': ' : '') + errors[name]).join('; ');
}

async function validate() {
  const { params, errors } = readParams();
  const { issues } = await api('/validate/' + operation.family + '/' + operation.name, { params });
  for (const issue of issues) {
    const name = issue.path.split('.')[0];
    if (!errors[name]) errors[name] = issue.message;
  }
  showErrors(errors);
  return Object.keys(errors).length === 0 ? params : undefined;
}

function exchangeHtml(exchange) {
  const envelope = exchange.envelope || {};
  let param = envelope.param;
  try { param = JSON.stringify(JSON.parse(envelope.param), null, 2); } catch {}
  return '<details open><summary>Signed request envelope → POST ' + esc(exchange.path) + '</summary><pre class="envelope">' + esc(JSON.stringify(envelope, null, 2)) + '</pre>' +
    '<small class="muted">param, as signed:</small><pre>' + esc(param) + '</pre></details>' +
    '<details open><summary>Response ← ' + (exchange.status === null ? 'no answer: ' + esc(exchange.error) : 'HTTP ' + exchange.status) + ' (' + exchange.durationMs + ' ms)</summary><pre class="response">' +
    esc(typeof exchange.answer === 'string' ? exchange.answer : JSON.stringify(exchange.answer, null, 2)) + '</pre></details>';
}

async function send(event) {
  event.preventDefault();
  $('send').disabled = true;
  try {
    const params = await validate();
    if (!params) {
      $('outcome').innerHTML = '<div class="outcome-head bad">Not sent: fix the fields marked in red.</div>';
      return;
    }
    $('outcome').innerHTML = '<div class="muted">Sending…</div>';
    const outcome = await api('/call/' + operation.family + '/' + operation.name, { params });
    let html = '';
    if (outcome.error) {
      const error = outcome.error;
      html += '<div class="outcome-head bad" id="outcome-status">✘ ' + esc(error.name) + (error.code !== undefined ? ' ' + error.code : '') + '</div><pre class="typed-error">' + esc(error.message) + '</pre>';
      if (error.keys) html += '<div>Reconcile with: <code>' + esc(JSON.stringify(error.keys)) + '</code></div>';
      if (error.issues) {
        const errors = {};
        for (const issue of error.issues) errors[issue.path.split('.')[0]] = issue.message;
        showErrors(errors);
      }
    } else {
      remember(params);
      remember(outcome.result);
      html += '<div class="outcome-head ok" id="outcome-status">✔ ' + esc(operation.family + '.' + operation.name) + ' resolved</div>';
      if (outcome.qr) html += '<img id="qr" alt="QR code of the payData" src="' + outcome.qr + '"><small class="muted">QR channel: the payer scans this.</small>';
      if (outcome.link) html += '<p>Payer link: <a id="pay-link" href="' + esc(outcome.link) + '" target="_blank" rel="noopener">' + esc(outcome.link) + '</a></p>';
      html += '<details open><summary>Typed result</summary><pre id="result">' + esc(JSON.stringify(outcome.result, null, 2)) + '</pre></details>';
    }
    html += outcome.exchanges.length === 0 ? '<p class="muted">Nothing was sent.</p>' : outcome.exchanges.map(exchangeHtml).join('');
    $('outcome').innerHTML = html;
    await refreshTransactions();
  } finally {
    $('send').disabled = false;
  }
}

const LABELS = { pay: 'Pay', fail: 'Fail', expire: 'Expire', 'complete-refund': 'Complete', 'refuse-refund': 'Refuse', 'complete-payout': 'Complete', 'refuse-payout': 'Refuse', approve: 'Approve', reject: 'Reject' };

function notifiedFor(id) {
  return notifications.filter((n) => Object.values(n.payload).includes(id)).map((n) => n.eventName);
}

function renderTransactions() {
  if (!session.sandbox) {
    $('transactions').innerHTML = '<p class="empty">Against a real gateway the payer and the channel act for real: query the transactions above.</p>';
    return;
  }
  $('transactions').innerHTML = transactions.length === 0 ? '<p class="empty">None yet: create a payment.</p>' :
    '<table><tr><th>kind</th><th>id</th><th>amount</th><th>status</th><th>notified</th><th>act as payer / channel</th></tr>' +
    transactions.map((row) => '<tr data-id="' + esc(row.id) + '"><td>' + esc(row.kind) + '</td><td><code>' + esc(row.id) + '</code><br><small class="muted">' + esc(row.reference) + ' · ' + esc(row.detail) + '</small></td><td>' +
      (row.amount !== undefined ? esc(money(row.amount, row.currency)) : '') + '</td><td><span class="status s-' + esc(row.status) + '">' + esc(row.status) + '</span></td><td><small>' + esc(notifiedFor(row.id).join(', ')) + '</small></td><td>' +
      row.actions.map((action) => '<button class="small" data-action="' + esc(action) + '" data-id="' + esc(row.id) + '">' + esc(LABELS[action] || action) + '</button>').join(' ') + '</td></tr>').join('') + '</table>';
}

async function refreshTransactions() {
  transactions = await api('/transactions');
  renderTransactions();
}

function renderTimeline() {
  const items = notifications.map((n) => ({ at: n.at, html: '<li data-event="' + esc(n.eventName) + '"><span class="event">' + esc(n.eventName) + '</span> <span class="muted">' + esc(n.kind) + ' · verified, typed, acknowledged</span><br><code>' + esc(n.key) + '</code>' +
    (n.payload.amount !== undefined ? ' · ' + esc(n.payload.transactionStatus || '') : '') + '</li>' }))
    .concat(refused.map((r) => ({ at: r.at, html: '<li class="refused"><span class="event">refused</span> <span class="muted">at ' + esc(r.stage) + '</span><br>' + esc(r.reason) + '</li>' })));
  items.sort((a, b) => b.at - a.at);
  $('timeline').innerHTML = items.length === 0 ? '<li class="muted" style="border:0;background:none">Waiting for the gateway’s notifications…</li>' : items.map((item) => item.html).join('');
}

let expectedSteps = 0;
function startRun(groups) {
  $('steps').innerHTML = '';
  $('run-summary').textContent = 'Running ' + groups.join(', ') + '…';
  $('progress').value = 0;
  expectedSteps = 0;
  for (const button of document.querySelectorAll('.groups button')) button.disabled = true;
}

function addStep(step) {
  const mark = step.status === 'passed' ? '✔' : step.status === 'failed' ? '✘' : '–';
  $('steps').insertAdjacentHTML('beforeend', '<li class="s-' + esc(step.status) + '">' + mark + ' ' + esc(step.family) + ': ' + esc(step.title) + ' <span class="muted">(' + esc(step.detail) + ')</span> <span class="ms">' + step.durationMs + ' ms</span></li>');
  expectedSteps += 1;
  $('progress').value = expectedSteps;
}

function finishRun(summary) {
  $('run-summary').innerHTML = '<span class="' + (summary.failed ? 'bad' : 'ok') + '" id="run-result">' + summary.passed + ' passed, ' + summary.failed + ' failed' + (summary.skipped ? ', ' + summary.skipped + ' skipped' : '') + '</span>';
  $('progress').value = $('progress').max = Math.max(expectedSteps, 1);
  for (const button of document.querySelectorAll('.groups button')) button.disabled = false;
}

async function main() {
  session = await api('/session');
  const names = { sandbox: 'the embedded sandbox', 'remote-sandbox': 'the sandbox', gateway: 'the gateway' };
  $('target').textContent = 'against ' + names[session.target] + ' at ' + session.baseUrl + ' · merchant ' + session.appId;
  const families = [...new Set(session.operations.map((o) => o.family))];
  $('operation').innerHTML = families.map((family) => '<optgroup label="' + esc(family) + '">' + session.operations.filter((o) => o.family === family)
    .map((o) => '<option value="' + esc(o.family + '.' + o.name) + '">' + esc(o.family + '.' + o.name) + '</option>').join('') + '</optgroup>').join('');
  $('operation').addEventListener('change', loadOperation);
  $('form').addEventListener('input', showMinor);
  $('form').addEventListener('focusout', () => validate());
  $('call').addEventListener('submit', send);
  $('new-values').addEventListener('click', loadOperation);
  $('groups').innerHTML = session.groups.map((group) => '<button data-group="' + esc(group) + '">' + esc(group) + '</button>').join('') + '<button data-group="">all groups</button>';
  $('groups').addEventListener('click', async (event) => {
    const button = event.target.closest('button[data-group]');
    if (!button) return;
    const groups = button.dataset.group ? [button.dataset.group] : session.groups;
    startRun(groups);
    const answer = await api('/scenarios', { groups });
    if (answer.error) finishRun({ passed: 0, failed: 1, skipped: 0 });
  });
  $('transactions').addEventListener('click', async (event) => {
    const button = event.target.closest('button[data-action]');
    if (!button) return;
    button.disabled = true;
    const answer = await api('/sandbox/' + button.dataset.action, { id: button.dataset.id });
    if (answer.error) alert(answer.error);
    await refreshTransactions();
  });
  const initial = await api('/notifications');
  notifications = initial.received.map((n) => Object.assign({ at: Date.now() }, n));
  refused = initial.refused.map((r) => Object.assign({ at: Date.now() }, r));
  renderTimeline();
  const events = new EventSource('/api/events');
  events.onmessage = (message) => {
    const event = JSON.parse(message.data);
    if (event.type === 'notification') { notifications.push(Object.assign({ at: Date.now() }, event.notification)); renderTimeline(); renderTransactions(); }
    else if (event.type === 'refused') { refused.push(Object.assign({ at: Date.now() }, event.refused)); renderTimeline(); }
    else if (event.type === 'changed') refreshTransactions();
    else if (event.type === 'step') addStep(event.step);
    else if (event.type === 'run-finished') finishRun(event.summary);
  };
  $('operation').value = 'philippines.createPayment';
  await loadOperation();
  await refreshTransactions();
  document.body.dataset.ready = 'true';
}
main();
`;

/** The console's single page: the operation form and its outcome, transactions, notifications and scenarios. */
export function consolePage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lintas QA console</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head><body>
<header><h1>Lintas QA console</h1><span class="target" id="target"></span></header>
<main>
<section>
  <h2>Call an operation through the SDK</h2>
  <form id="call">
    <div class="pick"><select id="operation" aria-label="operation"></select><button type="button" class="small" id="new-values">fresh values</button></div>
    <p class="summary" id="summary"></p>
    <div id="form"></div>
    <small class="error bad" id="form-error"></small>
    <button id="send" type="submit">Send</button>
  </form>
  <div id="outcome"></div>
</section>
<section class="side">
  <h2>Transactions</h2>
  <div id="transactions"></div>
  <h2>Notifications, live</h2>
  <ol id="timeline"></ol>
</section>
<section class="wide">
  <h2>Scenarios</h2>
  <div class="groups" id="groups"></div>
  <progress id="progress" max="1" value="0"></progress>
  <p id="run-summary" class="muted"></p>
  <ol id="steps"></ol>
</section>
</main>
<script>${SCRIPT}</script>
</body></html>`;
}
