import { fileURLToPath } from 'node:url';
import { signNotification } from '@lintas/core';
import { createDemoMerchant, generateMerchantKeys, type Sandbox, startSandbox } from '@lintas/sandbox';
import { startWorker } from '@lintas/testing';
import { EdgeRuntime, runServer } from 'edge-runtime';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantSettings } from '../workers/merchant-app.js';

// The built SDK (dist of @lintas/core, @lintas/philippines and @lintas/stores, as a merchant installs
// them) bundled into the merchant's edge function and run, against the sandbox on 127.0.0.1, by
// workerd, the runtime of Cloudflare Workers (https://github.com/cloudflare/workerd), and by
// edge-runtime, the runtime of Vercel's Edge Functions in development (https://edge-runtime.vercel.app/).
const worker = fileURLToPath(new URL('../workers/merchant-worker.ts', import.meta.url));
const edgeFunction = fileURLToPath(new URL('../workers/vercel-edge-function.ts', import.meta.url));

interface Running {
  readonly url: string;
  readonly logs: readonly string[];
  close(): Promise<void>;
}

/** Bundles the Edge Function as Vercel does (edge-light condition, settings inlined) and serves it. */
async function startEdgeFunction(settings: MerchantSettings): Promise<Running> {
  const bundled = await build({
    entryPoints: [edgeFunction],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    conditions: ['edge-light', 'worker', 'browser'],
    define: { LINTAS_SETTINGS: JSON.stringify(settings) },
    write: false,
    logLevel: 'silent',
  });
  const runtime = new EdgeRuntime({ initialCode: bundled.outputFiles[0]!.text });
  const server = await runServer({ runtime, port: 0, host: '127.0.0.1' });
  return { url: server.url.replace(/\/$/, ''), logs: [], close: () => server.close() };
}

const targets: { name: string; nodeApis: boolean; start(settings: MerchantSettings): Promise<Running> }[] = [
  // Without flags a Worker has web APIs only (the signer signs with WebCrypto); many merchants turn on
  // nodejs_compat (https://developers.cloudflare.com/workers/runtime-apis/nodejs/).
  ...[[], ['nodejs_compat']].map((compatibilityFlags) => ({
    name: `a Cloudflare Worker on workerd (${compatibilityFlags[0] ?? 'web APIs only'})`,
    nodeApis: compatibilityFlags.length > 0,
    start: (vars: MerchantSettings) =>
      startWorker({
        entry: worker,
        compatibilityFlags,
        vars: { ...vars },
        durableObjects: { NOTIFICATIONS: 'NotificationStoreObject' },
      }),
  })),
  { name: 'a Vercel Edge Function on edge-runtime', nodeApis: false, start: startEdgeFunction },
];
const platformKeys = generateMerchantKeys();
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ platformKeys, notifications: { backoffMs: [50, 100] } });
});
afterAll(() => sandbox?.close());

describe.each(targets)('$name', ({ start, nodeApis }) => {
  let worker: Running;
  let appId: string;

  beforeAll(async () => {
    const merchant = createDemoMerchant(sandbox);
    appId = merchant.appId;
    worker = await start({
      LINTAS_BASE_URL: sandbox.url,
      LINTAS_APP_ID: merchant.appId,
      LINTAS_PRIVATE_KEY: merchant.privateKey,
      LINTAS_PLATFORM_PUBLIC_KEY: sandbox.platformPublicKey,
    });
  });
  afterAll(() => worker?.close());

  const pay = async (mchOrderId: string, key: 'CryptoKey' | 'base64' = 'CryptoKey') => {
    const response = await fetch(`${worker.url}/pay`, { method: 'POST', body: JSON.stringify({ mchOrderId, key }) });
    expect(response.status, worker.logs.join('\n')).toBe(200);
    return (await response.json()) as { payment: { transactionId: string }; node: boolean };
  };
  const received = async () =>
    (await (await fetch(`${worker.url}/received`)).json()) as { mchOrderId: string; transactionId: string }[];

  it.each([
    { key: 'CryptoKey' as const, form: 'a key imported through WebCrypto' },
    { key: 'base64' as const, form: 'the base64 PKCS#8 key as the secret holds it' },
  ])('signs a payment with $form, and the sandbox accepts the signature', async ({ key }) => {
    const mchOrderId = `wk-${key}-${appId.slice(-6)}`;
    const before = sandbox.requests().length;
    const { payment, node } = await pay(mchOrderId, key);
    expect(node).toBe(nodeApis);
    expect(payment.transactionId).toEqual(expect.any(String));
    const [request] = sandbox.requests().slice(before);
    expect(request).toMatchObject({
      appId,
      path: '/open-api/philippines/payment/generate',
      httpStatus: 200,
      code: 10000,
    });
  });

  it('verifies the notification the sandbox delivers to its fetch handler, and acknowledges it', async () => {
    const mchOrderId = `wk-notify-${appId.slice(-6)}`;
    const { payment } = await pay(mchOrderId);
    sandbox.completePayment({ transactionId: payment.transactionId });
    await sandbox.notificationsIdle();
    const deliveries = sandbox.deliveries().filter((delivery) => delivery.url.startsWith(worker.url));
    expect(deliveries.at(-1)).toMatchObject({ eventName: 'payment.success', status: 'acknowledged', httpStatus: 200 });
    expect((await received()).filter((entry) => entry.mchOrderId === mchOrderId)).toEqual([
      { event: 'payment.success', mchOrderId, transactionId: payment.transactionId },
    ]);
  });

  it('runs the listener once for a redelivered notification and for concurrent deliveries, and refuses a forged one', async () => {
    const mchOrderId = `wk-dedupe-${appId.slice(-6)}`;
    const payload = {
      eventName: 'payment.success',
      mchOrderId,
      transactionId: `TX-${mchOrderId}`,
      amount: 50010,
      transactionStatus: 'COMPLETED',
      createTime: '2026-11-21 09:38:06',
      returnTime: '2026-11-21 09:40:00',
      channelCode: 'PH_GCASH_URL',
    };
    const { body } = await signNotification(payload, { privateKey: platformKeys.privateKey });
    const deliver = (text: string) => fetch(`${worker.url}/notifications`, { method: 'POST', body: text });
    // Five deliveries at once, as a gateway retrying while the first is still running: one claims the
    // notification in the store and runs the listener; the others answer that it is in progress.
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => deliver(body)));
    const statuses = concurrent.map((response) => response.status);
    expect(
      statuses.every((status) => status === 200 || status === 503),
      String(statuses),
    ).toBe(true);
    expect(statuses).toContain(200);
    const again = await deliver(body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ code: 10000, message: 'Success' });
    const forged = await deliver(body.replace('50010', '50011'));
    expect(forged.status).toBe(401);
    expect((await received()).filter((entry) => entry.mchOrderId === mchOrderId)).toHaveLength(1);
  });
});
