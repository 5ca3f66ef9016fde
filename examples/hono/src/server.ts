import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import { isRequestValidationError } from '@lintas/core';
import { Hono } from 'hono';
import { client, notifications } from './lintas.js';
import { addOrder, findOrder, removeOrder } from './orders.js';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';
// Where the gateway reaches this app; on the gateway, your public https address.
const publicUrl = process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`;

const app = new Hono();

// The signature is over the exact body: the handler reads the raw request itself, so no middleware
// may read the body of this route before it (no `await c.req.json()`).
app.post('/notifications', (c) => notifications(c.req.raw));

// Creates an order and its payment; answers where to send the payer.
app.post('/orders', async (c) => {
  const orderId = randomUUID().replaceAll('-', ''); // mchOrderId: 1-32 characters
  const { amount } = await c.req.json<{ amount?: number }>();
  // Recorded first: once the payment request is sent, its notification may come whatever happens here.
  addOrder(orderId, Number(amount));
  try {
    const payment = await client.philippines.createPayment({
      mchOrderId: orderId,
      amount: amount as number, // minor units, checked before anything is sent
      customerName: 'Juan Dela Cruz',
      email: 'juan@example.com',
      mobile: '09171234567',
      channelCode: 'PH_GCASH_URL',
      notifyUrl: `${publicUrl}/notifications`,
    });
    return c.json({ orderId, payData: payment.payData }, 201);
  } catch (error) {
    if (isRequestValidationError(error)) {
      removeOrder(orderId); // nothing was sent
      return c.json({ error: error.message }, 400);
    }
    // Any other error may leave a payment on the gateway: the order stays pending for its notification.
    console.error(error);
    return c.json({ orderId, error: error instanceof Error ? error.message : String(error) }, 502);
  }
});

app.get('/orders/:orderId', (c) => {
  const order = findOrder(c.req.param('orderId'));
  return order ? c.json(order) : c.json({ error: 'no such order' }, 404);
});

serve({ fetch: app.fetch, port, hostname }, () => console.log(`Hono example listening on http://${hostname}:${port}`));
