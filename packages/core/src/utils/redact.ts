/** Node's `util.inspect` hook, by its registered symbol so no `node:util` import is needed. */
const inspectSymbol = Symbol.for('nodejs.util.inspect.custom');

/**
 * Makes `target` print only `visible` in `util.inspect`, `console.log` and `JSON.stringify`, so an
 * object that holds a key or a signer can never leak it through logging.
 */
export function redactInspection<T extends object>(target: T, label: string, visible: Record<string, unknown>): T {
  Object.defineProperties(target, {
    toJSON: { value: () => visible, enumerable: false },
    [inspectSymbol]: { value: () => `${label} ${JSON.stringify(visible)}`, enumerable: false },
  });
  return target;
}
