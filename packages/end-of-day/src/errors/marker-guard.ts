/** The cross-install `isXError` guard of one error class: it tests a `Symbol.for` marker, not `instanceof`. */
export function markerGuard<T>(marker: symbol): (error: unknown) => error is T {
  return (error: unknown): error is T =>
    typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[marker] === true;
}
