// The least a server does to answer one signed gateway call, on bare `node:http`: read the body, parse
// the envelope, verify the RSA-SHA256 signature over `param` with the merchant's public key, parse
// `param` and answer the JSON envelope. The sandbox's throughput is compared with this.

import { verify } from 'node:crypto';
import { createServer } from 'node:http';

/** Starts the server on 127.0.0.1 for one merchant `{ appId, publicKey: KeyObject }`. */
export function startMinimalGateway(merchant) {
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      let answer;
      try {
        const { appId, sign, param } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        if (appId !== merchant.appId) answer = { code: 21003, message: 'appId error', data: null };
        else if (!verify('sha256', Buffer.from(param, 'utf8'), merchant.publicKey, Buffer.from(sign, 'base64')))
          answer = { code: 21001, message: 'sign error', data: null };
        else {
          const params = JSON.parse(param);
          answer = {
            code: 10000,
            message: 'Success',
            data: {
              countryCode: params.countryCode,
              currency: 'PHP',
              balance: '1000000.00',
              availableBalance: '1000000.00',
            },
          };
        }
      } catch {
        answer = { code: 21002, message: 'param error', data: null };
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(done);
          }),
      }),
    ),
  );
}
