import {
  createClientFromEnv,
  createNotificationHandler,
  createVerifierFromEnv,
  isRequestValidationError,
} from '@lintas/core';
import { philippines } from '@lintas/philippines';
import { createDurableObjectNotificationStore } from '@lintas/stores/cloudflare';
import type { Order } from './order.js';

export { NotificationStoreObject } from '@lintas/stores/cloudflare';
export { Order } from './order.js';

/** The Worker's bindings: its settings (wrangler.jsonc `vars`, secrets, `.dev.vars`) and Durable Objects. */
interface Env {
  /** The gateway's URL for your account, or the sandbox's. */
  readonly LINTAS_BASE_URL: string;
  readonly LINTAS_APP_ID: string;
  /** A secret: `wrangler secret put LINTAS_PRIVATE_KEY`. */
  readonly LINTAS_PRIVATE_KEY: string;
  readonly LINTAS_PLATFORM_PUBLIC_KEY: string;
  /** Where the gateway reaches this Worker; default: the address of the request that creates the order. */
  readonly PUBLIC_URL?: string;
  readonly NOTIFICATIONS: DurableObjectNamespace;
  readonly ORDERS: DurableObjectNamespace<Order>;
}

function orderObject(env: Env, orderId: string): DurableObjectStub<Order> {
  return env.ORDERS.get(env.ORDERS.idFromName(orderId));
}

/** The client and the notification handler, made once per instance from its bindings. */
async function setUp(env: Env) {
  const { NOTIFICATIONS, ORDERS, ...settings } = env;
  const client = (await createClientFromEnv({ env: settings })).use(philippines);
  // Verified with LINTAS_PLATFORM_PUBLIC_KEY, then looked up with the gateway under your own appId before
  // a listener runs (`confirm`), so a notification another merchant received and posted to you is
  // refused with HTTP 409 and never marks an order paid. Deduplicated across instances by NOTIFICATIONS.
  const notifications = createNotificationHandler({
    verifier: createVerifierFromEnv({ env: settings }),
    plugins: [philippines],
    confirm: client,
    store: createDurableObjectNotificationStore({ namespace: NOTIFICATIONS }),
    on: {
      // n.record is the payment as the gateway's query answered it, under your appId.
      'payment.success': (n) => orderObject(env, n.payload.mchOrderId).settle('paid', n.record.transactionId),
      'payment.failed': (n) => orderObject(env, n.payload.mchOrderId).settle('failed'),
    },
  });
  return { client, notifications };
}

let lintas: ReturnType<typeof setUp> | undefined;

/** This instance's client and handler, made at its first request. */
function lintasOf(env: Env): ReturnType<typeof setUp> {
  lintas ??= setUp(env);
  return lintas;
}

/** Creates an order and its payment; answers where to send the payer. */
async function createOrder(request: Request, env: Env): Promise<Response> {
  const { client } = await lintasOf(env);
  const orderId = crypto.randomUUID().replaceAll('-', ''); // mchOrderId: 1-32 characters
  const { amount } = await request.json<{ amount?: number }>();
  const order = orderObject(env, orderId);
  // Recorded first: once the payment request is sent, its notification may come whatever happens here.
  await order.add(orderId, Number(amount));
  try {
    const payment = await client.philippines.createPayment({
      mchOrderId: orderId,
      amount: amount as number, // minor units, checked before anything is sent
      customerName: 'Juan Dela Cruz',
      email: 'juan@example.com',
      mobile: '09171234567',
      channelCode: 'PH_GCASH_URL',
      notifyUrl: `${env.PUBLIC_URL ?? new URL(request.url).origin}/notifications`,
    });
    return Response.json({ orderId, payData: payment.payData }, { status: 201 });
  } catch (error) {
    if (isRequestValidationError(error)) {
      await order.remove(); // nothing was sent
      return Response.json({ error: error.message }, { status: 400 });
    }
    // Any other error may leave a payment on the gateway: the order stays pending for its notification.
    console.error(error);
    return Response.json({ orderId, error: error instanceof Error ? error.message : String(error) }, { status: 502 });
  }
}

export default {
  async fetch(request, env): Promise<Response> {
    const { pathname } = new URL(request.url);
    // The signature is over the exact body: the handler reads the untouched request itself.
    if (request.method === 'POST' && pathname === '/notifications') {
      const { notifications } = await lintasOf(env);
      return notifications(request);
    }
    if (request.method === 'POST' && pathname === '/orders') return createOrder(request, env);
    const orderId = /^\/orders\/([^/]+)$/.exec(pathname)?.[1];
    if (request.method === 'GET' && orderId) {
      const order = await orderObject(env, orderId).read();
      return order ? Response.json(order) : Response.json({ error: 'no such order' }, { status: 404 });
    }
    return Response.json({ error: 'not found' }, { status: 404 });
  },
} satisfies ExportedHandler<Env>;
