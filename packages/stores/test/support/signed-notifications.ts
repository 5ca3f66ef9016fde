import { generateKeyPairSync } from 'node:crypto';
import { rsaSha256Signer, signNotification } from '@lintas/core';

/** A key pair standing in for the gateway's platform key, and signed `payment.success` notifications. */
export function platformKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signer = rsaSha256Signer({ privateKey });
  return {
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    /** The body of a notification of `payload`, signed with this key. */
    async signed(payload: Readonly<Record<string, unknown>> & { readonly eventName: string }): Promise<string> {
      const { body } = await signNotification(payload, { signer: await signer });
      return body;
    },
    /** The body of a `payment.success` for `transactionId` (its key is `payment.success:<transactionId>`). */
    async paymentSuccess(transactionId: string, remark?: 'hang' | 'fail-once' | 'overrun-fail-once'): Promise<string> {
      const { body } = await signNotification(
        {
          eventName: 'payment.success',
          mchOrderId: `order-${transactionId}`,
          transactionId,
          amount: 50010,
          transactionStatus: 'COMPLETED',
          ...(remark ? { remark } : {}),
        },
        { signer: await signer },
      );
      return body;
    },
  };
}

export { inPool } from '@lintas/testing';
