// A receiving process of notifications.mjs. RECEIVER=lintas: `createNotificationHandler` on node:http
// through `toNodeListener`, as a merchant runs it, with the built @lintas/core. RECEIVER=baseline: the
// hand-written receiver it is measured against: read the body, JSON.parse it, verify `sign` over `param`
// with node:crypto, parse `param`, answer the acknowledgement (no deduplication, no shape checks). It
// measures its own event-loop delay between a 'start' and a 'stop' message from its parent, and tells
// the parent its port once it listens. Prints nothing.
import { createPublicKey, createVerify } from 'node:crypto';
import { createServer } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createNotificationHandler, rsaSha256Verifier, toNodeListener } from '@lintas/core';

const { PLATFORM_PUBLIC_KEY, RECEIVER } = process.env;
let acknowledged = 0;

function lintasListener() {
  const handler = createNotificationHandler({
    verifier: rsaSha256Verifier({ publicKey: PLATFORM_PUBLIC_KEY }),
    onError: () => undefined,
    on: {
      default: () => {
        acknowledged += 1;
      },
    },
  });
  return toNodeListener(handler);
}

function baselineListener() {
  const publicKey = createPublicKey(PLATFORM_PUBLIC_KEY);
  return (req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      let status = 400;
      try {
        const { param, sign } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        if (createVerify('RSA-SHA256').update(param, 'utf8').verify(publicKey, sign, 'base64')) {
          JSON.parse(param);
          acknowledged += 1;
          status = 200;
        }
      } catch {
        status = 400;
      }
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(status === 200 ? '{"code":10000,"message":"Success"}' : '{"code":40000,"message":"refused"}');
    });
  };
}

const delay = monitorEventLoopDelay({ resolution: 1 });
const server = createServer(RECEIVER === 'baseline' ? baselineListener() : lintasListener());
server.keepAliveTimeout = 60_000;
process.on('message', (message) => {
  if (message === 'start') {
    delay.reset();
    delay.enable();
    acknowledged = 0;
    process.send({ type: 'started' });
  } else if (message === 'stop') {
    delay.disable();
    process.send({
      type: 'stopped',
      p99Ms: delay.percentile(99) / 1e6,
      maxMs: delay.max / 1e6,
      acknowledged,
      rssBytes: process.memoryUsage().rss,
    });
  } else if (message === 'exit') {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  }
});
server.listen(0, '127.0.0.1', () => process.send({ type: 'ready', port: server.address().port }));
