import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMemoryNotificationStore, type NotificationStore } from '../../src/index.js';
import { testEvents } from './test-events.js';

/** A key pair standing in for the gateway's platform key. */
export function platformKeys(): { privateKey: KeyObject; publicKey: KeyObject } {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

/** A node:http server on a random port of 127.0.0.1. */
export interface RunningServer {
  readonly url: string;
  close(): Promise<void>;
}

export async function listen(listener: (req: IncomingMessage, res: ServerResponse) => void): Promise<RunningServer> {
  const server: Server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A memory notification store behind a gate the test opens with `answer()`: while it is shut each call
 * waits, as on a store that stalls; nothing times out on its own, so what ends a call is the handler's deadline.
 */
export function stallingStore(): { readonly store: NotificationStore; answer(): void } {
  const memory = createMemoryNotificationStore();
  let open: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (open = resolve));
  const held = <T>(run: () => Promise<T>) => gate.then(run);
  return {
    store: {
      claim: (key, options) => held(() => memory.claim(key, options)),
      renew: (key, options) => held(() => memory.renew(key, options)),
      complete: (key, options) => held(() => memory.complete(key, options)),
      release: (key, options) => held(() => memory.release(key, options)),
    },
    answer: () => {
      gate = Promise.resolve();
      open();
    },
  };
}

/** POSTs `body` and returns the status and the answer's JSON. */
export async function post(
  url: string,
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) {
  const response = await fetch(url, { method: 'POST', headers, body });
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    retryAfter: response.headers.get('retry-after'),
    text,
    json: JSON.parse(text) as { code: number; message: string },
  };
}

/** A payload of each kind, as provider-facts §2.2 shows them. */
export const samples = {
  payment: {
    eventName: 'payment.success',
    mchOrderId: 'order-1',
    transactionId: 'TX-PAY-1',
    referenceNumber: 'REF-1',
    amount: 50010,
    transactionStatus: 'COMPLETED',
    createTime: '2026-11-21 09:38:06',
    returnTime: '2026-11-21 09:39:00',
    channelCode: 'PH_GCASH_URL',
    remark: 'thanks',
  },
  staticPayment: {
    eventName: 'static.order.payment.success',
    mchOrderId: 'static-1',
    transactionId: 'TX-STATIC-1',
    amount: 10000,
    transactionStatus: 'COMPLETED',
    createTime: '2023-01-01 09:38:06',
    returnTime: '2023-01-01 09:38:06',
    channelCode: 'PH_QRPH_STATIC',
    remark: '',
  },
  checkout: {
    eventName: 'checkout.payment.success',
    checkoutId: 'CH123',
    countryCode: 'PH',
    currency: 'PHP',
    settlementCurrency: 'PHP',
    mchOrderId: 'checkout-1',
    transactionId: 'TX-CHECKOUT-1',
    amount: 25000,
    transactionStatus: 'COMPLETED',
    createTime: '2026-11-21 09:38:06',
    returnTime: '2026-11-21 09:40:06',
    channelCode: 'PH_GCASH_QR',
    remark: '',
  },
  payout: {
    eventName: 'disbursement.failed',
    mchOrderId: 'payout-1',
    transactionId: 'TX-PAYOUT-1',
    countryCode: 'PH',
    currency: 'PHP',
    amount: 100000,
    transactionStatus: 'FAILED',
    createTime: '2024-07-09T15:37:52+08:00',
    returnTime: '2024-07-09T15:38:52+08:00',
    failedCode: -10004,
    failedMessage: 'Transaction Channel Rejected',
  },
  refund: {
    eventName: 'payment.refund.success',
    mchRefundOrderId: 'refund-1',
    refundTransactionId: 'RF-1',
    originalTransactionId: 'TX-PAY-1',
    refundAmount: 5000,
    feeRefunded: 0,
    refundStatus: 'COMPLETE',
    refundCreateTime: '2026-11-21 10:00:00',
    refundReturnTime: '2026-11-21 10:05:00',
    refundReason: 'customer asked',
  },
  authorization: {
    eventName: 'token.create.success',
    userId: 'user-1',
    requestId: 'req-1',
    channelCode: 'PH_GCASH_DIRECT_DEBIT',
    payToken: 'PT-1',
    tokenStatus: 'ACTIVED',
    expiresTime: '2027-11-21 10:00:00',
  },
  directDebit: {
    eventName: 'direct.debit.success',
    mchOrderId: 'dd-1',
    transactionId: 'TX-DD-1',
    amount: 7000,
    transactionStatus: 'COMPLETED',
    createTime: '2024-07-09T15:37:52+08:00',
    returnTime: '2024-07-09T15:37:59+08:00',
    channelCode: 'BLUEPAY_DIRECT_DEBIT',
    remark: '',
  },
} as const;

/**
 * Every event these tests post, for handlers that test the handler's own mechanics (reading, verifying,
 * deduplicating, answering) on the signature alone: a handler with neither `confirm` nor `boundUrls`
 * accepts only the events its `unconfirmed` names.
 */
export const signatureOnly: readonly string[] = [...Object.keys(testEvents.notifications), 'coupon.issued'];
