import type { Fault } from './fault.js';

/** What a request carried, as a fault plan matches it. */
export interface RequestSummary {
  /** The request path, e.g. `/open-api/philippines/disbursement/transfer`. */
  readonly path: string;
  /** The business members of the envelope's `param` (its JSON decoded); `{}` when it cannot be read. */
  readonly param: Readonly<Record<string, unknown>>;
}

/** The sandbox's own answer to a forwarded request, before any fault changed it. */
export interface UpstreamAnswer {
  readonly status: number;
  /** The envelope `code`, when the body is a JSON envelope. */
  readonly code: number | undefined;
  readonly body: string;
}

/** One request the proxy received, the fault applied to it and what the sandbox answered. */
export interface ProxiedRequest extends RequestSummary {
  readonly fault: Fault;
  /** True once the request was sent on to the sandbox (then the sandbox may have committed it). */
  forwarded: boolean;
  /** The sandbox's answer, once it arrived. */
  upstream: UpstreamAnswer | undefined;
}

/** Chooses requests: by path and business members. */
export type RequestMatch = (request: RequestSummary) => boolean;

/** Matches the requests to `path` whose param has every member of `keys` with the same value. */
export function matchCall(path: string, keys: Readonly<Record<string, unknown>> = {}): RequestMatch {
  return (request) =>
    request.path === path && Object.entries(keys).every(([key, value]) => request.param[key] === value);
}

/** The business members of a request envelope's `param`, or `{}`. */
export function readParam(body: string): Record<string, unknown> {
  try {
    const envelope = JSON.parse(body) as { param?: unknown };
    const param: unknown = typeof envelope.param === 'string' ? JSON.parse(envelope.param) : envelope.param;
    return typeof param === 'object' && param !== null ? (param as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The `code` of a JSON answer envelope, or `undefined`. */
export function readCode(body: string): number | undefined {
  try {
    const code = (JSON.parse(body) as { code?: unknown }).code;
    return typeof code === 'number'
      ? code
      : typeof code === 'string' && /^-?\d+$/.test(code)
        ? Number(code)
        : undefined;
  } catch {
    return undefined;
  }
}
