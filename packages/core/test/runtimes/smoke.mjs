// Runs the built @lintas/core on whatever runtime executes this file (Node, Bun, Deno): signs a call to
// the test gateway at argv[2] with the private key in argv[3], then receives two notifications through
// createNotificationHandler with web Request/Response only. Prints one JSON line of what it saw.
import * as v from 'valibot';
import {
  createClient,
  createNotificationHandler,
  defineEndpoint,
  PaymentNotificationSchema,
  rsaSha256Signer,
  rsaSha256Verifier,
  signNotification,
  transactionEvents,
} from '../../dist/index.js';

const [url, privateKey, publicKey] = globalThis.Deno ? Deno.args : process.argv.slice(2);

const queryOrder = defineEndpoint({
  path: '/open-api/runtime/query',
  params: v.strictObject({ mchOrderId: v.string() }),
  data: v.looseObject({ mchOrderId: v.string(), transactionStatus: v.string() }),
  retry: 'read',
});
const client = createClient({ baseUrl: url, appId: 'runtime-app', signer: await rsaSha256Signer({ privateKey }) });
const data = await client.call(queryOrder, { mchOrderId: 'rt-1' });

const received = [];
// A family's events, declared as a plugin declares them: core alone knows none.
const payments = {
  name: 'payments',
  notifications: transactionEvents('payment', { kind: 'payment', schema: PaymentNotificationSchema }),
};
const handler = createNotificationHandler({
  verifier: rsaSha256Verifier({ publicKey }),
  plugins: [payments],
  unconfirmed: ['payment.success'],
  on: { 'payment.success': (notification) => void received.push(notification.payload.transactionId) },
  onError: () => undefined,
});
const payload = {
  eventName: 'payment.success',
  mchOrderId: 'rt-1',
  transactionId: 'TX-RT-1',
  amount: 50010,
  transactionStatus: 'COMPLETED',
  createTime: '2026-11-21 09:38:06',
  returnTime: '2026-11-21 09:40:00',
  channelCode: 'PH_GCASH_URL',
};
const { body } = await signNotification(payload, { privateKey });
const deliver = (text) => handler(new Request('http://merchant.example/notify', { method: 'POST', body: text }));
const first = await deliver(body);
const again = await deliver(body);
const tampered = await deliver(body.replace('50010', '50011'));

console.log(
  JSON.stringify({
    data,
    acknowledgement: await first.json(),
    statuses: [first.status, again.status, tampered.status],
    received,
  }),
);
