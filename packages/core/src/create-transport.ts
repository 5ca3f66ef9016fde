import { httpClient } from './call/http-client.js';
import { signingKeys } from './call/signing-keys.js';
import type { Transport } from './call/transport.js';
import { ConfigurationError } from './errors/configuration-error.js';
import { keyIdRefusal } from './signing/check-key-id.js';
import type { Signer } from './signing/signer.js';
import type { ClientConfig, RetrySettings } from './types/client.js';
import type { CallObserver } from './types/observer.js';
import type { RateLimit } from './types/rate-limit.js';

const defaultRetry: Required<RetrySettings> = {
  limit: 2,
  initialDelay: 300,
  backoffLimit: 10_000,
  maxRetryAfter: 60_000,
};

/** Validates the client configuration and builds the transport every call of the client shares. */
export function createTransport(config: ClientConfig): Transport {
  if (typeof config.baseUrl !== 'string' || config.baseUrl.length === 0) {
    throw new ConfigurationError(
      'baseUrl',
      "createClient: baseUrl is required: the gateway's URL for your account, or a @lintas/sandbox URL (is LINTAS_BASE_URL set?)",
    );
  }
  let baseUrl: URL;
  try {
    baseUrl = new URL(config.baseUrl);
  } catch {
    throw new ConfigurationError(
      'baseUrl',
      'createClient: baseUrl must be an absolute URL with its scheme, e.g. https://openapi.example.com or http://127.0.0.1:8790',
    );
  }
  if (!/^https?:$/.test(baseUrl.protocol)) {
    throw new ConfigurationError(
      'baseUrl',
      `createClient: baseUrl must be an http(s) URL, not ${baseUrl.protocol}: e.g. https://openapi.example.com or http://127.0.0.1:8790`,
    );
  }
  if (typeof config.appId !== 'string' || config.appId.length === 0) {
    throw new ConfigurationError(
      'appId',
      'createClient: appId is required: the application id of your merchant dashboard (is LINTAS_APP_ID set?)',
    );
  }
  const signers = checkSigners(config.signer);
  const { journal } = config;
  if (journal !== undefined && (typeof journal?.open !== 'function' || typeof journal.close !== 'function')) {
    throw new ConfigurationError(
      'journal',
      'createClient: journal must have open(intent) and close(intent, outcome), e.g. createRedisJournal({ client }) from @lintas/stores/redis',
    );
  }
  const timeout = config.timeout ?? 30_000;
  if (timeout !== false) checkPositive('timeout', timeout);
  const retrySettings = { ...defaultRetry, ...config.retry };
  checkRetrySettings(retrySettings);
  const { tracer, log } = config;
  checkObserver('tracer', tracer, 'tracing', "trace.getTracer('lintas')");
  checkObserver('log', log, 'logging', "{ level: 'debug' }");
  const prefixUrl = baseUrl.href.endsWith('/') ? baseUrl.href : `${baseUrl.href}/`;
  return {
    prefixUrl,
    fetch: config.fetch ?? ((request, init) => globalThis.fetch(request, init)),
    http: httpClient(prefixUrl),
    appId: config.appId,
    baseUrl: config.baseUrl,
    keys: signingKeys(signers),
    timestampUnit: config.timestampUnit ?? 'milliseconds',
    now: config.now ?? Date.now,
    protocol: config.protocol,
    hooks: config.hooks ?? {},
    journal,
    // The tracer outermost: the log's lines are written inside the call's span.
    observers: [tracer, log].filter((observer): observer is CallObserver => observer !== undefined),
    formatChecks: config.formatChecks ?? true,
    timeout,
    rateLimit: checkRateLimit(config.rateLimit),
    retrySettings,
  };
}

/** The `rateLimit` option, checked: built by `rateLimit()` of `@lintas/core/rate-limit`, or none. */
function checkRateLimit(rateLimit: RateLimit | undefined): RateLimit | undefined {
  if (rateLimit === undefined || typeof (rateLimit as Partial<RateLimit> | null)?.turn === 'function') return rateLimit;
  throw new ConfigurationError(
    'rateLimit',
    'createClient: rateLimit must be built by rateLimit() of @lintas/core/rate-limit, e.g. rateLimit: rateLimit({ requestsPerSecond: 10 })',
  );
}

/**
 * The signers of the `signer` option: one, or several while the merchant rotates its key, each then
 * naming its key by a `keyId` of its own (the call's metadata and the journal say which one signed).
 */
function checkSigners(signer: ClientConfig['signer'] | undefined): readonly [Signer, ...Signer[]] {
  const signers: readonly unknown[] = Array.isArray(signer) ? signer : [signer];
  if (signers.length === 0 || !signers.every((each) => typeof (each as Partial<Signer> | null)?.sign === 'function'))
    throw new ConfigurationError(
      'signer',
      'createClient: signer is required: pass `await rsaSha256Signer({ privateKey })`, or any object with a sign(payload) method',
    );
  const keyIds = (signers as readonly Signer[]).map((each) => each.keyId);
  const refusal =
    keyIds.map((keyId) => keyIdRefusal('createClient: signer', keyId)).find(Boolean) ??
    (signers.length > 1 && (keyIds.includes(undefined) || new Set(keyIds).size < keyIds.length)
      ? 'createClient: signer: several signers each need a keyId of their own (rsaSha256Signer({ privateKey, keyId }))'
      : undefined);
  if (refusal) throw new ConfigurationError('signer', refusal);
  return signers as [Signer, ...Signer[]];
}

/** Refuses an `option` set to something that `entry()` of `@lintas/core/<entry>` did not build. */
function checkObserver(option: 'tracer' | 'log', value: unknown, entry: 'tracing' | 'logging', argument: string): void {
  if (value === undefined || typeof (value as Partial<CallObserver> | null)?.observe === 'function') return;
  throw new ConfigurationError(
    option,
    `createClient: ${option} must be built by ${entry}() of @lintas/core/${entry}, e.g. ${option}: ${entry}(${argument})`,
  );
}

function checkPositive(option: string, value: unknown): void {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return;
  throw new ConfigurationError(
    option,
    `createClient: ${option} must be a positive number of milliseconds${option === 'timeout' ? ' (or false for none)' : ''}, not ${String(value)}`,
  );
}

function checkRetrySettings(retry: Required<RetrySettings>): void {
  if (!Number.isInteger(retry.limit) || retry.limit < 0) {
    throw new ConfigurationError(
      'retry.limit',
      `createClient: retry.limit must be a whole number of retries, 0 or more, not ${String(retry.limit)}`,
    );
  }
  checkPositive('retry.initialDelay', retry.initialDelay);
  checkPositive('retry.backoffLimit', retry.backoffLimit);
  checkPositive('retry.maxRetryAfter', retry.maxRetryAfter);
}
