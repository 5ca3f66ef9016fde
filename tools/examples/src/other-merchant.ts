import { createClient, rsaSha256Signer } from '@lintas/core';
import { philippines } from '@lintas/philippines';
import { generateMerchantKeys } from '@lintas/sandbox';
import { control } from './sandbox-control.js';

/**
 * Another merchant of the same gateway pays, in its own account, an order carrying the example's order
 * id and amount, with the example's notification URL: the gateway signs that notification with the same
 * platform key, so it verifies at the example. Answers the other merchant's transaction id.
 */
export async function payAsOtherMerchant(
  sandbox: string,
  order: { readonly mchOrderId: string; readonly amount: number; readonly notifyUrl: string },
): Promise<string> {
  const keys = generateMerchantKeys();
  const { appId } = (await control(sandbox, 'POST', 'merchants', { publicKey: keys.publicKey })) as { appId: string };
  const client = createClient({
    baseUrl: sandbox,
    appId,
    signer: await rsaSha256Signer({ privateKey: keys.privateKey }),
  }).use(philippines);
  const payment = await client.philippines.createPayment({
    ...order,
    customerName: 'Someone Else',
    email: 'someone@example.com',
    mobile: '09170000000',
    channelCode: 'PH_GCASH_URL',
  });
  await control(sandbox, 'POST', 'payments/complete', { transactionId: payment.transactionId });
  return payment.transactionId;
}
