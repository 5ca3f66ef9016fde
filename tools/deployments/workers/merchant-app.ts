// A merchant's payment endpoints as an edge function deploys them: it creates payments through the SDK,
// signing with a private key imported through WebCrypto, and receives the gateway's notifications,
// verified and deduplicated by the notification store the platform offers.
import {
  createClient,
  createNotificationHandler,
  type NotificationStore,
  rsaSha256Signer,
  rsaSha256Verifier,
} from '@lintas/core';
import { philippines } from '@lintas/philippines';

/** The merchant's settings, as the platform's environment variables and secrets hold them. */
export interface MerchantSettings {
  readonly LINTAS_BASE_URL: string;
  readonly LINTAS_APP_ID: string;
  /** base64 PKCS#8 DER. */
  readonly LINTAS_PRIVATE_KEY: string;
  readonly LINTAS_PLATFORM_PUBLIC_KEY: string;
}

/** What the listener saw, in this isolate (the test runs one). */
const received: { event: string; mchOrderId: string; transactionId: string }[] = [];

const base64ToBytes = (base64: string) => Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));

/** Answers `POST /pay`, `POST /notifications` and `GET /received`. */
export async function handleMerchantRequest(
  request: Request,
  settings: MerchantSettings,
  store: NotificationStore,
): Promise<Response> {
  const url = new URL(request.url);
  if (request.method === 'POST' && url.pathname === '/pay') return pay(request, settings);
  if (request.method === 'POST' && url.pathname === '/notifications') {
    const handler = createNotificationHandler({
      verifier: rsaSha256Verifier({ publicKey: settings.LINTAS_PLATFORM_PUBLIC_KEY }),
      store,
      plugins: [philippines],
      unconfirmed: ['payment.success'], // the store under test, not confirmation
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
}

async function pay(request: Request, settings: MerchantSettings): Promise<Response> {
  const { mchOrderId, key } = (await request.json()) as { mchOrderId: string; key: 'CryptoKey' | 'base64' };
  // The key as the platform's secret holds it (base64 PKCS#8), or imported through WebCrypto first.
  const privateKey =
    key === 'base64'
      ? settings.LINTAS_PRIVATE_KEY
      : await crypto.subtle.importKey(
          'pkcs8',
          base64ToBytes(settings.LINTAS_PRIVATE_KEY),
          { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
          false,
          ['sign'],
        );
  const client = createClient({
    baseUrl: settings.LINTAS_BASE_URL,
    appId: settings.LINTAS_APP_ID,
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
