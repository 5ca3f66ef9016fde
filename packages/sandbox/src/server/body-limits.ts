/**
 * The largest request body the sandbox reads on its gateway API (`/open-api/…`): 8 MiB, room for the
 * largest proof file the gateway takes (5 MB, about 6.7 MiB once base64-encoded) inside its signed
 * envelope. A larger body is answered HTTP 413, its rest read and dropped (`drainBody`), never kept.
 */
export const maxGatewayBodyBytes = 8 * 1024 * 1024;

/**
 * The largest request body of the `/__sandbox` control API: 64 KiB, far above any control input (a
 * merchant's public key is under 1 KiB). A larger body is answered HTTP 413, its rest read and dropped.
 */
export const maxControlBodyBytes = 64 * 1024;

/**
 * How long the sandbox keeps reading (and dropping) the rest of a body it refused with 413, so the
 * client has written it all and reads the answer before the connection closes: 10 s, far more than a
 * body takes to arrive on one machine, bounded so a client that never stops sending is cut off.
 */
export const lingerMs = 10_000;

/** `n` bytes in the units the sandbox's messages use. */
export function formatBytes(n: number): string {
  return n % (1024 * 1024) === 0 ? `${n / (1024 * 1024)} MiB` : `${n / 1024} KiB`;
}
