import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import { compact } from '../../utils/compact.js';
import { formatGatewayTime, gatewayDate } from '../../utils/time.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';

/**
 * `/open-api/v2/jt/qrcode/payments` (https://jtdocs.bluepay.asia/en/PaymentQR/QRCodePaymentList.html):
 * the payments of J&T cash-on-delivery QR codes created within `startDate`..`endDate` (UTC+8 days),
 * named by the code's `mchOrderId` or by one of its `subOrderId`s (exactly one, else 21002), as a bare
 * array. The page does not say how a code with several sub-orders is listed: the sandbox answers one
 * row per payment, naming the sub-order asked for (or the only one).
 */
export const listCashOnDeliveryQrPayments = defineOperation({
  path: '/open-api/v2/jt/qrcode/payments',
  params: v.object({
    mchOrderId: v.nullish(f.orderId()),
    subOrderId: v.nullish(f.text(1, 32)),
    startDate: f.date(),
    endDate: f.date(),
  }),
  handle(context, params) {
    if (Boolean(params.mchOrderId) === Boolean(params.subOrderId))
      throw GatewayError.param('give either mchOrderId or subOrderId');
    if (params.endDate < params.startDate) throw GatewayError.param('endDate must not be before startDate');
    return [...context.sandbox.store.payments.values()]
      .filter(
        (payment) =>
          payment.appId === context.appId &&
          payment.source === 'delivery-qr' &&
          (params.mchOrderId
            ? payment.mchOrderId === params.mchOrderId
            : (payment.delivery?.items ?? []).some((item) => item['subOrderId'] === params.subOrderId)) &&
          gatewayDate(payment.createdAt) >= params.startDate &&
          gatewayDate(payment.createdAt) <= params.endDate,
      )
      .map((payment) => {
        const items = payment.delivery?.items ?? [];
        const only = items.length === 1 ? items[0]?.['subOrderId'] : undefined;
        const fee = payment.delivery?.fee ?? 0;
        return compact({
          transactionId: payment.transactionId,
          channelCode: payment.channelCode,
          transactionCreateTime: formatGatewayTime(payment.createdAt),
          transactionReturnTime: payment.returnedAt === null ? null : formatGatewayTime(payment.returnedAt),
          transactionStatus: payment.status,
          amount: payment.amount,
          fee,
          totalAmount: payment.amount + fee,
          mchOrderId: payment.mchOrderId,
          subOrderId: params.subOrderId ?? only ?? null,
          businessType: payment.delivery?.businessType ?? 1,
          projectType: payment.delivery?.projectType ?? 'PPCASH',
          remark: payment.remark,
        });
      });
  },
});
