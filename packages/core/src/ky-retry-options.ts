import type { RetryOptions } from 'ky';
import type { RetrySettings } from './types/client.js';

/** Statuses ky may retry; whether a call actually retries one is decided by its endpoint's policy. */
const retryStatusCodes = [408, 429, 500, 502, 503, 504];

/**
 * Builds ky's retry options for `settings`: exponential backoff, full jitter, `Retry-After` honoured.
 * Part of the failure path: only a call whose first attempt did not settle it needs them.
 */
export function kyRetryOptions(settings: Required<RetrySettings>): RetryOptions {
  return {
    limit: settings.limit,
    methods: ['post'],
    statusCodes: retryStatusCodes,
    afterStatusCodes: [429, 503],
    maxRetryAfter: settings.maxRetryAfter,
    backoffLimit: settings.backoffLimit,
    delay: (attempt) => settings.initialDelay * 2 ** (attempt - 1),
    jitter: true,
    retryOnTimeout: true,
  };
}
