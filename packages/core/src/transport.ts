import { defaultEnvironment, type Environment } from './environment/read-env.js';
import { ConfigurationError } from './errors/configuration-error.js';
import { logSettings } from './logging/log-settings.js';
import type { ClientConfig, RetrySettings } from './types/client.js';
import type { Transport } from './types/transport.js';

const defaultRetry: Required<RetrySettings> = {
  limit: 2,
  initialDelay: 300,
  backoffLimit: 10_000,
  maxRetryAfter: 60_000,
};

/**
 * Validates the client configuration and builds the transport every call of the client shares; `env`
 * gives `LINTAS_LOG`.
 */
export function createTransport(config: ClientConfig, env: Environment = defaultEnvironment()): Transport {
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
  if (typeof config.signer?.sign !== 'function') {
    throw new ConfigurationError(
      'signer',
      'createClient: signer is required: pass `await rsaSha256Signer({ privateKey })`, or any object with a sign(payload) method',
    );
  }
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
  if (config.tracer !== undefined && typeof config.tracer?.startActiveSpan !== 'function') {
    throw new ConfigurationError(
      'tracer',
      "createClient: tracer must be an OpenTelemetry Tracer, e.g. trace.getTracer('lintas') from @opentelemetry/api, not the trace API or a TracerProvider",
    );
  }
  const transport: Transport = {
    prefixUrl: baseUrl.href.endsWith('/') ? baseUrl.href : `${baseUrl.href}/`,
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    appId: config.appId,
    baseUrl: config.baseUrl,
    signer: config.signer,
    timestampUnit: config.timestampUnit ?? 'milliseconds',
    now: config.now ?? Date.now,
    hooks: config.hooks ?? {},
    journal,
    logOutcome: undefined,
    withLog: undefined,
    tracer: config.tracer,
    formatChecks: config.formatChecks ?? true,
    timeout,
    retrySettings,
  };
  const settings = logSettings(config.log, env);
  if (!settings) return transport;
  // Formatting, redaction and the log's hooks load only when logging is on (a bundle and a cold start
  // without it carry none of it), once per process: the import starts here, and every call of the
  // client waits for this one promise, so no line is lost or out of order. Calls report a failed load.
  const withLog = import('./logging/with-log.js').then((logging) => logging.withLog(transport, settings));
  withLog.catch(() => undefined);
  return { ...transport, withLog };
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
