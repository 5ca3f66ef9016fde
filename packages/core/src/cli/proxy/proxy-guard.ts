import { isLocalHost } from '../../utils/is-local-host.js';

/** What the proxy knows of a request before it reads the body. */
export interface ProxyRequestHead {
  readonly method: string | undefined;
  readonly host: string | undefined;
  /** `Origin`, which a browser sends with a cross-site request. */
  readonly origin: string | undefined;
  readonly contentType: string | undefined;
  /** `Content-Length`, when the request states one. */
  readonly contentLength: number | undefined;
}

/** A refusal: the HTTP status and why. */
export interface ProxyRefusal {
  readonly status: number;
  readonly message: string;
}

/** The largest body the proxy reads: params of one operation, far below it. */
export const maxProxyBodyBytes = 64 * 1024;

/** The host of an `Origin` (`http://localhost:3000` → `localhost:3000`); `undefined` when it is not a URL. */
function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * Whether the proxy refuses a request before reading its body, and why; `undefined` when it may go on.
 * The proxy signs with the merchant's key for whoever reaches it, so it answers only this machine's
 * tools: a `Host` that names another machine is a page whose name was rebound to 127.0.0.1 (DNS
 * rebinding); an `Origin` of another site is a page posting across sites; a body that is not JSON is
 * what such a page can send without asking first (a CORS preflight, which the proxy never grants).
 */
export function proxyRefusal(head: ProxyRequestHead, allowedHosts: readonly string[] = []): ProxyRefusal | undefined {
  if (!isLocalHost(head.host, allowedHosts))
    return {
      status: 403,
      message: 'lintas proxy answers only requests to this machine (Host localhost or 127.0.0.1).',
    };
  if (head.origin !== undefined && head.origin !== 'null' && !isLocalHost(originHost(head.origin), allowedHosts))
    return { status: 403, message: 'lintas proxy answers no request of a web page of another site (Origin).' };
  if (head.origin === 'null') return { status: 403, message: 'lintas proxy answers no request of an opaque origin.' };
  if (head.method !== 'POST') return { status: 405, message: 'lintas proxy takes POST /<family>/<operation>.' };
  if (!/^application\/json\s*(;|$)/i.test(head.contentType ?? ''))
    return { status: 415, message: 'lintas proxy takes a JSON body: Content-Type: application/json.' };
  if (head.contentLength !== undefined && head.contentLength > maxProxyBodyBytes)
    return { status: 413, message: `lintas proxy takes a body of at most ${maxProxyBodyBytes} bytes.` };
  return undefined;
}
