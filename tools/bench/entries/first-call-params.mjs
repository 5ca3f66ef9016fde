// What every first-*.mjs entry shares: the params of its call, under an order id no other process
// uses, and the Lintas call made with a given build.
import { randomBytes } from 'node:crypto';
import { paymentParams } from '../src/payment-params.mjs';

/** One Philippine `createPayment`'s params, with an order id no other process uses. */
export const firstCallParams = () => paymentParams(`cold-${randomBytes(8).toString('hex')}`);

/**
 * Builds a client of `core` with the merchant's key, mounts `family` and makes one `createPayment`, as
 * a serverless function's first call does.
 */
export async function lintasFirstCall(core, family) {
  const client = core
    .createClient({
      baseUrl: process.env.SANDBOX_URL,
      appId: process.env.APP_ID,
      signer: await core.rsaSha256Signer({ privateKey: process.env.PRIVATE_KEY }),
    })
    .use(family.philippines);
  const { transactionId } = await client.philippines.createPayment(firstCallParams());
  if (typeof transactionId !== 'string') throw new Error('no transactionId');
}
