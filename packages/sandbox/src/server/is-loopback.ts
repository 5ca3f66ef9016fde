/** True for an address of this machine (127.0.0.0/8, ::1, or their IPv4-mapped forms). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.startsWith('::ffff:') ? address.slice(7) : address;
  return bare === '::1' || bare.startsWith('127.');
}
