// A merchant's Worker, as it would be deployed to Cloudflare Workers: it creates payments through the
// SDK, signing with a private key imported through WebCrypto, and receives the gateway's notifications in
// its `fetch` handler, deduplicated by Durable Objects (the store a Worker uses: its instances share no memory).
import { createClient, createNotificationHandler, rsaSha256Signer, rsaSha256Verifier } from '@lintas/core';
import { philippines } from '@lintas/philippines';
import { createDurableObjectNotificationStore, type DurableObjectNamespaceLike } from '@lintas/stores/cloudflare';

export { NotificationStoreObject } from '@lintas/stores/cloudflare';

interface Env {
  readonly LINTAS_BASE_URL: string;
  readonly LINTAS_APP_ID: string;
  /** base64 PKCS#8 DER, as a Worker secret holds it. */
  readonly LINTAS_PRIVATE_KEY: string;
  readonly LINTAS_PLATFORM_PUBLIC_KEY: string;
  readonly NOTIFICATIONS: DurableObjectNamespaceLike<unknown>;
}

/** What the listener saw, in this isolate (workerd runs the Worker in one isolate). */
const received: { event: string; mchOrderId: string; transactionId: string }[] = [];

const base64ToBytes = (base64: string) => Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname === '/pay') return pay(request, env);
    if (request.method === 'POST' && url.pathname === '/notifications') {
      const handler = createNotificationHandler({
        verifier: rsaSha256Verifier({ publicKey: env.LINTAS_PLATFORM_PUBLIC_KEY }),
        store: createDurableObjectNotificationStore({ namespace: env.NOTIFICATIONS }),
        on: {
          'payment.success': async (notification) => {
            // Long enough that concurrent deliveries of one notification overlap.
            await new Promise((resolve) => setTimeout(resolve, 50));
            received.push({
              event: notification.eventName,
              mchOrderId: notification.payload.mchOrderId,
              transactionId: notification.payload.transactionId,
            });
          },
        },
        onError: () => undefined,
      });
      return handler(request);
    }
    if (url.pathname === '/received') return Response.json(received);
    return new Response('not found', { status: 404 });
  },
};

async function pay(request: Request, env: Env): Promise<Response> {
  const { mchOrderId } = (await request.json()) as { mchOrderId: string };
  const privateKey = await crypto.subtle.importKey(
    'pkcs8',
    base64ToBytes(env.LINTAS_PRIVATE_KEY),
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const client = createClient({
    baseUrl: env.LINTAS_BASE_URL,
    appId: env.LINTAS_APP_ID,
    signer: await rsaSha256Signer({ privateKey }),
  }).use(philippines);
  const payment = await client.philippines.createPayment({
    mchOrderId,
    amount: 50010,
    customerName: 'Juan Dela Cruz',
    channelCode: 'PH_GCASH_URL',
    email: 'juan@example.com',
    mobile: '09171234567',
    notifyUrl: new URL('/notifications', request.url).href,
  });
  return Response.json({
    payment,
    node: typeof (globalThis as { process?: { getBuiltinModule?: unknown } }).process?.getBuiltinModule === 'function',
  });
}
