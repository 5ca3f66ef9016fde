// The sandbox depends on no Lintas package (it emulates the gateway independently of the SDK it tests),
// so it keeps this copy of @lintas/core's `isLocalHost`; both pass the same table of hosts.
/** Host names that always mean this machine. */
const localNames = new Set(['localhost', '[::1]']);

/** The host name of a `Host` header value (`name:port`, `[v6]:port`), lower-cased, without a final dot. */
function hostName(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  const colon = value.lastIndexOf(':');
  const name = colon === -1 ? value : value.slice(0, colon);
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/**
 * Whether a request's `Host` header names a server on this machine: `localhost`, an address of
 * 127.0.0.0/8, `[::1]`, or one of `allowedHosts` (the host names you serve it under, e.g. the host of its
 * own URL). A local server that acts for its user (the sandbox's control API, the QA console) answers
 * nothing else: a page of another site whose name the attacker points at 127.0.0.1 (DNS rebinding)
 * reaches the server, with the browser's same-origin protection on its side, but its requests carry the
 * attacker's name in `Host`.
 *
 * @example
 * ```ts
 * import { isLocalHost } from '@lintas/sandbox';
 *
 * if (!isLocalHost(request.headers.get('host'))) return new Response('Forbidden host', { status: 403 });
 * ```
 */
export function isLocalHost(host: string | null | undefined, allowedHosts: readonly string[] = []): boolean {
  if (!host) return false;
  const name = hostName(host);
  return (
    localNames.has(name) ||
    /^127(\.\d{1,3}){3}$/.test(name) ||
    allowedHosts.some((allowed) => hostName(allowed) === name)
  );
}
