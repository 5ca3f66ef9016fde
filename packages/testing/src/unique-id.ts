let issued = 0;

/** A fresh id per call (`order-000001`, ...), so tests sharing a sandbox never collide. */
export function uniqueId(prefix: string): string {
  issued += 1;
  return `${prefix}-${String(issued).padStart(6, '0')}`;
}
