// The home page's script. It runs in the browser: the page embeds the compiled source of the functions
// below (homeScriptSource), so they are type-checked with the rest and may use nothing from outside
// their own bodies but each other (no imports, no module-level values).

/** What the page's script is given. */
export interface HomeScriptSettings {
  /** Digits after the decimal point, by currency. */
  readonly exponents: Readonly<Record<string, number>>;
  /** How often the page reads the control API again, in ms. */
  readonly refreshMs: number;
}

type Json = Record<string, unknown>;

/** One row of a table: its identity and its cells' markup. */
interface Row {
  readonly key: string;
  readonly cells: readonly string[];
}

/** One kind of record the sandbox holds, as its table and its detail view show it. */
interface Kind {
  /** The key in the state and in the address. */
  readonly name: string;
  readonly id: (record: Json) => string;
  /** Other ids a request or a notification may name it by. */
  readonly aliases: (record: Json) => string[];
  readonly heads: readonly string[];
  readonly cells: (record: Json) => string[];
  readonly actions: (record: Json) => string;
}

/** What the page last read: the state, the requests and the deliveries. */
type Snapshot = readonly [Json, readonly Json[], readonly Json[]];

function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id} on the page`);
  return element;
}

function esc(value: unknown): string {
  return String(value ?? '').replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

function money(settings: HomeScriptSettings, amount: unknown, currency: unknown): string {
  const code = text(currency);
  const digits = settings.exponents[code] ?? 2;
  const major = (Number(amount) / 10 ** digits).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${esc(code)} ${major}`;
}

function time(at: unknown): string {
  return at ? new Date(at as string | number).toLocaleTimeString('en-GB') : '';
}

function action(label: string, route: string, body: Json): string {
  return `<button data-route="${esc(route)}" data-body="${esc(JSON.stringify(body))}">${esc(label)}</button>`;
}

function status(value: unknown): string {
  return `<span class="status s-${esc(value)}">${esc(value)}</span>`;
}

function small(value: unknown): string {
  return value ? ` <small>${esc(value)}</small>` : '';
}

function pretty(body: unknown): string {
  if (typeof body !== 'string') return '';
  try {
    const parsed = JSON.parse(body) as Json;
    // The signed `param` is JSON in a string: shown parsed, as what was signed.
    if (typeof parsed['param'] === 'string') parsed['param'] = JSON.parse(parsed['param']) as unknown;
    return JSON.stringify(parsed, null, 2);
  } catch {
    return body;
  }
}

function link(kind: string, id: string): string {
  return `<a href="#${esc(kind)}/${encodeURIComponent(id)}" class="open">${esc(id)}</a>`;
}

function paymentsKind(settings: HomeScriptSettings): Kind {
  return {
    name: 'payments',
    id: (p) => text(p['transactionId']),
    aliases: (p) => [text(p['mchOrderId'])],
    heads: ['transaction', 'order', 'amount', 'channel', 'status', 'actions'],
    cells: (p) => [
      `${link('payments', text(p['transactionId']))} <a href="/__sandbox/pay/${esc(p['transactionId'])}" title="the payer's page">page</a>`,
      esc(p['mchOrderId']),
      money(settings, p['amount'], p['currency']),
      esc(p['channelCode']),
      status(p['status']) + small(p['failedMessage']),
    ],
    actions: (p) =>
      p['status'] === 'PENDING'
        ? action('Pay', '/payments/complete', { transactionId: p['transactionId'] }) +
          action('Fail', '/payments/fail', { transactionId: p['transactionId'] }) +
          action('Expire', '/payments/fail', {
            transactionId: p['transactionId'],
            failedMessage: 'Expired: the payer did not pay in time',
          })
        : '',
  };
}

function payoutsKind(settings: HomeScriptSettings): Kind {
  return {
    name: 'payouts',
    id: (p) => text(p['transactionId']),
    aliases: (p) => [text(p['mchOrderId'])],
    heads: ['transaction', 'order', 'amount', 'to', 'status', 'actions'],
    cells: (p) => [
      link('payouts', text(p['transactionId'])),
      esc(p['mchOrderId']),
      money(settings, p['amount'], p['currency']),
      esc(`${text(p['transferCode'] ?? p['payMethodCode'])} ${text(p['accountNo'])}`),
      status(p['status']),
    ],
    actions: (p) =>
      p['status'] === 'PENDING'
        ? action('Complete', '/payouts/complete', { transactionId: p['transactionId'] }) +
          action('Fail', '/payouts/fail', { transactionId: p['transactionId'] })
        : '',
  };
}

function refundsKind(settings: HomeScriptSettings): Kind {
  return {
    name: 'refunds',
    id: (r) => text(r['refundTransactionId']),
    aliases: (r) => [text(r['mchRefundOrderId'])],
    heads: ['refund', 'of payment', 'amount', 'status', 'actions'],
    cells: (r) => [
      link('refunds', text(r['refundTransactionId'])),
      link('payments', text(r['originalTransactionId'])),
      money(settings, r['refundAmount'], r['currency']),
      status(r['status']) + small(r['failedMessage']),
    ],
    actions: (r) =>
      r['status'] === 'PENDING'
        ? action('Complete', '/refunds/complete', { refundTransactionId: r['refundTransactionId'] }) +
          action('Refuse', '/refunds/fail', { refundTransactionId: r['refundTransactionId'] })
        : '',
  };
}

function checkoutsKind(settings: HomeScriptSettings): Kind {
  return {
    name: 'checkouts',
    id: (c) => text(c['checkoutId']),
    aliases: (c) => [text(c['mchOrderId'])],
    heads: ['checkout', 'order', 'amount', 'status', 'page'],
    cells: (c) => [
      link('checkouts', text(c['checkoutId'])),
      esc(c['mchOrderId']),
      money(settings, c['amount'], c['currency']),
      status(c['status']),
    ],
    actions: (c) => `<a href="/__sandbox/checkout/${esc(c['checkoutId'])}">open</a>`,
  };
}

function staticCodesKind(): Kind {
  return {
    name: 'staticCodes',
    id: (s) => text(s['mchOrderId']),
    aliases: () => [],
    heads: ['order', 'channel', 'status', 'pay data'],
    cells: (s) => [
      link('staticCodes', text(s['mchOrderId'])),
      esc(s['channelCode']),
      status(s['status']),
      `<code>${esc(text(s['payData']).slice(0, 60))}</code>`,
    ],
    actions: () => '',
  };
}

function authorizationsKind(): Kind {
  return {
    name: 'authorizations',
    id: (a) => text(a['requestId']),
    aliases: (a) => [text(a['userId'])],
    heads: ['request', 'user', 'channel', 'status', 'actions'],
    cells: (a) => [
      link('authorizations', text(a['requestId'])),
      esc(a['userId']),
      esc(a['channelCode']),
      status(a['status']),
    ],
    actions: (a) =>
      a['status'] === 'PENDING'
        ? action('Approve', '/authorizations/authorize', { appId: a['appId'], requestId: a['requestId'] }) +
          action('Reject', '/authorizations/reject', { appId: a['appId'], requestId: a['requestId'] })
        : '',
  };
}

function tokensKind(): Kind {
  return {
    name: 'tokens',
    id: (t) => text(t['payToken']),
    aliases: (t) => [text(t['requestId'])],
    heads: ['pay token', 'user', 'channel', 'status', 'actions'],
    cells: (t) => [
      link('tokens', text(t['payToken'])),
      esc(t['userId']),
      esc(t['channelCode']),
      status(t['status']) + small(t['inactiveType']),
    ],
    actions: (t) => (t['status'] === 'ACTIVED' ? action('Cancel', '/tokens/cancel', { payToken: t['payToken'] }) : ''),
  };
}

function homeKinds(settings: HomeScriptSettings): readonly Kind[] {
  return [
    paymentsKind(settings),
    payoutsKind(settings),
    refundsKind(settings),
    checkoutsKind(settings),
    staticCodesKind(),
    authorizationsKind(),
    tokensKind(),
  ];
}

/** Sets an element's markup, only when it changed since it was last set here. */
function setHtml(element: Element & { drawnFrom?: string }, html: string): void {
  if (element.drawnFrom === html) return;
  element.innerHTML = html;
  element.drawnFrom = html;
}

/** Draws `rows` into the table in `#id`, newest first as given, touching only rows that changed. */
function table(id: string, heads: readonly string[], rows: readonly Row[]): void {
  const box = byId(id);
  if (rows.length === 0) {
    setHtml(box, '<p class="empty">none yet</p>');
    return;
  }
  setHtml(
    box,
    `<table><thead><tr>${heads.map((name) => `<th>${esc(name)}</th>`).join('')}</tr></thead><tbody></tbody></table>`,
  );
  const body = box.querySelector('tbody');
  if (!body) return;
  const existing = new Map<string, HTMLElement>();
  for (const row of Array.from(body.children)) {
    if (row instanceof HTMLElement && row.dataset['key']) existing.set(row.dataset['key'], row);
  }
  let previous: Element | null = null;
  for (const row of rows) {
    let element = existing.get(row.key);
    existing.delete(row.key);
    if (!element) {
      element = document.createElement('tr');
      element.dataset['key'] = row.key;
    }
    setHtml(element, row.cells.map((cell) => `<td>${cell}</td>`).join(''));
    const wanted: Element | null = previous ? previous.nextElementSibling : body.firstElementChild;
    if (wanted !== element) body.insertBefore(element, wanted);
    previous = element;
  }
  for (const stale of existing.values()) stale.remove();
}

function requestRow(r: Json): Row {
  const answer =
    r['httpStatus'] === 0
      ? 'connection destroyed'
      : r['code'] !== null
        ? `${text(r['code'])} ${text(r['message'])}`
        : `HTTP ${text(r['httpStatus'])}`;
  const bodies =
    r['requestBody'] === null && r['responseBody'] === null
      ? `${esc(r['method'])} ${esc(r['path'])}`
      : `<details><summary>${esc(r['method'])} ${esc(r['path'])}</summary><div class="bodies">` +
        `<div><small>request (param shown parsed)</small><pre class="request-body">${esc(pretty(r['requestBody']))}</pre></div>` +
        `<div><small>answer</small><pre class="response-body">${esc(pretty(r['responseBody']) || '(no envelope)')}</pre></div></div></details>`;
  return {
    key: `request-${text(r['id'])}`,
    cells: [
      time(r['at']),
      bodies,
      esc(r['appId'] ?? '—'),
      esc(answer) + small(r['fault'] ? `fault ${text(r['fault'])}` : ''),
      esc(r['durationMs']),
    ],
  };
}

function deliveryRow(d: Json, index: number): Row {
  const outcome = `${text(d['httpStatus'] ? `HTTP ${text(d['httpStatus'])}` : (d['error'] ?? ''))}${
    Number(d['attempt']) > 1 ? `, attempt ${text(d['attempt'])}` : ''
  }${d['willRetry'] ? ', will retry' : ''}`;
  return {
    key: `delivery-${index}`,
    cells: [
      time(d['at']),
      `<details><summary>${esc(d['eventName'])}</summary><pre class="request-body">${esc(pretty(d['param']))}</pre>` +
        `<small>answer</small><pre class="response-body">${esc(d['responseBody'] ?? d['error'] ?? '')}</pre></details>`,
      esc(d['url']),
      `${status(d['status'])} ${esc(outcome)}`,
      d['willRetry'] ? '' : action('Resend', '/notifications/resend', { id: d['id'] }),
    ],
  };
}

/** Rows as a table's body, without keys (the detail view draws them whole). */
function plainRows(rows: readonly Row[]): string {
  return rows.map((row) => `<tr>${row.cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('');
}

/** The detail view's markup of `record`: every field, its actions, the requests and deliveries naming it. */
function detailHtml(settings: HomeScriptSettings, kind: Kind, record: Json, snapshot: Snapshot): string {
  const [, requests, deliveries] = snapshot;
  const id = kind.id(record);
  const names = [id, ...kind.aliases(record)].filter(Boolean);
  const mentions = (body: unknown) => typeof body === 'string' && names.some((one) => body.includes(one));
  const shown = (field: string, value: unknown): string => {
    if (typeof value === 'number' && field.endsWith('At')) return `${time(value)} <small>(${value})</small>`;
    if (typeof value === 'number' && /amount$/i.test(field) && record['currency'])
      return `${money(settings, value, record['currency'])} <small>(${value})</small>`;
    return esc(typeof value === 'object' && value !== null ? JSON.stringify(value) : value);
  };
  const fields = Object.entries(record)
    .map(([field, value]) => `<tr><th>${esc(field)}</th><td>${shown(field, value)}</td></tr>`)
    .join('');
  const related = requests.filter((r) => mentions(r['requestBody']) || mentions(r['responseBody'])).reverse();
  const notified = deliveries.filter((d) => mentions(d['param'])).reverse();
  return (
    `<h2>${esc(kind.name.replace(/s$/, ''))} ${esc(id)} <a href="#" class="close">close</a></h2>` +
    `<div class="actions">${kind.actions(record)}</div>` +
    `<div class="columns"><div><h3>Record</h3><table class="fields">${fields}</table></div><div>` +
    `<h3>API requests naming it (${related.length})</h3><table><tbody>${plainRows(related.map(requestRow))}</tbody></table>` +
    `<h3>Notifications naming it (${notified.length})</h3><table><tbody>${plainRows(notified.map(deliveryRow))}</tbody></table></div></div>`
  );
}

/** The detail view of the record named in the address (`#payments/TX…`), or nothing. */
function detail(settings: HomeScriptSettings, snapshot: Snapshot): void {
  const [name, encoded] = location.hash.slice(1).split('/');
  const kind = homeKinds(settings).find((candidate) => candidate.name === name);
  const id = decodeURIComponent(encoded ?? '');
  const records = (kind ? snapshot[0][kind.name] : undefined) as Json[] | undefined;
  const record = kind && records?.find((candidate) => kind.id(candidate) === id);
  const box = byId('detail');
  box.hidden = !kind;
  if (!kind || !record) {
    setHtml(box, kind ? `<h2>${esc(id)}</h2><p class="empty">The sandbox holds no such record.</p>` : '');
    return;
  }
  setHtml(box, detailHtml(settings, kind, record, snapshot));
}

/** Draws what the sandbox holds: merchants, each kind of record, the request and delivery logs, the detail. */
function render(settings: HomeScriptSettings, snapshot: Snapshot): void {
  const [state, requests, deliveries] = snapshot;
  const merchants = (state['merchants'] ?? []) as Json[];
  table(
    'merchants',
    ['appId', 'balances', 'payout notifications'],
    merchants.map((m) => ({
      key: text(m['appId']),
      cells: [
        esc(m['appId']),
        Object.entries((m['balances'] ?? {}) as Record<string, number>)
          .map(([currency, amount]) => money(settings, amount, currency))
          .join('<br>'),
        esc(m['payoutNotifyUrl'] ?? '—'),
      ],
    })),
  );
  for (const kind of homeKinds(settings)) {
    const records = ((state[kind.name] ?? []) as Json[]).slice().reverse();
    const rows = records.map((record) => ({
      key: kind.id(record),
      cells: [...kind.cells(record), kind.actions(record)],
    }));
    table(kind.name, kind.heads, rows);
  }
  table(
    'requests',
    ['time', 'request (click for its bodies)', 'merchant', 'answer', 'ms'],
    requests.slice(-100).map(requestRow).reverse(),
  );
  table(
    'deliveries',
    ['time', 'event (click for what was sent)', 'to', 'outcome', ''],
    deliveries.map(deliveryRow).slice(-100).reverse(),
  );
  detail(settings, snapshot);
}

/** Reads the control API's state, requests and deliveries (same origin, JSON). */
async function readSnapshot(): Promise<Snapshot> {
  const read = async (path: string): Promise<unknown> => {
    const response = await fetch(`/__sandbox${path}`);
    if (!response.ok) throw new Error(String(response.status));
    return response.json();
  };
  const [state, requests, deliveries] = await Promise.all([read('/state'), read('/requests'), read('/deliveries')]);
  return [state as Json, requests as Json[], deliveries as Json[]];
}

/**
 * Reads the control API every `refreshMs` and draws what the sandbox holds. Rows are keyed: a row is
 * redrawn only when its content changed, so a button under the pointer stays put and an open request
 * stays open. A transaction's id opens its detail view (`#payments/TX…` in the address): every field of
 * the record, its actions, the API requests and notification deliveries that name it, with their bodies.
 */
function startHome(settings: HomeScriptSettings): void {
  let last: Snapshot | undefined;
  const refresh = async (): Promise<void> => {
    try {
      last = await readSnapshot();
      render(settings, last);
      byId('error').textContent = '';
    } catch (error) {
      byId('error').textContent =
        `The control API did not answer (${error instanceof Error ? error.message : String(error)}): it only answers this machine.`;
    }
  };
  document.addEventListener('click', async (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-route]') : null;
    if (!button) return;
    button.disabled = true;
    const response = await fetch(`/__sandbox${button.dataset['route'] ?? ''}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: button.dataset['body'] ?? '{}',
    });
    byId('error').textContent = response.ok ? '' : `Refused: ${await response.text()}`;
    await refresh();
    button.disabled = false;
  });
  window.addEventListener('hashchange', () => {
    if (last) render(settings, last);
    if (location.hash.length > 1) byId('detail').scrollIntoView({ block: 'start' });
  });
  void refresh();
  setInterval(() => {
    if (!(byId('pause') as HTMLInputElement).checked) void refresh();
  }, settings.refreshMs);
}

/** Every function the page's script is made of, in the order it declares them. */
const PAGE_FUNCTIONS = [
  byId,
  esc,
  text,
  money,
  time,
  action,
  status,
  small,
  pretty,
  link,
  paymentsKind,
  payoutsKind,
  refundsKind,
  checkoutsKind,
  staticCodesKind,
  authorizationsKind,
  tokensKind,
  homeKinds,
  setHtml,
  table,
  requestRow,
  deliveryRow,
  plainRows,
  detailHtml,
  detail,
  render,
  readSnapshot,
  startHome,
];

/**
 * The home page's script: the compiled source of its functions in one scope, started with `settings`.
 * Names are the compiled ones (a bundler may rename a function; its callers are renamed with it).
 */
export function homeScriptSource(settings: HomeScriptSettings): string {
  const declared = PAGE_FUNCTIONS.map((fn) => fn.toString()).join('\n');
  return `(() => {\n${declared}\n${startHome.name}(${JSON.stringify(settings)});\n})();`;
}
