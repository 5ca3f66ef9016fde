// First call, hand-written: a fresh process imports `node:crypto`, reads the merchant's key (base64
// PKCS#8 DER, as the dashboard gives it), signs one Philippine `createPayment` and sends it with
// `fetch`, as a merchant would with no library.
import { createPrivateKey, createSign } from 'node:crypto';
import { firstCallParams } from './first-call-params.mjs';

const key = createPrivateKey({ key: Buffer.from(process.env.PRIVATE_KEY, 'base64'), format: 'der', type: 'pkcs8' });
const param = JSON.stringify({ ...firstCallParams(), timestamp: Date.now() });
const sign = createSign('RSA-SHA256').update(param, 'utf8').sign(key, 'base64');
const response = await fetch(`${process.env.SANDBOX_URL}/open-api/philippines/payment/generate`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ appId: process.env.APP_ID, sign, param }),
});
const envelope = await response.json();
if (envelope.code !== 10000 || typeof envelope.data?.transactionId !== 'string')
  throw new Error(`unexpected answer ${JSON.stringify(envelope)}`);
// The process's own CPU time (every thread, from its start), for the bench to print beside the wall time.
console.log(JSON.stringify(process.cpuUsage()));
