import { GatewayDateTimeSchema } from '@lintas/core';
import * as v from 'valibot';
import { FailedCodeSchema } from './fields.js';

/**
 * The fields the payment query and the payout query answer alike (https://docs.paycools.com/en/v2/Payment/CollectionStatus.html, https://docs.paycools.com/en/v2/Disbursement/DisburseStatus.html): a
 * transaction's keys, country, times, remark and failure. Each query adds its status and amounts.
 */
export const transactionRecordEntries = {
  /** Your order id of the transaction. */
  mchOrderId: v.string(),
  /** The gateway's id of the transaction. */
  transactionId: v.string(),
  /** The transaction's country, e.g. `PH`. */
  countryCode: v.nullish(v.string()),
  /** The transaction's currency, e.g. `PHP`. */
  currency: v.nullish(v.string()),
  /** When the transaction was created: `YYYY-MM-DD HH:mm:ss`, gateway local time. */
  createTime: v.nullish(GatewayDateTimeSchema),
  /** When the transaction finished; present once it is `COMPLETED` or `FAILED`. */
  returnTime: v.nullish(GatewayDateTimeSchema),
  /** The remark sent on creation. */
  remark: v.nullish(v.string()),
  /** Why the transaction failed, e.g. `-10004` (https://developers.paycools.co.id/en/common/ApiErrorCode.html); only on `FAILED`. */
  failedCode: v.nullish(FailedCodeSchema),
  /** The text of `failedCode`; only on `FAILED`. */
  failedMessage: v.nullish(v.string()),
};
