// A loopback gateway for benchmarks: verifies nothing, answers success at once.
import { createServer } from 'node:http';

/** The answer of a created Philippine payment, as the gateway's page shows it. */
const body = JSON.stringify({
  code: 10000,
  message: 'Success',
  data: {
    transactionId: 'PH202601010000001',
    payData: 'https://pay.example/cashier/PH202601010000001',
    channelType: 'URL',
    cashierUrl: 'https://pay.example/cashier/PH202601010000001',
  },
});

/** Starts a server on 127.0.0.1 (port 0) answering every request with {@link body}. */
export function startLoopbackServer() {
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
