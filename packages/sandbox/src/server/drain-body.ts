import type { IncomingMessage } from 'node:http';
import { lingerMs } from './body-limits.js';

/**
 * Reads and drops the rest of a body the sandbox refused (413), as nginx's lingering close does:
 * closing the connection while the client still writes resets it, and the client sees EPIPE or a reset
 * instead of the answer. Resolves once the body ended or the client left; a body still arriving after
 * {@link lingerMs} is cut off (the request destroyed) and it resolves then.
 */
export function drainBody(request: IncomingMessage): Promise<void> {
  if (request.readableEnded || request.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      request.destroy();
      resolve();
    }, lingerMs);
    timer.unref();
    request.removeAllListeners('data');
    // A listener of its own: what was listening stopped reading when the body went over the limit.
    request.on('data', () => {});
    request.once('end', done);
    request.once('close', done);
    request.resume();
  });
}
