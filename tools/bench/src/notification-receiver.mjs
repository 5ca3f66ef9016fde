// A receiving process of notifications.mjs. RECEIVER=lintas: `createNotificationHandler` on node:http
// through `toNodeListener`, as a merchant runs it, with the built @lintas/core. RECEIVER=baseline: the
// hand-written receiver it is measured against: read the body, JSON.parse it, verify `sign` over `param`
// with node:crypto, parse `param`, answer the acknowledgement (no deduplication, no shape checks). It
// measures its own event-loop delay between a 'start' and a 'stop' message from its parent, and tells
// the parent its port once it listens. RECEIVER=confirm: the Lintas receiver given `plugins: [philippines]`
// and `confirm`, a client of the loopback gateway at GATEWAY_URL, which answers each payment query. Prints
// nothing.
import { createPublicKey, createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  createClient,
  createNotificationHandler,
  rsaSha256Signer,
  rsaSha256Verifier,
  toNodeListener,
} from '@lintas/core';
import { philippines } from '@lintas/philippines';

const { GATEWAY_URL, PLATFORM_PUBLIC_KEY, RECEIVER } = process.env;
let acknowledged = 0;

function lintasListener() {
  const handler = createNotificationHandler({
    verifier: rsaSha256Verifier({ publicKey: PLATFORM_PUBLIC_KEY }),
    plugins: [philippines],
    unconfirmed: ['payment.success'], // verification and deduplication measured, as the hand-written receiver
    onError: () => undefined,
    on: {
      default: () => {
        acknowledged += 1;
      },
    },
  });
  return toNodeListener(handler);
}

async function confirmingListener() {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const client = createClient({
    baseUrl: GATEWAY_URL,
    appId: 'bench-merchant',
    signer: await rsaSha256Signer({ privateKey: merchant.privateKey }),
  });
  const handler = createNotificationHandler({
    verifier: rsaSha256Verifier({ publicKey: PLATFORM_PUBLIC_KEY }),
    plugins: [philippines],
    confirm: client,
    // What a confirmed notification costs the handler, not the limit a merchant sets on its lookups
    // (5 a second by default; the lookups figure of pnpm bench measures that).
    lookupLimit: false,
    onError: () => undefined,
    on: {
      'payment.success': () => {
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
const listener =
  RECEIVER === 'baseline' ? baselineListener() : RECEIVER === 'confirm' ? await confirmingListener() : lintasListener();
const server = createServer(listener);
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
