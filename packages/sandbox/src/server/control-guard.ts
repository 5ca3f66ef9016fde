import { isLocalHost } from './is-local-host.js';

/**
 * Why a control request is refused before it is read: a page of another site, or a site whose name
 * points at this machine (DNS rebinding), could otherwise change balances and states in the sandbox of
 * a developer who visits it. Browsers send `Origin` on cross-origin requests and cannot send a JSON
 * `content-type` cross-origin without a preflight, which the sandbox never approves.
 */
export interface ControlRefusal {
  readonly status: 403 | 415;
  readonly reason: 'forbidden_host' | 'forbidden_origin' | 'unsupported_media_type';
  readonly message: string;
}

/** The parts of a control request the guard reads. */
export interface GuardedRequest {
  readonly method: string;
  /** Header lookup, case-insensitive (a `Headers` object or equivalent). */
  readonly header: (name: string) => string | null | undefined;
}

/**
 * Checks a control API request before its body is read:
 * - `Host` must name this machine (`localhost`, `127.x.x.x`, `[::1]`, or the host of the sandbox's URL);
 * - `Origin`, when the browser sends one, must be the sandbox's own origin (its home page and payment
 *   pages call the API from there); tools such as curl or Node's `fetch` send none;
 * - a request that carries a body (POST, PATCH) must declare `content-type: application/json`.
 *
 * @param ownHost - the host name of the sandbox's URL, e.g. `127.0.0.1` or `[::1]`.
 * @returns the refusal to answer, or `undefined` when the request may proceed.
 */
export function refuseControlRequest(request: GuardedRequest, ownHost: string): ControlRefusal | undefined {
  const host = request.header('host') ?? '';
  if (!isLocalHost(host, [ownHost])) {
    return {
      status: 403,
      reason: 'forbidden_host',
      message: `The control API answers only requests addressed to this machine (Host localhost, 127.0.0.1 or [::1]), not ${JSON.stringify(host.slice(0, 100))}`,
    };
  }
  const origin = request.header('origin');
  if (origin != null && origin.toLowerCase() !== `http://${host.trim().toLowerCase()}`) {
    return {
      status: 403,
      reason: 'forbidden_origin',
      message: `The control API answers pages of the sandbox itself (origin http://${host}), not ${JSON.stringify(origin.slice(0, 100))}`,
    };
  }
  if (request.method === 'POST' || request.method === 'PATCH') {
    const type = ((request.header('content-type') ?? '').split(';')[0] ?? '').trim().toLowerCase();
    if (type !== 'application/json') {
      return {
        status: 415,
        reason: 'unsupported_media_type',
        message: `The control API takes JSON: send the header content-type: application/json${type ? ` (got ${JSON.stringify(type.slice(0, 100))})` : ''}`,
      };
    }
  }
  return undefined;
}
