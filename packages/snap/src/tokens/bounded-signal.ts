/**
 * `signal`, also aborted after `timeout` ms with a `TimeoutError` (as `AbortSignal.timeout` does), and
 * `clear` to call once the step ends. Built on an AbortController rather than `AbortSignal.any`, which
 * some runtimes Lintas runs on lack (Vercel's Edge runtime, edge-runtime 4).
 */
export function boundedSignal(signal: AbortSignal, timeout: number | false): { signal: AbortSignal; clear(): void } {
  if (timeout === false) return { signal, clear: () => undefined };
  const controller = new AbortController();
  const abort = () => controller.abort(signal.reason);
  const timer = setTimeout(() => {
    const reason = new Error(`the request took longer than ${timeout} ms`);
    reason.name = 'TimeoutError';
    controller.abort(reason);
  }, timeout);
  if (signal.aborted) abort();
  else signal.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    },
  };
}
