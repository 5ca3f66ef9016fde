// Notification lookups under replays: what a receiver that confirms each notification with the gateway
// (`confirm`) costs the merchant's rate limit when another merchant's genuine notifications are replayed
// to it. A @lintas/sandbox in this process plays the gateway and signs every notification; another
// merchant pays out and keeps the signed disbursement.success notifications it receives (payouts go to
// the dashboard's URL, so they cannot be bound to an order); the merchant's receiver
// (lookup-receiver.mjs) runs in a child process, from this tree's build and from a previous release's
// (`node notification-lookups.mjs <core url> <philippines url>`), with its defaults. Prints one JSON line.
//
// Replays: one of those notifications posted 200 times, one after another; the figure is the payout
// status checks the sandbox received meanwhile (target: 1, the first).
// Flood: the merchant is limited to 10 requests per second; 40 of those notifications are replayed over
// and over, 20 in flight, while the merchant makes 5 payouts one after another, each through its own
// client (the client's defaults, retries included); the figures are the payouts that succeeded and the
// merchant's own payout notifications its listener ran once, within 30 s (target: 5 of 5 each), and
// how many of the payouts' attempts the gateway refused as too many requests (21020).
import { fork } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createClient, rsaSha256Signer } from '@lintas/core';
import { philippines } from '@lintas/philippines';
import { createDemoMerchant, startSandbox } from '@lintas/sandbox';

const [core, philippinesUrl] = process.argv.slice(2);
const pem = (key, type) => key.export({ type, format: 'pem' });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platformKeys = { privateKey: pem(platform.privateKey, 'pkcs8'), publicKey: pem(platform.publicKey, 'spki') };
const sandbox = await startSandbox({ platformKeys, notifications: { maxAttempts: 30, backoffMs: [200, 400, 800] } });
const payoutCheck = '/open-api/disbursement/check';
let sequence = 0;
const payout = (amount) => ({
  mchOrderId: `bench-${Date.now().toString(36)}-${++sequence}`,
  idempotencyId: `bench-idempotency-${Date.now().toString(36)}-${sequence}`,
  amount,
  accountNo: '09171234567',
  accountName: 'Ana Reyes',
  payMethodCode: 'EWALLET',
  transferCode: 'GCASH',
});
// The merchant's own attempts the gateway refused with 21020 ("Too many requests").
let refused = 0;
const clientOf = async (merchant) =>
  createClient({
    baseUrl: sandbox.url,
    appId: merchant.appId,
    signer: await rsaSha256Signer({ privateKey: merchant.privateKey }),
    hooks: {
      afterResponse: [
        (event) => {
          if (event.code === 21020) refused += 1;
        },
      ],
    },
  }).use(philippines);
const until = async (check, ms) => {
  for (const end = Date.now() + ms; Date.now() < end && !(await check()); )
    await new Promise((resolve) => setTimeout(resolve, 50));
};

// The other merchant's 41 payouts, and the signed notification it received for each.
const captured = [];
const capture = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    captured.push(Buffer.concat(chunks).toString('utf8'));
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":10000,"message":"Success"}');
  });
});
await new Promise((resolve) => capture.listen(0, '127.0.0.1', resolve));
const other = await clientOf(
  createDemoMerchant(sandbox, { payoutNotifyUrl: `http://127.0.0.1:${capture.address().port}/` }),
);
for (let index = 0; index < 41; index++) {
  const { transactionId } = await other.philippines.createPayout(payout(10_000 + index));
  sandbox.completePayout({ transactionId });
}
await until(() => captured.length === 41, 30_000);

// The merchant and its receiver.
const merchant = createDemoMerchant(sandbox);
const receiver = fork(fileURLToPath(new URL('./lookup-receiver.mjs', import.meta.url)), [], {
  env: {
    ...process.env,
    CORE: core,
    PHILIPPINES: philippinesUrl,
    SANDBOX_URL: sandbox.url,
    APP_ID: merchant.appId,
    PRIVATE_KEY: merchant.privateKey,
    PLATFORM_PUBLIC_KEY: platformKeys.publicKey,
  },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const next = (type) =>
  new Promise((resolve) => {
    const listener = (message) => {
      if (message.type !== type) return;
      receiver.off('message', listener);
      resolve(message);
    };
    receiver.on('message', listener);
  });
const url = `http://127.0.0.1:${(await next('ready')).port}/notifications`;
const post = (body) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
    (response) => response.arrayBuffer().then(() => response.status),
    () => 0,
  );

// Replays of one notification.
const before = sandbox.hits(payoutCheck);
for (let replay = 0; replay < 200; replay++) await post(captured[0]);
const replayLookups = sandbox.hits(payoutCheck) - before;

// A flood of 40 others while the merchant pays out, limited to 10 requests per second.
sandbox.updateMerchant({ appId: merchant.appId, payoutNotifyUrl: url, rateLimitPerSecond: 10 });
const flood = captured.slice(1);
let flooding = true;
let replays = 0;
const lane = async (offset) => {
  for (let index = offset; flooding; index += 20) {
    await post(flood[index % flood.length]);
    replays += 1;
  }
};
const lanes = Promise.all(Array.from({ length: 20 }, (_, offset) => lane(offset)));
const floodStarted = Date.now();
const floodLookups = sandbox.hits(payoutCheck);
const made = [];
let succeeded = 0;
refused = 0;
for (let index = 0; index < 5; index++) {
  const params = payout(75_000 + index);
  made.push(params.mchOrderId);
  try {
    const { transactionId } = await (await clientOf(merchant)).philippines.createPayout(params);
    succeeded += 1;
    sandbox.completePayout({ transactionId });
  } catch {
    // OutcomeUnknownError or a refusal: the payout is not counted.
  }
}
const processedNow = async () => {
  receiver.send('processed');
  return (await next('processed')).processed;
};
await until(async () => (await processedNow()).length >= succeeded, 30_000);
const floodSeconds = (Date.now() - floodStarted) / 1000;
const lookupsPerSecond = (sandbox.hits(payoutCheck) - floodLookups) / floodSeconds;
flooding = false;
await lanes;
const processed = await processedNow();
const notified = made.filter((mchOrderId) => processed.filter((id) => id === mchOrderId).length === 1).length;

receiver.send('exit');
capture.close();
capture.closeAllConnections();
await sandbox.close();
console.log(
  JSON.stringify({
    replayLookups,
    payouts: {
      made: made.length,
      succeeded,
      refused,
      notified,
      duplicates: processed.length - new Set(processed).size,
    },
    flood: { replays, seconds: floodSeconds, lookupsPerSecond },
  }),
);
