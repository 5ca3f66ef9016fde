import { randomUUID } from 'node:crypto';
import { isRequestValidationError } from '@lintas/core';
import { getLintas } from '../../lib/lintas';
import { addOrder, removeOrder } from '../../lib/orders';

// Where the gateway reaches this app; on the gateway, your public https address.
const publicUrl = process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/** Creates an order and its payment; answers where to send the payer. */
export async function POST(request: Request): Promise<Response> {
  const { client } = await getLintas();
  const orderId = randomUUID().replaceAll('-', ''); // mchOrderId: 1-32 characters
  const { amount } = (await request.json()) as { amount?: number };
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
    return Response.json({ orderId, payData: payment.payData }, { status: 201 });
  } catch (error) {
    if (isRequestValidationError(error)) {
      removeOrder(orderId); // nothing was sent
      return Response.json({ error: error.message }, { status: 400 });
    }
    // Any other error may leave a payment on the gateway: the order stays pending for its notification.
    console.error(error);
    return Response.json({ orderId, error: error instanceof Error ? error.message : String(error) }, { status: 502 });
  }
}
