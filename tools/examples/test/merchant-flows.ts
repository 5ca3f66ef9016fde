import { signNotification } from '@lintas/core';
import { generateMerchantKeys } from '@lintas/sandbox';
import { expect, it } from 'vitest';
import { createOrder, orderWhen, readOrder } from '../src/example-api.js';
import { payAsOtherMerchant } from '../src/other-merchant.js';
import { control, deliveryOf } from '../src/sandbox-control.js';

/** Where a running example and its sandbox are, and the example's merchant. */
export interface FlowContext {
  /** The example's address, `http://127.0.0.1:<port>`. */
  readonly app: string;
  readonly sandbox: string;
  /** The sandbox merchant the example signs as (LINTAS_APP_ID). */
  readonly appId: string;
}

const createPaymentPath = '/open-api/philippines/payment/generate';

async function paymentRequests(sandbox: string): Promise<number> {
  const { hits } = (await control(sandbox, 'GET', `hits?path=${encodeURIComponent(createPaymentPath)}`)) as {
    hits: number;
  };
  return hits;
}

/** What every example does for a merchant, asserted over HTTP against the running example and sandbox. */
export function itTakesPaymentsAsMerchantsDo(context: () => FlowContext): void {
  it('creates a payment, then marks its order paid once the gateway’s notification is confirmed', async () => {
    const { app, sandbox, appId } = context();
    const created = await createOrder(app, 50010);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const orderId = created.body.orderId ?? '';
    expect(created.body.payData).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__sandbox\/pay\/\S+$/);
    expect(await readOrder(app, orderId)).toEqual({ orderId, amount: 50010, status: 'pending' });

    // The payer pays: the sandbox notifies the example, which confirms it with the gateway's payment query.
    const paid = (await control(sandbox, 'POST', 'payments/complete', { mchOrderId: orderId, appId })) as {
      transactionId: string;
    };
    expect(await orderWhen(app, orderId, 'paid')).toEqual({
      orderId,
      amount: 50010,
      status: 'paid',
      transactionId: paid.transactionId,
    });
    expect(await deliveryOf(sandbox, app, paid.transactionId)).toMatchObject({
      eventName: 'payment.success',
      attempt: 1,
      status: 'acknowledged',
      httpStatus: 200,
      responseBody: JSON.stringify({ code: 10000, message: 'Success' }),
    });
  });

  it('refuses a forged notification (401) and another merchant’s (409), leaving the order pending until it is paid', async () => {
    const { app, sandbox, appId } = context();
    const created = await createOrder(app, 50010);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const orderId = created.body.orderId ?? '';

    // Signed with a key that is not the gateway's platform key.
    const forger = generateMerchantKeys();
    const { body } = await signNotification(
      {
        eventName: 'payment.success',
        mchOrderId: orderId,
        transactionId: `TX-FORGED-${orderId.slice(0, 8)}`,
        amount: 50010,
        transactionStatus: 'COMPLETED',
      },
      { privateKey: forger.privateKey },
    );
    const forged = await fetch(`${app}/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(forged.status).toBe(401);

    // Signed by the gateway, but for another merchant's payment: the lookup under the example's appId refuses it.
    const replayed = await payAsOtherMerchant(sandbox, {
      mchOrderId: orderId,
      amount: 50010,
      notifyUrl: `${app}/notifications`,
    });
    expect(await deliveryOf(sandbox, app, replayed)).toMatchObject({ eventName: 'payment.success', httpStatus: 409 });
    expect(await readOrder(app, orderId)).toMatchObject({ status: 'pending' });

    const paid = (await control(sandbox, 'POST', 'payments/complete', { mchOrderId: orderId, appId })) as {
      transactionId: string;
    };
    expect(await orderWhen(app, orderId, 'paid')).toMatchObject({ transactionId: paid.transactionId });
  });

  it('answers 400 naming the amount when it comes in major units, and sends nothing to the gateway', async () => {
    const { app, sandbox } = context();
    const before = await paymentRequests(sandbox);
    const refused = await createOrder(app, '500.10');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/\bamount\b/);
    expect(await paymentRequests(sandbox)).toBe(before);
  });
}
