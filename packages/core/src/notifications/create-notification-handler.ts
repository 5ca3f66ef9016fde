import { ConfigurationError } from '../errors/configuration-error.js';
import { traceDelivery } from '../tracing/trace-delivery.js';
import { redactInspection } from '../utils/redact.js';
import { checkListeners } from './check-listeners.js';
import { deliver, deliverJob } from './delivery/deliver.js';
import {
  defaultLeaseMs,
  defaultLookupsPerSecond,
  lookupShare,
  verdictEntries,
  verdictWindowMs,
} from './delivery/delivery-defaults.js';
import type { DeliverySetup, Listener } from './delivery/delivery-setup.js';
import { evidenceMembers } from './delivery/keep-evidence.js';
import { createLookupGuard } from './delivery/lookup-guard.js';
import { createLookupLimit, type LookupLimit } from './delivery/lookup-limit.js';
import { createVerdictMemo } from './delivery/verdict-memo.js';
import { createMemoryNotificationStore } from './memory-notification-store.js';
import type { NotificationSource } from './notification.js';
import { notificationCatalog } from './notification-catalog.js';
import type {
  NotificationConfirmer,
  NotificationErrorContext,
  NotificationHandlerOptions,
} from './notification-handler-options.js';
import type { NotificationJob, NotificationJobResult } from './notification-queue.js';
import { defaultMaxBodyBytes } from './read-envelope.js';
import { notificationPersonalFields, refusalLine } from './refusal-log.js';

/**
 * A notification endpoint: a standard fetch handler, `(request: Request) => Promise<Response>`, that
 * also runs the jobs of its `queue` in a worker.
 */
export interface NotificationHandler {
  /** Answers one delivery of the gateway's (see {@link createNotificationHandler}). */
  (request: Request): Promise<Response>;
  /**
   * Runs one job that this handler (or one made with the same options in another process) enqueued, as
   * the delivery it stands for: verifies its notification again, proves it the merchant's again
   * (`confirm`, `boundUrls`), claims it, runs its listener and marks it processed, then tells the worker
   * what to do with the job (complete it, run it again later, fail it, refuse it). A job written into the
   * queue by anyone else, or altered there, runs nothing. Never throws.
   */
  readonly processJob: (job: NotificationJob) => Promise<NotificationJobResult>;
}

/** @internal Lets `toNodeListener` report a refusal it makes itself (a body parsed by Express). */
export const reportRefusal = Symbol.for('lintas.notification.reportRefusal');

/**
 * @internal Lets `toNodeListener` answer a refusal it makes itself (a body over its limit, one parsed by
 * Express) in the handler's protocol's form; the envelope's when the handler has none.
 */
export const answerRefusal = Symbol.for('lintas.notification.answerRefusal');

/**
 * Creates the endpoint that receives the gateway's notifications: a standard `(request: Request) =>
 * Promise<Response>` for Hono, Next.js route handlers, Bun, Deno and Workers (Node's `http` and Express
 * through `toNodeListener`). For each delivery it:
 *
 * 1. verifies and reads the notification with the schema its family declares (`plugins`); a refusal
 *    answers HTTP 400 (unreadable, not the envelope, wrong payload, too old) or 401 (signature missing or
 *    wrong), and runs nothing;
 * 2. with `boundUrls`, refuses it (HTTP 403) when the URL it was posted to does not carry the MAC of its keys;
 * 3. claims it in the store: a notification processed already is acknowledged at once; one that another
 *    delivery is processing right now answers HTTP 503, so the gateway comes back later, and so does a
 *    store that fails or does not answer within a tenth of `leaseMs`;
 * 4. with `confirm`, looks its record up with the gateway under your `appId`: not found or different
 *    answers HTTP 409, not yet (or a lookup that failed for now) HTTP 503, and runs nothing;
 * 5. runs the listener of its `eventName` (or `default`); when it resolves, answers the acknowledgement
 *    `{"code":10000,"message":"Success"}` (HTTP 200), or for an inquiry the reply the listener returned;
 *    when it throws, releases the claim and answers HTTP 500 with a non-10000 `code`, so the gateway
 *    redelivers and the listener runs again. A notification no listener handles is answered HTTP 501
 *    (delivered again) unless `acknowledgeUnhandled` is set.
 *
 * Answers to refusals are JSON `{ code, message }` with `code` = HTTP status × 100. A listener for an
 * event none of the `plugins` declares, or one that `confirm` / `boundUrls` cannot confirm (a handler
 * with neither confirms nothing) and `unconfirmed` does not list, is a `ConfigurationError` at once.
 *
 * @example
 * ```ts
 * import { createClient, createNotificationHandler, rsaSha256Signer, rsaSha256Verifier } from '@lintas/core';
 * import { philippines } from '@lintas/philippines';
 *
 * const client = createClient({ baseUrl, appId, signer: await rsaSha256Signer({ privateKey }) });
 *
 * export const POST = createNotificationHandler({
 *   verifier: rsaSha256Verifier({ publicKey: process.env.LINTAS_PLATFORM_PUBLIC_KEY! }),
 *   plugins: [philippines],
 *   confirm: client, // one lookup per notification: a replayed notification of another merchant fails
 *   on: {
 *     'payment.success': async (n) => orders.markPaid(n.payload.mchOrderId, n.record.amount),
 *     'disbursement.failed': async (n) => payouts.markFailed(n.payload.mchOrderId, n.payload.failedMessage),
 *   },
 * });
 * ```
 */
export function createNotificationHandler<
  const TPlugins extends readonly NotificationSource[] = readonly [],
  TConfirm extends NotificationConfirmer | undefined = undefined,
>(options: NotificationHandlerOptions<TPlugins, TConfirm>): NotificationHandler {
  const report = reporter(options.onError, options.plugins ?? []);
  const setup = deliverySetup(options, report);
  checkListeners(Object.keys(setup.listeners), setup.catalog, options, setup.unconfirmed);
  // One argument only: frameworks pass a second one.
  const handle = (request: Request): Promise<Response> =>
    options.tracer
      ? traceDelivery(options.tracer, request, (traced, trace) => deliver(traced, setup, trace))
      : deliver(request, setup, undefined);
  Object.defineProperty(handle, reportRefusal, {
    value: (error: unknown, request: Request) => report(error, { stage: 'verification', request }),
  });
  const processJob = (job: NotificationJob): Promise<NotificationJobResult> => deliverJob(job, setup, undefined);
  return redactInspection(Object.assign(handle, { processJob }), 'NotificationHandler', {
    plugins: (options.plugins ?? []).map((plugin) => plugin.name),
    events: Object.keys(options.on),
    store: setup.store !== undefined,
    confirm: setup.confirmer !== undefined,
    boundUrls: setup.boundUrls !== undefined,
    queue: setup.queue !== undefined,
  });
}

/** What every delivery of the handler shares, read once from its options. */
export function deliverySetup(
  options: Omit<NotificationHandlerOptions<readonly NotificationSource[], NotificationConfirmer | undefined>, 'on'> & {
    readonly on: object;
  },
  report: (error: unknown, context: NotificationErrorContext) => void,
): DeliverySetup {
  const leaseMs = options.leaseMs ?? defaultLeaseMs;
  const verifier = Promise.resolve(options.verifier);
  // A verifier that fails to load is reported on each delivery; this keeps it from being "unhandled" meanwhile.
  verifier.catch(() => undefined);
  return {
    maxBodyBytes: options.maxBodyBytes ?? defaultMaxBodyBytes,
    verifyOptions: { ...options, verifier },
    catalog: notificationCatalog(options.plugins ?? []),
    listeners: options.on as Readonly<Record<string, Listener | undefined>>,
    acknowledgeUnhandled: options.acknowledgeUnhandled === true,
    boundUrls: options.boundUrls,
    unconfirmed: new Set(options.unconfirmed ?? []),
    confirmer: options.confirm,
    evidence: evidenceMembers(options.plugins ?? []),
    lookups: createLookupGuard({
      deadlineMs: leaseMs * lookupShare,
      limit: lookupLimit(options.lookupLimit),
      verdicts: createVerdictMemo(verdictWindowMs, verdictEntries),
    }),
    store: options.store === false ? undefined : (options.store ?? createMemoryNotificationStore()),
    leaseMs,
    queue: options.queue,
    report: (error, stage, delivery) => {
      delivery.trace?.failed(stage, error);
      const { request, notification } = delivery;
      report(error, notification === undefined ? { stage, request } : { stage, request, notification });
    },
  };
}

/** The handler's limit of lookups per second, refused when it is not a positive whole number. */
export function lookupLimit(option: { readonly perSecond: number } | false | undefined): LookupLimit | undefined {
  if (option === false) return undefined;
  const perSecond = option?.perSecond ?? defaultLookupsPerSecond;
  if (!Number.isInteger(perSecond) || perSecond < 1) {
    throw new ConfigurationError(
      'lookupLimit',
      `createNotificationHandler: lookupLimit.perSecond must be a whole number of lookups of at least 1 (received ${String(perSecond)}); ` +
        'pass lookupLimit: false for no limit.',
    );
  }
  return createLookupLimit(perSecond);
}

/**
 * Tells `onError` of a refusal or failure; what it throws is ignored. Without `onError`, writes one line
 * to `console.error` with no payer data: the client's redaction over the plugins' personal fields.
 */
export function reporter(
  onError: ((error: unknown, context: NotificationErrorContext) => void) | undefined,
  plugins: readonly NotificationSource[],
): (error: unknown, context: NotificationErrorContext) => void {
  const fields = onError ? undefined : notificationPersonalFields(plugins);
  return (error, context) => {
    try {
      if (onError) onError(error, context);
      else console.error(refusalLine(error, context, fields ?? new Set()));
    } catch {
      // Logging must never change the answer to the gateway.
    }
  };
}
