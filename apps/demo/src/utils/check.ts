/** A check of the demo that did not hold; its message is the reason printed on the step's line. */
export class CheckFailure extends Error {
  override readonly name = 'CheckFailure';
}

/** Throws {@link CheckFailure} with `message` unless `condition` holds. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckFailure(message);
}

/** Throws {@link CheckFailure} unless `actual` is `expected`, naming `what`. */
export function checkEqual<T>(actual: T, expected: T, what: string): void {
  check(Object.is(actual, expected), `${what} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
}

/** What `promise` rejects with; throws {@link CheckFailure} saying `what` was accepted when it resolves. */
export async function rejectionOf(promise: Promise<unknown>, what: string): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new CheckFailure(`${what} was accepted`);
}
