import { type Sandbox, startSandbox } from '@lintas/sandbox';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  confirmPaymentNotification,
  confirmPayoutNotification,
  countryPaymentQuery,
  defineEndpoint,
  ResponseAmountSchema,
} from '../../src/index.js';
import { createPayment, merchantClient, paymentParams } from '../helpers/sandbox-endpoints.js';

// The unified status check (https://docs.paycools.com/en/v2/Payment/CollectionStatus.html) looks a
// payment up by either id: core's own copy, `countryPaymentQuery`. The payout below is declared here,
// since core tests depend on no family package.
const createPayout = defineEndpoint({
  path: '/open-api/philippines/disbursement/transfer',
  params: v.looseObject({ mchOrderId: v.string(), idempotencyId: v.string() }),
  data: v.looseObject({ mchOrderId: v.string(), transactionId: v.string() }),
  retry: { keys: ['mchOrderId', 'idempotencyId'] },
});

let sandbox: Sandbox;
let client: Client;

beforeAll(async () => {
  sandbox = await startSandbox();
  client = await merchantClient(sandbox);
});

afterAll(async () => {
  await sandbox?.close();
});

describe('confirmPaymentNotification', () => {
  it('looks the payment up with the params built from the notification and names its members', async () => {
    const created = await client.call(createPayment, paymentParams({ amount: 50010 }));
    const byOrder = confirmPaymentNotification(countryPaymentQuery, ({ mchOrderId }) => ({
      mchOrderId,
      countryCode: 'PH',
    }));
    const byTransaction = confirmPaymentNotification(countryPaymentQuery, ({ transactionId }) => ({
      transactionId,
      countryCode: 'PH',
    }));
    const notified = { mchOrderId: created.mchOrderId, transactionId: created.transactionId };

    const pending = await byOrder(notified, client);
    expect(pending.members).toEqual({ ...notified, amount: 50010, transactionStatus: 'PENDING' });
    expect(pending.record).toMatchObject(notified);

    sandbox.completePayment({ transactionId: created.transactionId });
    const completed = await byTransaction(notified, client);
    expect(completed.members).toEqual({ ...notified, amount: 50010, transactionStatus: 'COMPLETED' });
  });

  it('compares the amount a copy of the status check names transactionAmount when amount is absent', async () => {
    // https://docs.paycools.com/en/v2/Payment/CollectionStatus.html names it both ways; this reading keeps
    // only `transactionAmount` (v.object drops the rest).
    const queryByTransactionAmount = defineEndpoint({
      path: '/open-api/payment/query',
      params: v.strictObject({ transactionId: v.string(), countryCode: v.string() }),
      data: v.object({
        mchOrderId: v.string(),
        transactionId: v.string(),
        transactionAmount: ResponseAmountSchema,
        transactionStatus: v.string(),
      }),
      retry: 'read',
    });
    const created = await client.call(createPayment, paymentParams({ amount: 50020 }));
    const confirm = confirmPaymentNotification(queryByTransactionAmount, ({ transactionId }) => ({
      transactionId,
      countryCode: 'PH',
    }));
    const found = await confirm({ mchOrderId: created.mchOrderId, transactionId: created.transactionId }, client);
    expect(found.record).not.toHaveProperty('amount');
    expect(found.members.amount).toBe(50020);
  });

  it('serves the payout lookup of confirmPayoutNotification', async () => {
    const mchOrderId = `PAYOUT${Date.now()}`;
    const created = await client.call(createPayout, {
      mchOrderId,
      idempotencyId: `IDEM${Date.now()}`,
      amount: 100000,
      accountNo: '09171234567',
      accountName: 'Juan Dela Cruz',
      payMethodCode: 'EWALLET',
      transferCode: 'GCASH',
    });
    sandbox.completePayout({ transactionId: created.transactionId });
    const found = await confirmPayoutNotification('PH')(
      { mchOrderId, transactionId: created.transactionId, amount: 100000, transactionStatus: 'COMPLETED' },
      client,
    );
    expect(found.members).toEqual({
      mchOrderId,
      transactionId: created.transactionId,
      amount: 100000,
      transactionStatus: 'COMPLETED',
    });
  });
});
