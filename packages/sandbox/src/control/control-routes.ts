import type { SandboxControls } from './sandbox-controls.js';

/** Query string and JSON body of a control request. */
export interface ControlRequest {
  readonly body: Record<string, unknown>;
  readonly query: Record<string, string>;
  readonly params: Record<string, string>;
}

/** One route of the `/__sandbox` control API. */
export interface ControlRoute {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path below `/__sandbox`. */
  readonly path: string;
  readonly handle: (controls: SandboxControls, request: ControlRequest) => unknown;
  /** What it does and takes, for the README's table (Markdown). */
  readonly summary: string;
  /** The `lintas-sandbox` verb that calls it, with its arguments, when one does. */
  readonly verb?: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The control API: every route maps to the control method of the same name. The README's table of the
 * control API is generated from this list (`pnpm generate`): `method`, `path`, `summary` and `verb` are
 * written as literals.
 */
export const CONTROL_ROUTES: readonly ControlRoute[] = [
  {
    method: 'GET',
    path: '/state',
    summary: '`state()`: everything the sandbox holds',
    handle: (c) => c.state(),
  },
  {
    method: 'GET',
    path: '/channels',
    summary: '`channels()`: the channels it accepts',
    handle: (c) => c.channels(),
  },
  {
    method: 'GET',
    path: '/operations',
    summary: '`operations()`: the API paths it serves, named as the SDK names them',
    handle: (c) => c.operations(),
  },
  {
    method: 'GET',
    path: '/deliveries',
    summary: '`deliveries()`: every notification delivery attempt',
    handle: (c) => c.deliveries(),
  },
  {
    method: 'GET',
    path: '/requests',
    summary: '`requests()`: the last 500 API requests, with their answers and faults',
    handle: (c) => c.requests(),
  },
  {
    method: 'GET',
    path: '/events',
    summary:
      '`events({after?, filter?, waitMs?})` (query string): requests, answers, faults and delivery attempts after a cursor, `{events, cursor}`; with `waitMs` (at most 25000) it waits for the next one',
    verb: 'logs [--follow] [--filter <text>]',
    handle: (c, { query }) =>
      c.events({
        ...(query['after'] === undefined ? {} : { after: query['after'] }),
        ...(query['filter'] === undefined ? {} : { filter: query['filter'] }),
        ...(query['waitMs'] === undefined ? {} : { waitMs: Number(query['waitMs']) }),
      }),
  },
  {
    method: 'GET',
    path: '/notifications/idle',
    summary: '`notificationsIdle()`: answers once no notification is in flight',
    handle: async (c) => {
      await c.notificationsIdle();
      return { idle: true };
    },
  },
  {
    method: 'POST',
    path: '/notifications/resend',
    summary: '`resendNotification({id})`: delivers a notification again, as sent',
    verb: 'replay <notification id>',
    handle: (c, { body }) => c.resendNotification(body as never),
  },
  {
    method: 'POST',
    path: '/notifications/forward',
    summary: '`forwardNotification({id, url})`: delivers a notification, as sent, to another URL',
    verb: 'listen --forward-to <url>',
    handle: (c, { body }) => c.forwardNotification(body as never),
  },
  {
    method: 'POST',
    path: '/notifications/trigger',
    summary:
      "`triggerEvent({eventName, mchOrderId?, appId?})`: moves the record (by default the newest PENDING one of the event's kind) so that the event is sent",
    verb: 'trigger <event> [--for <mchOrderId>]',
    handle: (c, { body }) => c.triggerEvent(body as never),
  },
  {
    method: 'GET',
    path: '/hits',
    summary: '`allHits()` / `hits(path)` with `?path=`: requests per API path',
    handle: (c, { query }) => (query['path'] ? { path: query['path'], hits: c.hits(query['path']) } : c.allHits()),
  },
  {
    method: 'GET',
    path: '/faults',
    summary: '`faults()`: the faults still active',
    verb: 'faults',
    handle: (c) => c.faults(),
  },
  {
    method: 'POST',
    path: '/faults',
    summary: '`injectFault({path, kind, times?, probability?, ...})` (see Fault injection)',
    verb: 'faults set <path> <kind> [--times <n>] ...',
    handle: (c, { body }) => c.injectFault(body as never),
  },
  {
    method: 'DELETE',
    path: '/faults',
    summary: '`clearFaults()`',
    verb: 'faults clear',
    handle: (c) => {
      c.clearFaults();
      return { cleared: true };
    },
  },
  {
    method: 'POST',
    path: '/merchants',
    summary: '`addMerchant({publicKey, appId?, clientSecret?, payoutNotifyUrl?, snapNotifyUrl?, ...})`',
    handle: (c, { body }) => c.addMerchant(body as never),
  },
  {
    method: 'PATCH',
    path: '/merchants/:appId',
    summary:
      '`updateMerchant` (`{publicKey?, payoutNotifyUrl?, snapNotifyUrl?, rateLimitPerSecond?}`: `publicKey` replaces the registered key, to rehearse a key rotation)',
    handle: (c, { body, params }) => c.updateMerchant({ ...body, appId: text(params['appId']) }),
  },
  {
    method: 'GET',
    path: '/merchants/:appId/balances',
    summary: '`balances(appId)`',
    handle: (c, { params }) => c.balances(text(params['appId'])),
  },
  {
    method: 'PATCH',
    path: '/merchants/:appId/reports',
    summary:
      '`setReportSettings` (`publicKey`: the armored OpenPGP key packages are encrypted to; `settlementNotifyUrl`; `format` `xlsx`/`csv`; `feeBasisPoints`)',
    handle: (c, { body, params }) => c.setReportSettings({ ...body, appId: text(params['appId']) }),
  },
  {
    method: 'GET',
    path: '/merchants/:appId/reports',
    summary: '`reportSettings(appId)`',
    handle: (c, { params }) => c.reportSettings(text(params['appId'])),
  },
  {
    method: 'POST',
    path: '/reports/alterations',
    summary:
      '`alterReport` (`{appId, transDate, transType, change: drop-row/extra-row/amount/fee, mchOrderId?, by?}`: the drift a reconciliation must find)',
    handle: (c, { body }) => c.alterReport(body as never),
  },
  {
    method: 'DELETE',
    path: '/reports/alterations',
    summary: '`clearReportAlterations()`',
    handle: (c) => {
      c.clearReportAlterations();
      return { cleared: true };
    },
  },
  {
    method: 'POST',
    path: '/settlements',
    summary:
      '`settleDay` (`{appId, countryCode, transDate, settlementDate?, versions?: [1, 2]}`): `settle.payment.success` V2 once for the date, V1 per settled payment, to `settlementNotifyUrl`',
    handle: (c, { body }) => c.settleDay(body as never),
  },
  {
    method: 'POST',
    path: '/balances',
    summary: '`setBalance({appId, currency, amount})`',
    handle: (c, { body }) => c.setBalance(body as never),
  },
  {
    method: 'POST',
    path: '/payments/complete',
    summary: '`completePayment({mchOrderId} or {transactionId})`: the payer pays',
    verb: 'pay <mchOrderId>',
    handle: (c, { body }) => c.completePayment(body as never),
  },
  {
    method: 'POST',
    path: '/payments/fail',
    summary: '`failPayment` (`{mchOrderId} or {transactionId}, failedCode?, failedMessage?`): the channel refuses',
    verb: 'fail <mchOrderId> [--code=<failedCode>] [--message <text>]',
    handle: (c, { body }) => c.failPayment(body as never, body),
  },
  {
    method: 'POST',
    path: '/payments/expire',
    summary: '`expirePayment({mchOrderId} or {transactionId})`: the payer never pays, `payment.failed`',
    verb: 'expire <mchOrderId>',
    handle: (c, { body }) => c.expirePayment(body as never),
  },
  {
    method: 'POST',
    path: '/payouts/complete',
    summary: '`completePayout({mchOrderId} or {transactionId})`',
    verb: 'complete-payout <mchOrderId>',
    handle: (c, { body }) => c.completePayout(body as never),
  },
  {
    method: 'POST',
    path: '/payouts/fail',
    summary: '`failPayout` (`{mchOrderId} or {transactionId}, failedCode?, failedMessage?`)',
    handle: (c, { body }) => c.failPayout(body as never, body),
  },
  {
    method: 'POST',
    path: '/refunds/complete',
    summary: '`completeRefund({mchRefundOrderId} or {refundTransactionId})`',
    handle: (c, { body }) => c.completeRefund(body as never),
  },
  {
    method: 'POST',
    path: '/refunds/fail',
    summary: '`failRefund` (`{mchRefundOrderId} or {refundTransactionId}, failedCode?, failedMessage?`)',
    handle: (c, { body }) => c.failRefund(body as never, body),
  },
  {
    method: 'GET',
    path: '/snap/transactions',
    summary: '`snapTransactions()`: the SNAP transactions',
    handle: (c) => c.snapTransactions(),
  },
  {
    method: 'POST',
    path: '/snap/payments/complete',
    summary:
      "`completeSnapPayment({referenceNo, amount?})`: a SNAP payment paid (`00`), notified to the merchant's `snapNotifyUrl`",
    handle: (c, { body }) => c.completeSnapPayment(body as never),
  },
  {
    method: 'POST',
    path: '/snap/payments/fail',
    summary: '`failSnapPayment({referenceNo})`: a SNAP payment failed (`06`), notified',
    handle: (c, { body }) => c.failSnapPayment(body as never),
  },
  {
    method: 'POST',
    path: '/snap/tokens/revoke',
    summary: "`revokeSnapTokens({appId})`: the merchant's next SNAP calls meet `401xx01`",
    handle: (c, { body }) => c.revokeSnapTokens(body as never),
  },
  {
    method: 'GET',
    path: '/snap/tokens/:appId',
    summary: '`snapTokensIssued(appId)`: how many SNAP access tokens it issued',
    handle: (c, { params }) => ({ issued: c.snapTokensIssued(text(params['appId'])) }),
  },
  {
    method: 'POST',
    path: '/checkouts/pay',
    summary: '`payCheckout` (`{checkoutId, channelCode?}`)',
    handle: (c, { body }) => c.payCheckout(text(body['checkoutId']), body),
  },
  {
    method: 'POST',
    path: '/static-codes',
    summary: '`seedStaticCode`',
    handle: (c, { body }) => c.seedStaticCode(body as never),
  },
  {
    method: 'POST',
    path: '/static-codes/pay',
    summary: '`payStaticCode` (`{mchOrderId, amount, appId?}`)',
    handle: (c, { body }) => c.payStaticCode(text(body['mchOrderId']), body as never),
  },
  {
    method: 'POST',
    path: '/split-payments',
    summary: '`seedSplitPayment`',
    handle: (c, { body }) => c.seedSplitPayment(body as never),
  },
  {
    method: 'POST',
    path: '/receivers',
    summary: '`seedReceiver`',
    handle: (c, { body }) => c.seedReceiver(body as never),
  },
  {
    method: 'POST',
    path: '/authorizations/authorize',
    summary: '`authorize` (`{requestId, appId?, userLoginId?}`)',
    handle: (c, { body }) => c.authorize(text(body['requestId']), body),
  },
  {
    method: 'POST',
    path: '/authorizations/reject',
    summary: '`rejectAuthorization` (`{requestId, appId?}`)',
    handle: (c, { body }) => c.rejectAuthorization(text(body['requestId']), body),
  },
  {
    method: 'POST',
    path: '/tokens/cancel',
    summary: '`cancelToken` (`{payToken}`)',
    handle: (c, { body }) => c.cancelToken(body as never),
  },
  {
    method: 'POST',
    path: '/tickets/decide',
    summary: '`decideTicket` (`{ticketNo, ticketStatus, transactionStatus?, customerServiceReply?}`)',
    handle: (c, { body }) => c.decideTicket(body as never),
  },
];
