import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import { formatGatewayTime } from '../../utils/time.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';
import { startPayment } from '../payments/start-payment.js';

/** How long an order can be paid when the request does not say: an hour, as the page documents. */
const DEFAULT_EXPIRE_SECONDS = 3600;

/**
 * `/open-api/webpay/generate` (https://docs.bluepay.asia/en/PaymentOrder/PaymentOrderCreate.html): a THB
 * payment the payer makes through `payUrl`, PENDING until paid (then `order.payment.success` to
 * `notifyUrl`). `mobile` is Thai (`0([689]\d{8})`), `payerClientIp` is required for `WECHAT_URL`,
 * `wpOpenid` and `wpAppid` for `WECHAT_JS_URL`, whose answer adds `shortUrl` and
 * `metadata.wechatpay.prepayId`. PayCools Malaysia's copy of this path is not public: the sandbox serves
 * the Thai one.
 */
export const createWebpay = defineOperation({
  path: '/open-api/webpay/generate',
  params: v.object({
    mchOrderId: f.orderId(),
    channelCode: f.text(1, 64),
    amount: f.amount(),
    notifyUrl: f.httpUrl(),
    redirectUrl: f.httpUrl(),
    customerName: f.text(1, 100),
    email: f.text(1, 128),
    mobile: v.pipe(v.string(), v.regex(/^0[689]\d{8}$/, 'must match 0([689]\\d{8})')),
    remark: f.optionalText(),
    expireSeconds: v.nullish(v.pipe(f.amount(30), v.maxValue(3600, 'must be at most 3600'))),
    payerClientIp: f.optionalText(),
    wpOpenid: f.optionalText(),
    wpAppid: f.optionalText(),
  }),
  handle(context, params) {
    if (params.channelCode === 'WECHAT_URL' && !params.payerClientIp)
      throw GatewayError.param('payerClientIp is required when channelCode=WECHAT_URL');
    if (params.channelCode === 'WECHAT_JS_URL' && !(params.wpOpenid && params.wpAppid))
      throw GatewayError.param('wpOpenid and wpAppid are required when channelCode=WECHAT_JS_URL');
    const payment = startPayment(context, { ...params, source: 'webpay', countryCode: 'TH', currency: 'THB' });
    const inWechat = params.channelCode === 'WECHAT_JS_URL';
    return {
      mchOrderId: payment.mchOrderId,
      payUrl: payment.payData,
      transactionId: payment.transactionId,
      expiresTime: formatGatewayTime(payment.createdAt + (params.expireSeconds ?? DEFAULT_EXPIRE_SECONDS) * 1000),
      ...(inWechat && {
        shortUrl: payment.payData,
        metadata: { wechatpay: { prepayId: `wx${payment.transactionId}` } },
      }),
    };
  },
});
