import { randomUUID } from 'node:crypto';
import { isRequestValidationError, toNodeListener } from '@lintas/core';
import express from 'express';
import { client, notifications } from './lintas.js';
import { addOrder, findOrder, removeOrder } from './orders.js';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
// Where the gateway reaches this app; on the gateway, your public https address.
const publicUrl = process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`;

const app = express();

// The signature is over the exact body: this route takes it raw, before any JSON parser reads it.
app.post('/notifications', express.raw({ type: '*/*' }), toNodeListener(notifications));

app.use(express.json());

// Creates an order and its payment; answers where to send the payer.
app.post('/orders', async (req, res) => {
  const orderId = randomUUID().replaceAll('-', ''); // mchOrderId: 1-32 characters
  const { amount } = req.body as { amount?: number };
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
    res.status(201).json({ orderId, payData: payment.payData });
  } catch (error) {
    if (isRequestValidationError(error)) {
      removeOrder(orderId); // nothing was sent
      res.status(400).json({ error: error.message });
      return;
    }
    // Any other error may leave a payment on the gateway: the order stays pending for its notification.
    console.error(error);
    res.status(502).json({ orderId, error: error instanceof Error ? error.message : String(error) });
  }
});

app.get('/orders/:orderId', (req, res) => {
  const order = findOrder(req.params.orderId);
  if (order) res.json(order);
  else res.status(404).json({ error: 'no such order' });
});

app.listen(port, host, () => console.log(`Express example listening on http://${host}:${port}`));
