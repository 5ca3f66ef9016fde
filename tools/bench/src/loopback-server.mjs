// A loopback gateway for benchmarks: verifies nothing, answers success at once.
import { createServer } from 'node:http';

/** Starts a server on 127.0.0.1 answering `{code:10000}` with a small data object. */
export function startLoopbackServer() {
  const body = JSON.stringify({
    code: 10000,
    message: 'Success',
    data: { mchOrderId: 'bench', transactionId: 'TX1', transactionStatus: 'PENDING' },
  });
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end(body));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}
