import { ConfigurationError } from './errors/configuration-error.js';

/**
 * Refuses a `baseUrl` whose path already holds the `/open-api` that every endpoint path starts with:
 * the calls would go to `/open-api/open-api/...` and the gateway would answer each with HTTP 404.
 * Anything that is not a parsable URL is left to the transport's own checks.
 */
export function checkBaseUrl(baseUrl: unknown): void {
  if (typeof baseUrl !== 'string') return;
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return;
  }
  const at = url.pathname.split('/').indexOf('open-api');
  if (at < 0) return;
  const kept = url.pathname.split('/').slice(0, at).join('/');
  const fixed = `${url.origin}${kept}`;
  const path = url.pathname.replace(/\/+$/, '');
  throw new ConfigurationError(
    'baseUrl',
    `createClient: baseUrl ${url.origin}${path} holds the path ${path.slice(kept.length)}, but every endpoint path starts with /open-api already (e.g. /open-api/payment/generate), so each call would go to ${url.origin}${path}/open-api/... and be answered HTTP 404. Pass the gateway's address without it: baseUrl ${fixed} (LINTAS_BASE_URL=${fixed}).`,
  );
}
