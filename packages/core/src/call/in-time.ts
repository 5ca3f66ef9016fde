/**
 * How a step of a call ended, as the call saw it: `done` (it resolved), `refused` (it rejected), `late`
 * (it had not resolved within the call's `timeout`), `aborted` (the caller's `signal` aborted first).
 */
export type StepResult = 'done' | 'refused' | 'late' | 'aborted';

/** How a step ended: its value when `done`, else why it did not resolve. */
export type StepEnd<T> =
  | { readonly result: 'done'; readonly value: T }
  | { readonly result: 'refused' | 'late' | 'aborted'; readonly cause: unknown };

/** What bounds a step of a call: the call's per-attempt `timeout` and its `signal`. */
export interface StepBound {
  readonly timeout: number | false;
  readonly signal: AbortSignal | undefined;
}

/**
 * Starts `step` with a signal that aborts at `timeout` or with the caller's `signal`, and resolves as
 * soon as one of them ends it, whatever `step` does later: a step that ignores its signal (a signer, a
 * journal or a store that hangs) cannot hold the call. The step is always started, even under a signal
 * already aborted, so that what must be handed over (a journal's close) is handed over; it then ends
 * `aborted` at once. `what` names the step in the cause of a `late` end. Never rejects.
 */
export function inTime<T>(
  step: (signal: AbortSignal) => Promise<T>,
  { timeout, signal }: StepBound,
  what: string,
): Promise<StepEnd<T>> {
  const controller = new AbortController();
  return new Promise<StepEnd<T>>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const end = (result: StepEnd<T>) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', aborted);
      if (result.result === 'late' || result.result === 'aborted') controller.abort(result.cause);
      resolve(result);
    };
    const aborted = () => end({ result: 'aborted', cause: signal?.reason });
    let running: Promise<T>;
    try {
      running = step(controller.signal);
    } catch (cause) {
      // A step that throws instead of rejecting is refused all the same.
      running = Promise.reject(cause);
    }
    running.then(
      (value) => end({ result: 'done', value }),
      (cause: unknown) => end({ result: 'refused', cause }),
    );
    if (signal?.aborted) return aborted();
    if (timeout !== false)
      timer = setTimeout(
        () =>
          end({
            result: 'late',
            cause: new Error(`${what} did not answer within the call's timeout of ${timeout} ms`),
          }),
        timeout,
      );
    signal?.addEventListener('abort', aborted, { once: true });
  });
}
