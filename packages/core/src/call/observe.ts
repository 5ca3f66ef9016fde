import type { CallObserver, CallWatch, ObservedCall } from '../types/observer.js';

/**
 * Runs a call (`run`) inside each of `observers`, the first outermost, with one watch that tells
 * every observer's; `run` alone, and at once, without observers. An observer that throws is passed
 * over: `run` still runs, once.
 */
export function observe<TResult>(
  observers: readonly CallObserver[],
  call: ObservedCall,
  run: (watch: CallWatch | undefined) => Promise<TResult>,
): Promise<TResult> {
  const watches: CallWatch[] = [];
  const inside = (index: number): Promise<TResult> => {
    const observer = observers[index];
    if (!observer) return run(watches.length === 0 ? undefined : tellEach(watches));
    let running: Promise<TResult> | undefined;
    try {
      return observer.observe(call, (watch) => {
        if (watch) watches.push(watch);
        running = inside(index + 1);
        return running;
      });
    } catch {
      return running ?? inside(index + 1);
    }
  };
  return inside(0);
}

/** One watch that tells each of `watches` in turn; what one throws is ignored. */
function tellEach(watches: readonly CallWatch[]): CallWatch {
  const each = (tell: (watch: CallWatch) => void): void => {
    for (const watch of watches) {
      try {
        tell(watch);
      } catch {
        // An observer never changes a call.
      }
    }
  };
  return {
    sending: (attempt, param) => each((watch) => watch.sending?.(attempt, param)),
    attempted: (report) => each((watch) => watch.attempted?.(report)),
  };
}
