/**
 * Calls each observer with `event`, in order, without awaiting them: hooks observe, and neither a slow
 * nor a failing logger may change the outcome of a payment or delay a signed attempt.
 */
export function notify<TEvent>(
  observers: readonly ((event: TEvent) => void | Promise<void>)[] | undefined,
  event: TEvent,
): void {
  if (!observers) return;
  for (const observer of observers) {
    try {
      const result = observer(event);
      if (result instanceof Promise) result.catch(() => undefined);
    } catch {
      // Ignored, like a rejected promise.
    }
  }
}
