import * as v from 'valibot';
import ky from 'ky';
import { createClient, defineEndpoint } from '@lintas/core';
import { startLoopbackServer } from './loopback-server.mjs';
const server = await startLoopbackServer();
const params = { mchOrderId: 'bench-order', amount: 50010, notifyUrl: 'https://merchant.example/notify' };
const ep = defineEndpoint({ path: '/open-api/payment/generate', params: v.strictObject({ mchOrderId: v.string(), amount: v.number(), notifyUrl: v.string() }), data: v.looseObject({ mchOrderId: v.string() }), retry: 'read' });
const noSign = createClient({ baseUrl: server.url, appId: 'b', signer: { sign: async () => 'x' } });
const k = ky.create({ prefixUrl: server.url, headers: { 'content-type': 'application/json' }, retry: { limit: 2, methods: ['post'] } });
async function hand() { const param = JSON.stringify({ ...params, timestamp: Date.now() }); const r = await fetch(server.url + '/open-api/payment/generate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ appId: 'b', sign: 'x', param }) }); return r.json(); }
async function kyPlain() { const param = JSON.stringify({ ...params, timestamp: Date.now() }); return k.post('open-api/payment/generate', { body: JSON.stringify({ appId: 'b', sign: 'x', param }) }).json(); }
async function time(name, fn, n = 3000) { for (let i = 0; i < 300; i++) await fn(); const t = performance.now(); for (let i = 0; i < n; i++) await fn(); return [name, (performance.now() - t) / n]; }
const mode = process.argv[2];
if (mode === 'sdk') { for (let i = 0; i < 6000; i++) await noSign.call(ep, params); }
else for (let pass = 0; pass < 3; pass++) {
  const rows = [await time('hand', hand), await time('ky', kyPlain), await time('sdk', () => noSign.call(ep, params))];
  console.log(rows.map(([n, t]) => `${n} ${t.toFixed(3)}`).join(' | '));
}
await server.close();
