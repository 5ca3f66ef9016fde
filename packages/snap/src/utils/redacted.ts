/** Node's `util.inspect` hook, by its registered symbol, so that no `node:util` import is needed. */
const inspect = Symbol.for('nodejs.util.inspect.custom');

/**
 * `target`, printing only `visible` in `util.inspect`, `console.log` and `JSON.stringify`: an object
 * that holds a key, a secret or a token never shows it in a log.
 */
export function redacted<T extends object>(target: T, label: string, visible: Record<string, unknown>): T {
  Object.defineProperties(target, {
    toJSON: { value: () => visible, enumerable: false },
    [inspect]: { value: () => `${label} ${JSON.stringify(visible)}`, enumerable: false },
  });
  return target;
}
