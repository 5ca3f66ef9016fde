import { createSign, type KeyObject } from 'node:crypto';
import type { PreparedNotification } from '../notifications/notifier.js';
import type { SnapProfile } from './snap-profiles.js';
import { asymmetricStringToSign } from './snap-signatures.js';
import type { SnapMoney, SnapTransactionRecord } from './snap-state.js';

const jakartaOffsetMs = 7 * 3600 * 1000;

/** `YYYY-MM-DDTHH:mm:ss+07:00` of `ms`, Jakarta time. */
export function jakartaTimestamp(ms: number): string {
  return `${new Date(ms + jakartaOffsetMs).toISOString().slice(0, 19)}+07:00`;
}

/** `a + b`, in exact cents. */
export function addMoney(a: SnapMoney, b: SnapMoney): SnapMoney {
  const cents = (money: SnapMoney) => BigInt(money.value.replace('.', ''));
  const total = (cents(a) + cents(b)).toString().padStart(3, '0');
  return { value: `${total.slice(0, -2)}.${total.slice(-2)}`, currency: a.currency };
}

const zero = (currency: string): SnapMoney => ({ value: '0.00', currency });

/** What the transaction asked for: the QRIS's goods and freight, or an ATM code's `additionalInfo.amount` when it is a MONEY. */
function requestedAmount(record: SnapTransactionRecord): SnapMoney | undefined {
  const { codAmount, frtAmount, additionalInfo } = record.request as {
    codAmount?: SnapMoney;
    frtAmount?: SnapMoney;
    additionalInfo?: { amount?: unknown };
  };
  if (codAmount && frtAmount) return addMoney(codAmount, frtAmount);
  // A direct debit (service 54) names what it debits.
  if (record.serviceCode === '54') return record.request['amount'] as SnapMoney;
  const amount = additionalInfo?.amount as Partial<SnapMoney> | undefined;
  return typeof amount?.value === 'string' && typeof amount.currency === 'string'
    ? { value: amount.value, currency: amount.currency }
    : undefined;
}

/**
 * The payment notification's body (service 52) for `record`, with the members of its site's page:
 * the cargo site's aggregate COD and freight amounts with their fees, "Conditional, Y:= Successfully
 * processed", so sent for a paid transaction only
 * (https://docs-snap-cargo.paycools.co.id/en/SnapApi/FinishNotify.html); EZTrans's amount, fee and
 * total, "Mandatory", so sent for a failed one too, with the amount asked for (`0.00` when the request
 * named none: no kept page says what the site sends then) (https://docs-snap.eztrans.co.id/en/SnapApi/FinishNotify.html).
 * The sandbox charges no fee (no kept page states one).
 */
export function snapPaymentNotification(record: SnapTransactionRecord, profile: SnapProfile): Record<string, unknown> {
  const head = { originalReferenceNo: record.referenceNo, originalPartnerReferenceNo: record.partnerReferenceNo };
  const tail = {
    latestTransactionStatus: record.status,
    transactionStatusDesc: record.status === '00' ? 'Success' : 'Failed',
  };
  const amount = record.paidAmount ?? requestedAmount(record) ?? zero('IDR');
  const fee = zero(amount.currency);
  if (profile.notification === 'amount-fee')
    return { ...head, amount, feeAmount: fee, totalAmount: addMoney(amount, fee), ...tail };
  if (record.status !== '00') return { ...head, ...tail };
  const { codAmount, frtAmount } = record.request as { codAmount: SnapMoney; frtAmount: SnapMoney };
  return {
    ...head,
    aggregateCodAmount: codAmount,
    aggregateCodFeeAmount: fee,
    aggregateFrtAmount: frtAmount,
    aggregateFrtFeeAmount: fee,
    totalAggregateAmount: amount,
    totalAggregateFeeAmount: fee,
    ...tail,
  };
}

/**
 * `body` ready to POST to `url`, signed by the platform's private key with SNAP's asymmetric signature
 * of a call without a token: SHA256withRSA of `POST:<url path>:<SHA-256 of the minified body>:<X-TIMESTAMP>`
 * (https://apidocs-vsnap.netzme.id/api-reference/toko-netzme/snap-asymmetric-signature). Acknowledged by
 * HTTP 2xx with a `responseCode` of HTTP 200 (`2005200`).
 */
export function prepareSnapNotification(url: string, body: Record<string, unknown>, now: number) {
  return (platformPrivateKey: KeyObject): PreparedNotification => {
    const text = JSON.stringify(body);
    const timestamp = jakartaTimestamp(now);
    const signature = createSign('RSA-SHA256')
      .update(asymmetricStringToSign('POST', new URL(url).pathname, text, timestamp), 'utf8')
      .sign(platformPrivateKey, 'base64');
    return {
      body: text,
      headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': signature },
      acknowledged: (ok, answer) => ok && /"responseCode"\s*:\s*"200\d{4}"/.test(answer),
    };
  };
}
