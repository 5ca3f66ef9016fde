import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import { RESULT } from '../../protocol/result-codes.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';
import { deliveryQrCode, findDeliveryQrCode } from '../payments/delivery-qr-code.js';

/**
 * `/open-api/v2/jt/qrcode/detail` (https://jtdocs.bluepay.asia/en/PaymentQR/QRCodeDetail.html): a J&T
 * cash-on-delivery QR code by `mchOrderId`, with every member of the page's answer table (`fee` 0,
 * `totalAmount` the amount, `items` as sent); 21006 when the merchant has none.
 */
export const queryCashOnDeliveryQrCode = defineOperation({
  path: '/open-api/v2/jt/qrcode/detail',
  params: v.object({ mchOrderId: f.orderId() }),
  handle(context, params) {
    const payment = findDeliveryQrCode(context.sandbox, context.appId, params.mchOrderId);
    if (!payment) throw new GatewayError(RESULT.transactionNotFound);
    return deliveryQrCode(context.sandbox, payment);
  },
});
