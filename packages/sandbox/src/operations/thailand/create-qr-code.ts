import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';
import { qrCodeAnswer } from '../payments/qr-code-answer.js';
import { startPayment } from '../payments/start-payment.js';

/**
 * `/open-api/qr/generate` (https://docs.bluepay.asia/en/PaymentQR/QRCodeCreate.html): a THB payment
 * the payer makes by scanning `qrCodeContent`, PENDING and `ACTIVE` until paid (then
 * `qrcode.payment.success` to `notifyUrl`). `amount` is required for a `…_DYNAMIC_QR` channel;
 * `expireSeconds` is 30–3600. The answer carries every field of the page's response table.
 */
export const createQrCode = defineOperation({
  path: '/open-api/qr/generate',
  params: v.object({
    mchOrderId: f.orderId(),
    channelCode: f.text(1, 64),
    amount: v.nullish(f.amount()),
    notifyUrl: f.httpUrl(),
    customerName: v.nullish(f.text(1, 100)),
    email: f.optionalText(),
    mobile: f.optionalText(),
    remark: f.optionalText(),
    expireSeconds: v.nullish(v.pipe(f.amount(30), v.maxValue(3600, 'must be at most 3600'))),
  }),
  handle(context, params) {
    if (params.amount == null && params.channelCode.endsWith('_DYNAMIC_QR'))
      throw GatewayError.param('amount is required for a dynamic QR code');
    const payment = startPayment(context, {
      ...params,
      amount: params.amount ?? 0,
      source: 'qr',
      countryCode: 'TH',
      currency: 'THB',
      channelType: 'QR',
    });
    return qrCodeAnswer(context, payment, params.expireSeconds);
  },
});
