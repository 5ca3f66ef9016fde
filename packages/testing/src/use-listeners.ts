import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/** Serves `listener` on 127.0.0.1 (a free port) and resolves its base URL, `http://127.0.0.1:<port>`. */
export type Listen = (listener: RequestListener) => Promise<string>;

/**
 * For the calling file's tests: a `listen` that serves a request listener (a notification handler's
 * `toNodeListener(handler)`, a capturing receiver) on its own `node:http` server; every server it started
 * is closed, its connections dropped, after the file. Call it at the top level of the file, after
 * `useSandbox()`, so that the servers close before the sandbox.
 */
export function useListeners(): Listen {
  const servers: Server[] = [];
  afterAll(() => {
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
  });
  return async (listener) => {
    const server = createServer(listener);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
}
