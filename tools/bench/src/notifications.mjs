// Notifications: what hostile bodies cost the receiving process, and how many valid notifications it
// processes per second against a hand-written receiver. Each receiver (notification-receiver.mjs) runs in
// a child process of its own and measures its own event-loop delay; this process sends the load over
// HTTP. Prints one JSON line.
//
// Hostile: 100 unsigned bodies at once, the shapes that cost a parser most: 50 of nested arrays just
// under the 64 KiB limit, 25 of 1 MiB declared by content-length and 25 of 1 MiB streamed without it. The
// figure is the Lintas receiver's event-loop delay p99 while they are answered (median of the rounds).
// Valid: BENCH_NOTIFY_COUNT signed payment.success notifications per round, each a new event, 16 in
// flight, to the Lintas receiver and to the hand-written one back to back (alternating which goes
// first); notifications acknowledged per second, and the median of the rounds' ratios. With confirm: the
// same to the Lintas receiver given `confirm`, which looks each one up (the Philippine payment query) with
// a loopback gateway in this process that answers from the order id, without checking the signature: the
// figure is the handler's cost plus one local round trip, not the real gateway's latency.
import { fork } from 'node:child_process';
import { createSign, generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const ROUNDS = Number(process.env.BENCH_NOTIFY_ROUNDS ?? 5);
const COUNT = Number(process.env.BENCH_NOTIFY_COUNT ?? 1000);
const IN_FLIGHT = 16;
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKeyPem = platform.publicKey.export({ type: 'spki', format: 'pem' });

// The payment query answers the payment each signed body below describes: `bench-<id>` is paid as `TX-<id>`.
const gateway = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const { mchOrderId } = JSON.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')).param);
    const data = {
      mchOrderId,
      transactionId: mchOrderId.replace(/^bench-/, 'TX-'),
      amount: 50010,
      transactionStatus: 'COMPLETED',
      createTime: '2026-11-21 09:38:06',
      channelCode: 'PH_GCASH_URL',
      returnTime: '2026-11-21 09:39:00',
    };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ code: 10000, message: 'Success', data }));
  });
});
gateway.keepAliveTimeout = 60_000;
await new Promise((resolve) => gateway.listen(0, '127.0.0.1', resolve));
const gatewayUrl = `http://127.0.0.1:${gateway.address().port}`;

async function startReceiver(kind) {
  const child = fork(fileURLToPath(new URL('./notification-receiver.mjs', import.meta.url)), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, PLATFORM_PUBLIC_KEY: publicKeyPem, RECEIVER: kind, GATEWAY_URL: gatewayUrl },
  });
  const next = (type) =>
    new Promise((resolve) => {
      const listener = (message) => {
        if (message.type !== type) return;
        child.off('message', listener);
        resolve(message);
      };
      child.on('message', listener);
    });
  const { port } = await next('ready');
  const url = `http://127.0.0.1:${port}/notifications`;
  return {
    post: async (body, headers = { 'content-type': 'application/json' }) => {
      const response = await fetch(url, { method: 'POST', headers, body, duplex: 'half' });
      await response.arrayBuffer();
      return response.status;
    },
    /** Runs `work` while the receiver measures its event-loop delay; resolves with its figures. */
    async measure(work) {
      const started = next('started');
      child.send('start');
      await started;
      const begin = performance.now();
      const result = await work();
      const seconds = (performance.now() - begin) / 1000;
      const stopped = next('stopped');
      child.send('stop');
      return { ...(await stopped), seconds, result };
    },
    stop: () => child.send('exit'),
  };
}

const lintas = await startReceiver('lintas');
const baseline = await startReceiver('baseline');
const confirming = await startReceiver('confirm');

// Hostile bodies, unsigned.
const nested = (bytes) => {
  const depth = Math.floor((bytes - 40) / 2);
  return `{"param":"{}","sign":"x","a":${'['.repeat(depth)}${']'.repeat(depth)}}`;
};
const underLimit = nested(64 * 1024 - 1);
const huge = nested(1024 * 1024);
const streamed = () =>
  new ReadableStream({
    start(controller) {
      const bytes = new TextEncoder().encode(huge);
      for (let offset = 0; offset < bytes.length; offset += 16 * 1024) {
        controller.enqueue(bytes.slice(offset, offset + 16 * 1024));
      }
      controller.close();
    },
  });
const hostileRounds = [];
for (let round = 0; round < ROUNDS; round++) {
  const { p99Ms, maxMs, result } = await lintas.measure(() =>
    Promise.all([
      ...Array.from({ length: 50 }, () => lintas.post(underLimit)),
      ...Array.from({ length: 25 }, () => lintas.post(huge)),
      // The receiver may answer 413 and close before the whole stream is sent: a reset is a refusal too.
      ...Array.from({ length: 25 }, () => lintas.post(streamed()).catch(() => 'reset')),
    ]),
  );
  const refused = result.filter((status) => status === 400 || status === 413 || status === 'reset').length;
  hostileRounds.push({ p99Ms, maxMs, refused });
}

// Valid notifications, each a new event (no deduplication shortcut).
const sign = (param) => createSign('RSA-SHA256').update(param, 'utf8').sign(platform.privateKey, 'base64');
const signedBodies = (round, receiver) =>
  Array.from({ length: COUNT }, (_, index) => {
    const param = JSON.stringify({
      eventName: 'payment.success',
      mchOrderId: `bench-${receiver}-${round}-${index}`,
      // The loopback gateway answers `TX-<id>` for `bench-<id>`.
      transactionId: `TX-${receiver}-${round}-${index}`,
      amount: 50010,
      transactionStatus: 'COMPLETED',
      createTime: '2026-11-21 09:38:06',
      returnTime: '2026-11-21 09:39:00',
    });
    return JSON.stringify({ param, sign: sign(param) });
  });
const deliverAll = async (receiver, bodies) => {
  let cursor = 0;
  const { acknowledged, seconds } = await receiver.measure(async () => {
    const lane = async () => {
      while (cursor < bodies.length) {
        const body = bodies[cursor++];
        if ((await receiver.post(body)) !== 200) throw new Error('a valid notification was not acknowledged');
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  });
  return acknowledged / seconds;
};
const receivers = { lintas, baseline, confirm: confirming };
const validRounds = [];
for (let round = 0; round < ROUNDS; round++) {
  const names = ['lintas', 'baseline', 'confirm'];
  const order = [...names.slice(round % 3), ...names.slice(0, round % 3)];
  const rates = {};
  for (const name of order) rates[name] = await deliverAll(receivers[name], signedBodies(round, name));
  validRounds.push(rates);
}

lintas.stop();
baseline.stop();
confirming.stop();
gateway.close();
gateway.closeAllConnections();
console.log(
  JSON.stringify({
    hostile: {
      p99Ms: median(hostileRounds.map((round) => round.p99Ms)),
      maxMs: median(hostileRounds.map((round) => round.maxMs)),
      rounds: hostileRounds.map((round) => Number(round.p99Ms.toFixed(1))),
      allRefused: hostileRounds.every((round) => round.refused === 100),
    },
    valid: {
      perSecond: median(validRounds.map((round) => round.lintas)),
      baselinePerSecond: median(validRounds.map((round) => round.baseline)),
      ratio: median(validRounds.map((round) => round.lintas / round.baseline)),
      rounds: validRounds.map((round) => Number((round.lintas / round.baseline).toFixed(2))),
    },
    confirmed: {
      perSecond: median(validRounds.map((round) => round.confirm)),
      ratio: median(validRounds.map((round) => round.confirm / round.lintas)),
    },
  }),
);
