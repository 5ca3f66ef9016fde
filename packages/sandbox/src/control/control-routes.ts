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
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The control API: every route maps to the control method of the same name. */
export const CONTROL_ROUTES: readonly ControlRoute[] = [
  { method: 'GET', path: '/state', handle: (c) => c.state() },
  { method: 'GET', path: '/channels', handle: (c) => c.channels() },
  { method: 'GET', path: '/operations', handle: (c) => c.operations() },
  { method: 'GET', path: '/deliveries', handle: (c) => c.deliveries() },
  { method: 'GET', path: '/requests', handle: (c) => c.requests() },
  {
    method: 'GET',
    path: '/notifications/idle',
    handle: async (c) => {
      await c.notificationsIdle();
      return { idle: true };
    },
  },
  { method: 'POST', path: '/notifications/resend', handle: (c, { body }) => c.resendNotification(body as never) },
  {
    method: 'GET',
    path: '/hits',
    handle: (c, { query }) => (query['path'] ? { path: query['path'], hits: c.hits(query['path']) } : c.allHits()),
  },
  { method: 'GET', path: '/faults', handle: (c) => c.faults() },
  { method: 'POST', path: '/faults', handle: (c, { body }) => c.injectFault(body as never) },
  {
    method: 'DELETE',
    path: '/faults',
    handle: (c) => {
      c.clearFaults();
      return { cleared: true };
    },
  },
  { method: 'POST', path: '/merchants', handle: (c, { body }) => c.addMerchant(body as never) },
  {
    method: 'PATCH',
    path: '/merchants/:appId',
    handle: (c, { body, params }) => c.updateMerchant({ ...body, appId: text(params['appId']) }),
  },
  { method: 'GET', path: '/merchants/:appId/balances', handle: (c, { params }) => c.balances(text(params['appId'])) },
  {
    method: 'PATCH',
    path: '/merchants/:appId/reports',
    handle: (c, { body, params }) => c.setReportSettings({ ...body, appId: text(params['appId']) }),
  },
  {
    method: 'GET',
    path: '/merchants/:appId/reports',
    handle: (c, { params }) => c.reportSettings(text(params['appId'])),
  },
  { method: 'POST', path: '/reports/alterations', handle: (c, { body }) => c.alterReport(body as never) },
  {
    method: 'DELETE',
    path: '/reports/alterations',
    handle: (c) => {
      c.clearReportAlterations();
      return { cleared: true };
    },
  },
  { method: 'POST', path: '/settlements', handle: (c, { body }) => c.settleDay(body as never) },
  { method: 'POST', path: '/balances', handle: (c, { body }) => c.setBalance(body as never) },
  { method: 'POST', path: '/payments/complete', handle: (c, { body }) => c.completePayment(body as never) },
  { method: 'POST', path: '/payments/fail', handle: (c, { body }) => c.failPayment(body as never, body) },
  { method: 'POST', path: '/payouts/complete', handle: (c, { body }) => c.completePayout(body as never) },
  { method: 'POST', path: '/payouts/fail', handle: (c, { body }) => c.failPayout(body as never, body) },
  { method: 'POST', path: '/refunds/complete', handle: (c, { body }) => c.completeRefund(body as never) },
  { method: 'GET', path: '/snap/transactions', handle: (c) => c.snapTransactions() },
  { method: 'POST', path: '/snap/payments/complete', handle: (c, { body }) => c.completeSnapPayment(body as never) },
  { method: 'POST', path: '/snap/payments/fail', handle: (c, { body }) => c.failSnapPayment(body as never) },
  { method: 'POST', path: '/snap/tokens/revoke', handle: (c, { body }) => c.revokeSnapTokens(body as never) },
  {
    method: 'GET',
    path: '/snap/tokens/:appId',
    handle: (c, { params }) => ({ issued: c.snapTokensIssued(text(params['appId'])) }),
  },
  { method: 'POST', path: '/refunds/fail', handle: (c, { body }) => c.failRefund(body as never, body) },
  { method: 'POST', path: '/checkouts/pay', handle: (c, { body }) => c.payCheckout(text(body['checkoutId']), body) },
  { method: 'POST', path: '/static-codes', handle: (c, { body }) => c.seedStaticCode(body as never) },
  {
    method: 'POST',
    path: '/static-codes/pay',
    handle: (c, { body }) => c.payStaticCode(text(body['mchOrderId']), body as never),
  },
  { method: 'POST', path: '/split-payments', handle: (c, { body }) => c.seedSplitPayment(body as never) },
  { method: 'POST', path: '/receivers', handle: (c, { body }) => c.seedReceiver(body as never) },
  {
    method: 'POST',
    path: '/authorizations/authorize',
    handle: (c, { body }) => c.authorize(text(body['requestId']), body),
  },
  {
    method: 'POST',
    path: '/authorizations/reject',
    handle: (c, { body }) => c.rejectAuthorization(text(body['requestId']), body),
  },
  { method: 'POST', path: '/tokens/cancel', handle: (c, { body }) => c.cancelToken(body as never) },
  { method: 'POST', path: '/tickets/decide', handle: (c, { body }) => c.decideTicket(body as never) },
];
