import * as v from 'valibot';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';
import { deliveryItems, deliveryTerms } from '../payments/delivery-order.js';
import { paymentCreatedData } from '../payments/payment-created-data.js';
import { requirePayToken } from '../payments/require-pay-token.js';
import { startPayment } from '../payments/start-payment.js';
import { requireChannel } from '../require-channel.js';

/**
 * `/open-api/jt/direct/debit/pay` (https://jtdocs.bluepay.asia/en/DirectDebit/Pay.html): a PENDING
 * payment debited from the payer's pay token. The channel must be a direct-debit channel of the
 * sandbox (else 21005), the token ACTIVED, the merchant's and on that channel (else 21024), the order
 * id unused (else 21007); it is in the channel's currency, its `items` kept as sent. `businessType`
 * defaults to 1 and `projectType` to `PPCASH`, as the page says. Completing or failing it (control API)
 * sends `direct.debit.success|failed`, with ISO 8601 `+08:00` times as the notification page shows. The answer's
 * members are those of the older copy of the page (https://jtdoc.paycools.com/DirectDebit/Pay.html).
 */
export const createPayment = defineOperation({
  path: '/open-api/jt/direct/debit/pay',
  params: v.object({
    mchOrderId: f.orderId(),
    amount: f.amount(),
    channelCode: f.text(1, 64),
    payToken: f.text(1, 128),
    businessType: v.nullish(v.picklist([1, 2], 'must be 1 or 2')),
    projectType: v.nullish(f.oneOf(['PPCASH', 'VIP'])),
    items: deliveryItems,
    notifyUrl: v.pipe(f.httpUrl(), v.maxLength(256, 'must be at most 256 characters')),
    remark: v.nullish(f.text(1, 256)),
  }),
  handle(context, params) {
    const channel = requireChannel(context, params.channelCode, { uses: ['direct-debit'] });
    const { payToken } = requirePayToken(context, params.channelCode, params.payToken);
    const payment = startPayment(context, {
      source: 'direct-debit',
      mchOrderId: params.mchOrderId,
      countryCode: channel.countryCode,
      currency: channel.currency,
      channelCode: channel.channelCode,
      channelType: channel.channelType,
      amount: params.amount,
      remark: params.remark,
      notifyUrl: params.notifyUrl,
      payToken,
      delivery: deliveryTerms(params),
    });
    const { payData: _payData, ...data } = paymentCreatedData(payment);
    return data;
  },
});
