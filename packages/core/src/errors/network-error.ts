import { LintasError, markerGuard } from './lintas-error.js';

const marker = Symbol.for('lintas.error.NetworkError');

const baseUrlHint = "Check the client's baseUrl (LINTAS_BASE_URL)";

/** What a system error code means for the merchant, and what to check. */
function remedyOf(code: string | undefined): string {
  switch (code) {
    case 'ECONNREFUSED':
      return `nothing accepts connections there. ${baseUrlHint} and that the gateway or sandbox is running.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the host name does not resolve. ${baseUrlHint} and this server's DNS.`;
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return `connecting timed out. ${baseUrlHint}, firewalls between this server and the gateway, and the gateway's IP allow-list.`;
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
      return 'the connection was closed before an answer arrived: the request may have reached the gateway.';
    default:
      return code !== undefined && /CERT|TLS|SSL/.test(code)
        ? `the TLS connection was refused (certificate or protocol). ${baseUrlHint}: it must be the gateway's https URL.`
        : `the connection failed. ${baseUrlHint} and this server's network.`;
  }
}

/** What a request that was sent and got no answer means, and the step that recovers it. */
const sentRemedy =
  'the connection ended after the request went out, so the gateway may have acted on it: its outcome is unknown. ' +
  'Look it up by its keys with the operation’s status check before sending it again (a read may be sent again as it is).';

/**
 * Whether `code` says the connection was closed once open: the request may have reached the gateway, so
 * the message never says it "could not reach" it.
 */
const lostAfterConnecting = (code: string | undefined) =>
  code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET';

/** The request could not be completed at the network level (refused, reset, DNS failure, ...). */
export class NetworkError extends LintasError {
  override readonly name = 'NetworkError' as const;
  /** @internal */
  readonly [marker] = true;
  /** Path of the endpoint that was called. */
  readonly endpoint: string;
  /** The system error code when the runtime reports one, e.g. `ECONNREFUSED`. */
  readonly code: string | undefined;
  /** The host the client tried to reach, e.g. `openapi.example.com` or `127.0.0.1`. */
  readonly host: string | undefined;
  /** The port the client tried to reach (443 or 80 when the URL names none). */
  readonly port: number | undefined;
  /**
   * Where the connection failed when that was not the gateway: the HTTP proxy (or other hop) that the
   * `fetch` option sends through, as `host:port` when the runtime reports it, else `'proxy'` (a proxy
   * that refused to open the tunnel: see {@link NetworkError.proxyStatus}). `undefined` when the failure
   * was at the gateway's own address, or nothing tells.
   */
  readonly via: string | undefined;
  /** The HTTP status a proxy answered to `CONNECT` when it refused to open the tunnel (403, 407, 502...). */
  readonly proxyStatus: number | undefined;

  /**
   * @param options.url the URL that was called, named (host and port) in the message.
   * @param options.sent whether the request was written before the connection failed: the message then
   * says it was sent and that its outcome is unknown, never that the gateway could not be reached.
   */
  constructor(
    endpoint: string,
    code: string | undefined,
    options: { cause?: unknown; url?: string; sent?: boolean } = {},
  ) {
    const target = targetOf(options.url);
    const where = target ? `${target.host}:${target.port}` : 'the gateway';
    const hop = hopOf(options.cause, target);
    const because = hop?.status ? ` (HTTP ${hop.status} to CONNECT)` : code ? ` (${code})` : '';
    // A proxy that refused the tunnel never passed the request on, whatever was written to it.
    const sent = options.sent === true && hop?.status === undefined;
    const failed = sent
      ? 'sent its request to'
      : lostAfterConnecting(code)
        ? 'lost its connection to'
        : 'could not reach';
    const through = hop ? ` through the proxy${hop.address ? ` at ${hop.address}` : ''}` : '';
    const remedy = sent ? sentRemedy : hop ? proxyRemedyOf(code, hop.status) : remedyOf(code);
    const message = `${endpoint} ${failed} ${where}${through}${sent ? ' and got no answer' : ''}${because}: ${remedy}`;
    super(message, { cause: options.cause });
    this.endpoint = endpoint;
    this.code = code;
    this.host = target?.host;
    this.port = target?.port;
    this.via = hop ? (hop.address ?? 'proxy') : undefined;
    this.proxyStatus = hop?.status;
  }
}

/** What a failure at the proxy means for the merchant, and what to check. */
function proxyRemedyOf(code: string | undefined, status: number | undefined): string {
  const check = "Check the proxy the client's fetch option sends through";
  if (status === 407) return `the proxy asks for credentials. ${check}: its user and password.`;
  if (status !== undefined) {
    return `the proxy refused to open a tunnel to the gateway. ${check}: that it allows CONNECT to the gateway's host and port, and that it reaches the gateway.`;
  }
  switch (code) {
    case 'ECONNREFUSED':
      return `nothing accepts connections at the proxy. ${check}: its address, and that it is running.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the proxy's host name does not resolve. ${check}.`;
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
      return 'the proxy closed the connection before an answer arrived.';
    default:
      return `the connection to the proxy failed. ${check}.`;
  }
}

/**
 * The proxy a failure happened at, read from the runtime's error: the address of a refused or closed
 * connection that is not the gateway's (undici reports it as `address`/`port` of the system error, or the
 * socket's `remoteAddress`/`remotePort`), or undici's refused tunnel (`Proxy response (403) !== 200 when
 * HTTP Tunneling`).
 */
function hopOf(
  cause: unknown,
  target: { host: string; port: number } | undefined,
): { address?: string; status?: number } | undefined {
  for (let current: unknown = cause, depth = 0; current instanceof Error && depth < 5; depth++) {
    const tunnel = /Proxy response \((\d{3})\)/.exec(current.message);
    if (tunnel) return { status: Number(tunnel[1]) };
    const failed = current as {
      address?: unknown;
      port?: unknown;
      socket?: { remoteAddress?: unknown; remotePort?: unknown };
    };
    const [address, port] =
      typeof failed.address === 'string'
        ? [failed.address, failed.port]
        : [failed.socket?.remoteAddress, failed.socket?.remotePort];
    if (typeof address === 'string' && typeof port === 'number' && target !== undefined) {
      const ipLiteral = (host: string) => /^[\d.]+$|:/.test(host);
      const elsewhere =
        port !== target.port || (ipLiteral(target.host) && address !== target.host.replace(/^\[|\]$/g, ''));
      return elsewhere ? { address: `${address.includes(':') ? `[${address}]` : address}:${port}` } : undefined;
    }
    current = current.cause;
  }
  return undefined;
}

function targetOf(url: string | undefined): { host: string; port: number } | undefined {
  if (url === undefined) return undefined;
  try {
    const parsed = new URL(url);
    return { host: parsed.hostname, port: parsed.port ? Number(parsed.port) : parsed.protocol === 'https:' ? 443 : 80 };
  } catch {
    return undefined;
  }
}

/** True when `error` is a {@link NetworkError}, from any installed copy of Lintas. */
export const isNetworkError = /* @__PURE__ */ markerGuard<NetworkError>(marker);
