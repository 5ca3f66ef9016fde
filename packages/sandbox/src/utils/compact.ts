/**
 * Drops the members whose value is `null` or `undefined`, so response data only carries the
 * optional fields that apply ("failedCode only when FAILED").
 */
export function compact(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (member !== null && member !== undefined) out[key] = member;
  }
  return out;
}
