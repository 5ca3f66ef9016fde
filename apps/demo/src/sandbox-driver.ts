import type { Sandbox, SandboxControls } from '@lintas/sandbox';

/**
 * The sandbox's control methods, each answering a promise: the embedded sandbox's own methods, or the
 * same methods over the HTTP control API of a sandbox started separately.
 */
export type SandboxDriver = {
  readonly [TName in keyof SandboxControls]: (
    ...args: Parameters<SandboxControls[TName]>
  ) => Promise<Awaited<ReturnType<SandboxControls[TName]>>>;
};

/** Drives the embedded sandbox through its methods. */
export function embeddedDriver(sandbox: Sandbox): SandboxDriver {
  const driver: Record<string, (...args: never[]) => Promise<unknown>> = {};
  const methods = sandbox as unknown as Record<string, unknown>;
  for (const [name, method] of Object.entries(methods)) {
    if (typeof method === 'function' && name !== 'close') {
      driver[name] = async (...args: never[]) => (method as (...args: never[]) => unknown).apply(sandbox, args);
    }
  }
  return driver as unknown as SandboxDriver;
}

/** Thrown when the control API refuses a move; `reason` is its `invalid_input`, `not_found`, ... */
export class SandboxControlRefused extends Error {
  override readonly name = 'SandboxControlRefused';
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

type Reference = string | Readonly<Record<string, unknown>>;

const transaction = (ref: Reference) => (typeof ref === 'string' ? { transactionId: ref } : ref);
const refund = (ref: Reference) => (typeof ref === 'string' ? { refundTransactionId: ref } : ref);

/** Sends one request to the control API at `${baseUrl}/__sandbox`; a refusal throws {@link SandboxControlRefused}. */
function controlSender(baseUrl: string) {
  return async function send(method: string, route: string, body?: unknown): Promise<never> {
    const response = await fetch(`${baseUrl}/__sandbox${route}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json().catch(() => null)) as {
      error?: { reason?: string; message?: string };
    } | null;
    if (!response.ok) {
      throw new SandboxControlRefused(
        response.status,
        answer?.error?.reason ?? 'unknown',
        answer?.error?.message ?? `HTTP ${response.status} from ${route}`,
      );
    }
    return answer as never;
  };
}

/** Drives a sandbox started separately through its HTTP control API at `${baseUrl}/__sandbox`. */
export function remoteDriver(baseUrl: string): SandboxDriver {
  const send = controlSender(baseUrl);
  const get = (route: string) => send('GET', route);
  const post = (route: string, body: unknown) => send('POST', route, body);
  return {
    state: () => get('/state'),
    deliveries: () => get('/deliveries'),
    requests: () => get('/requests'),
    channels: () => get('/channels'),
    operations: () => get('/operations'),
    notificationsIdle: async () => void (await get('/notifications/idle')),
    resendNotification: (input) => post('/notifications/resend', input),
    forwardNotification: (input) => post('/notifications/forward', input),
    triggerEvent: (input) => post('/notifications/trigger', input),
    events: (query = {}) => {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
      return get(`/events${search.size > 0 ? `?${search}` : ''}`);
    },
    hits: async (path) => ((await get(`/hits?path=${encodeURIComponent(path)}`)) as { hits: number }).hits,
    allHits: () => get('/hits'),
    injectFault: (fault) => post('/faults', fault),
    clearFaults: async () => void (await send('DELETE', '/faults')),
    faults: () => get('/faults'),
    addMerchant: (input) => post('/merchants', input),
    updateMerchant: ({ appId, ...update }) => send('PATCH', `/merchants/${encodeURIComponent(appId)}`, update),
    setBalance: (input) => post('/balances', input),
    balances: (appId) => get(`/merchants/${encodeURIComponent(appId)}/balances`),
    completePayment: (ref) => post('/payments/complete', transaction(ref)),
    failPayment: (ref, failure) => post('/payments/fail', { ...transaction(ref), ...failure }),
    expirePayment: (ref) => post('/payments/expire', transaction(ref)),
    completePayout: (ref) => post('/payouts/complete', transaction(ref)),
    failPayout: (ref, failure) => post('/payouts/fail', { ...transaction(ref), ...failure }),
    completeRefund: (ref) => post('/refunds/complete', refund(ref)),
    failRefund: (ref, failure) => post('/refunds/fail', { ...refund(ref), ...failure }),
    payCheckout: (checkoutId, options) => post('/checkouts/pay', { ...options, checkoutId }),
    seedStaticCode: (input) => post('/static-codes', input),
    payStaticCode: (mchOrderId, input) => post('/static-codes/pay', { ...input, mchOrderId }),
    seedSplitPayment: (input) => post('/split-payments', input),
    seedReceiver: (input) => post('/receivers', input),
    authorize: (requestId, options) => post('/authorizations/authorize', { ...options, requestId }),
    rejectAuthorization: (requestId, options) => post('/authorizations/reject', { ...options, requestId }),
    cancelToken: (input) => post('/tokens/cancel', input),
    setReportSettings: ({ appId, ...settings }) =>
      send('PATCH', `/merchants/${encodeURIComponent(appId)}/reports`, settings),
    reportSettings: (appId) => get(`/merchants/${encodeURIComponent(appId)}/reports`),
    alterReport: (input) => post('/reports/alterations', input),
    clearReportAlterations: async () => void (await send('DELETE', '/reports/alterations')),
    settleDay: (input) => post('/settlements', input),
    decideTicket: (input) => post('/tickets/decide', input),
    snapTransactions: () => get('/snap/transactions'),
    completeSnapPayment: (input) => post('/snap/payments/complete', input),
    failSnapPayment: (input) => post('/snap/payments/fail', input),
    revokeSnapTokens: (input) => post('/snap/tokens/revoke', input),
    snapTokensIssued: async (appId) =>
      ((await get(`/snap/tokens/${encodeURIComponent(appId)}`)) as { issued: number }).issued,
  };
}
