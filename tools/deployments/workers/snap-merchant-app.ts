// A SNAP merchant's endpoints as any runtime serves them: it creates QRIS codes with its SNAP client,
// whose store records each code's referenceNo, and receives the cargo site's payment notifications at
// SNAP's standard path with the handler of @lintas/snap's README: each proven against those codes, and
// a parcel marked paid on 00. The same module runs in-process (Node adapters), bundled in Bun and Deno,
// in a Cloudflare Worker and in a Vercel Edge Function.
import { createMemoryNotificationStore } from '@lintas/core';
import { createSnapClient, createSnapNotificationHandler, memorySnapStore, snap, snapTimestamp } from '@lintas/snap';

/** The merchant's settings, as the platform's environment variables and secrets hold them. */
export interface SnapMerchantSettings {
  readonly SNAP_BASE_URL: string;
  readonly SNAP_CLIENT_KEY: string;
  /** base64 PKCS#8 DER. */
  readonly SNAP_PRIVATE_KEY: string;
  readonly SNAP_CLIENT_SECRET: string;
  readonly SNAP_PLATFORM_PUBLIC_KEY: string;
}

/** SNAP's standard path of the payment notification (service 52). */
export const snapNotifyPath = '/v1.0/qr/qr-mpm-notify';

// This isolate's records: a store shared by the platform would hold them in production (Redis, PostgreSQL).
const snapStore = memorySnapStore();
const notificationStore = createMemoryNotificationStore();
/** The parcels marked paid, in this isolate (the test runs one). */
const paid: string[] = [];

/** The README's handler, proving each notification against the codes this merchant's client created. */
export function snapNotificationHandler(settings: SnapMerchantSettings) {
  return createSnapNotificationHandler({
    profile: 'paycools-cargo',
    platformPublicKey: settings.SNAP_PLATFORM_PUBLIC_KEY,
    createdCodes: { store: snapStore, partnerId: settings.SNAP_CLIENT_KEY },
    store: notificationStore,
    onError: () => undefined,
    onPayment: async ({ payload }) => {
      if (payload.latestTransactionStatus === '00') paid.push(payload.originalPartnerReferenceNo as string);
    },
  });
}

/**
 * Hands the handler, here in the runtime, an unsigned body of `size` bytes with a current `X-TIMESTAMP`,
 * as a stream that counts the bytes pulled from it: what it answered, and how much it read.
 */
async function probeLimit(settings: SnapMerchantSettings, size: number): Promise<Response> {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= size) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const headers = {
    'content-type': 'application/json',
    'x-timestamp': snapTimestamp(Date.now()),
    'x-signature': 'c2ln',
  };
  const init = { method: 'POST', headers, body, duplex: 'half' };
  const answer = await (await snapNotificationHandler(settings))(new Request(`http://merchant${snapNotifyPath}`, init));
  return Response.json({ status: answer.status, answer: await answer.json(), pulled });
}

/**
 * Answers `POST /qris` (creates one, `{ partnerReferenceNo }`), `GET /paid`, `POST /limit-probe`
 * (`{ size }`) and the notifications.
 */
export async function handleSnapMerchantRequest(request: Request, settings: SnapMerchantSettings): Promise<Response> {
  const url = new URL(request.url);
  if (request.method === 'POST' && url.pathname === snapNotifyPath)
    return (await snapNotificationHandler(settings))(request);
  if (request.method === 'POST' && url.pathname === '/qris') {
    const { partnerReferenceNo } = (await request.json()) as { partnerReferenceNo: string };
    const client = (
      await createSnapClient({
        baseUrl: settings.SNAP_BASE_URL,
        profile: 'paycools-cargo',
        clientKey: settings.SNAP_CLIENT_KEY,
        privateKey: settings.SNAP_PRIVATE_KEY,
        clientSecret: settings.SNAP_CLIENT_SECRET,
        store: snapStore,
      })
    ).use(snap);
    const created = await client.snap.createQris({
      partnerReferenceNo,
      codAmount: { value: '150000.00', currency: 'IDR' },
      frtAmount: { value: '12000.00', currency: 'IDR' },
      merchantId: settings.SNAP_CLIENT_KEY,
    });
    return Response.json({ referenceNo: created.referenceNo });
  }
  if (url.pathname === '/paid') return Response.json(paid);
  if (request.method === 'POST' && url.pathname === '/limit-probe')
    return probeLimit(settings, ((await request.json()) as { size: number }).size);
  return new Response('not found', { status: 404 });
}
