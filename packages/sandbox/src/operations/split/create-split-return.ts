import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import { RESULT } from '../../protocol/result-codes.js';
import type { SplitReturnRecord } from '../../state/records.js';
import { formatIsoWithOffset } from '../../utils/time.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';

/**
 * `/open-api/v1/splitPaymentOrder/generateRefundOrder` (https://developers.paycools.co.id/en/402333898e0): returns (part of) a seeded
 * split payment at once (`returnStatus` SUCCESS). Unknown split payment, detail, order or country →
 * 21006; a taken `splitMerchantOrderReturnNo` → 21007; above the returnable remainder → 21021. Its
 * times are ISO 8601 with `+08:00`.
 */
export const createSplitReturn = defineOperation({
  path: '/open-api/v1/splitPaymentOrder/generateRefundOrder',
  params: v.object({
    detailNo: f.text(1, 64),
    splitMerchantOrderNo: f.text(1, 64),
    splitPaymentNo: f.text(1, 64),
    splitMerchantOrderReturnNo: f.text(1, 64),
    amount: f.amount(),
    description: f.optionalText(),
    countryCode: f.countryCode(),
  }),
  handle(context, params) {
    const { sandbox, appId, now } = context;
    const { store } = sandbox;
    const split = store.splitPayments.get(appId, params.splitPaymentNo);
    const matches =
      split !== undefined &&
      split.detailNo === params.detailNo &&
      split.splitMerchantOrderNo === params.splitMerchantOrderNo &&
      split.countryCode === params.countryCode;
    if (!matches) throw new GatewayError(RESULT.transactionNotFound);
    if (store.splitReturnByOrder(appId, params.splitMerchantOrderReturnNo))
      throw new GatewayError(RESULT.duplicateOrderId);
    if (params.amount > split.amount - split.returnedAmount) throw new GatewayError(RESULT.amountInvalid);
    split.returnedAmount += params.amount;
    const record: SplitReturnRecord = {
      appId,
      detailNo: split.detailNo,
      detailReturnNo: sandbox.ids.next('DR', now),
      splitMerchantOrderNo: split.splitMerchantOrderNo,
      splitMerchantOrderReturnNo: params.splitMerchantOrderReturnNo,
      splitPaymentNo: split.splitPaymentNo,
      splitPaymentReturnNo: sandbox.ids.next('SR', now),
      returnMerchantNo: split.returnMerchantNo,
      countryCode: split.countryCode,
      amount: params.amount,
      description: params.description ?? '',
      returnStatus: 'SUCCESS',
      createdAt: now,
      finishedAt: now,
    };
    store.splitReturns.set(record.splitPaymentReturnNo, record);
    const { appId: _owner, countryCode: _country, createdAt, finishedAt, ...data } = record;
    return { ...data, createTime: formatIsoWithOffset(createdAt), finishTime: formatIsoWithOffset(finishedAt) };
  },
});
