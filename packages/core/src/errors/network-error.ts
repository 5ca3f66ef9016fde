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
      return 'the connection was closed before an answer arrived.';
    default:
      return code !== undefined && /CERT|TLS|SSL/.test(code)
        ? `the TLS connection was refused (certificate or protocol). ${baseUrlHint}: it must be the gateway's https URL.`
        : `the connection failed. ${baseUrlHint} and this server's network.`;
  }
}

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

  /** @param options.url the URL that was called, named (host and port) in the message. */
  constructor(endpoint: string, code: string | undefined, options: { cause?: unknown; url?: string } = {}) {
    const target = targetOf(options.url);
    const where = target ? `${target.host}:${target.port}` : 'the gateway';
    super(`${endpoint} could not reach ${where}${code ? ` (${code})` : ''}: ${remedyOf(code)}`, {
      cause: options.cause,
    });
    this.endpoint = endpoint;
    this.code = code;
    this.host = target?.host;
    this.port = target?.port;
  }
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
