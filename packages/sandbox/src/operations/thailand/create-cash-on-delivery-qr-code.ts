import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';
import { deliveryItems, deliveryTerms } from '../payments/delivery-order.js';
import { deliveryQrCode } from '../payments/delivery-qr-code.js';
import { startPayment } from '../payments/start-payment.js';

/**
 * `/open-api/v2/jt/qrcode` (https://jtdocs.bluepay.asia/en/PaymentQR/QRCodeCreate.html): a J&T
 * cash-on-delivery QR code, a THB payment in satang the payer makes by scanning `qrCodeContent`, PENDING
 * and `ACTIVE` until paid (then `qrcode.payment.success` to `notifyUrl`, with `fee` and `totalAmount` as
 * the J&T notification page shows them). `businessType` defaults to 1 and `projectType` to `PPCASH`;
 * `items` are kept as sent, and their amounts must add up to `amount` (the page's Chinese copy calls it
 * the sub-orders' total) or 21002. A taken order id answers 21007. Answers the members of the detail.
 */
export const createCashOnDeliveryQrCode = defineOperation({
  path: '/open-api/v2/jt/qrcode',
  params: v.object({
    mchOrderId: f.orderId(),
    channelCode: f.text(1, 64),
    amount: f.amount(),
    businessType: v.nullish(v.picklist([1, 2], 'must be 1 or 2')),
    projectType: v.nullish(f.oneOf(['PPCASH', 'VIP', 'HOME'])),
    notifyUrl: f.httpUrl(),
    items: deliveryItems,
    remark: f.optionalText(),
  }),
  handle(context, params) {
    const total = params.items?.reduce((sum, item) => sum + item.amount, 0);
    if (total !== undefined && params.items?.length && total !== params.amount)
      throw GatewayError.param(`amount must be the sum of the items' amounts (${total})`);
    const payment = startPayment(context, {
      source: 'delivery-qr',
      mchOrderId: params.mchOrderId,
      countryCode: 'TH',
      currency: 'THB',
      channelCode: params.channelCode,
      channelType: 'QR',
      amount: params.amount,
      remark: params.remark,
      notifyUrl: params.notifyUrl,
      delivery: deliveryTerms(params),
    });
    return deliveryQrCode(context.sandbox, payment);
  },
});
