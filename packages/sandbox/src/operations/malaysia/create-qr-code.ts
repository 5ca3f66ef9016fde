import * as v from 'valibot';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';
import { qrCodeAnswer } from '../payments/qr-code-answer.js';
import { startPayment } from '../payments/start-payment.js';

/**
 * `/open-api/qr/generate` (https://docs.paycools.com.my/en/PaymentQR/QRCodeCreate.html): a DuitNow
 * dynamic QR code (`DUITNOW_DYNAMIC_QR`), an MYR payment in sen the payer makes by scanning
 * `qrCodeContent`, PENDING and `ACTIVE` until paid (then `qrcode.payment.success` to `notifyUrl`).
 * The path is Thailand's QR code's too (on another site): the sandbox serves a request naming a
 * Malaysian channel as Malaysia's. `amount` is required, `mobile` 10–11 digits, `expireSeconds`
 * 30–3600. The answer carries every field of the page's response table.
 */
export const createQrCode = defineOperation({
  path: '/open-api/qr/generate',
  accepts: (params, { sandbox }) =>
    typeof params['channelCode'] === 'string' && sandbox.channels.find(params['channelCode'])?.countryCode === 'MY',
  params: v.object({
    mchOrderId: f.orderId(),
    channelCode: f.text(1, 64),
    amount: f.amount(),
    notifyUrl: f.httpUrl(),
    customerName: v.nullish(f.text(1, 100)),
    email: v.nullish(f.text(1, 128)),
    mobile: v.nullish(v.pipe(f.text(10, 11), v.regex(/^\d+$/, 'must be digits'))),
    remark: v.nullish(f.text(1, 256)),
    expireSeconds: v.nullish(v.pipe(f.amount(30), v.maxValue(3600, 'must be at most 3600'))),
  }),
  handle(context, params) {
    const payment = startPayment(context, {
      ...params,
      source: 'qr',
      countryCode: 'MY',
      currency: 'MYR',
      channelType: 'QR',
    });
    return qrCodeAnswer(context, payment, params.expireSeconds);
  },
});
