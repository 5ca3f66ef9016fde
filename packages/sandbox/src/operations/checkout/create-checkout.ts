import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import { RESULT } from '../../protocol/result-codes.js';
import type { CheckoutRecord } from '../../state/records.js';
import { formatGatewayTime } from '../../utils/time.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';
import { requireChannel } from '../require-channel.js';

/** Validity of a checkout when `expireSeconds` is not given. */
const DEFAULT_EXPIRE_SECONDS = 3600;

/**
 * `/open-api/payment/checkout/generate` (https://docs.paycools.com/en/v2/checkout/Checkout.html): a hosted checkout order served by the
 * sandbox at `cashierUrl`, valid 3600 s unless `expireSeconds` says otherwise. Its order id shares the
 * namespace of payment creates (21007).
 */
export const createCheckout = defineOperation({
  path: '/open-api/payment/checkout/generate',
  params: v.object({
    mchOrderId: f.orderId(),
    countryCode: f.countryCode(),
    currency: f.currency(),
    amount: f.amount(),
    customerName: f.optionalText(),
    email: f.optionalText(),
    mobile: f.optionalText(),
    notifyUrl: f.httpUrl(),
    redirectUrl: f.optionalHttpUrl(),
    expireSeconds: f.optionalPositiveInteger(),
    language: f.optionalText(),
    channelTypeList: f.optionalTextList(),
    channelCodeList: f.optionalTextList(),
    remark: f.optionalText(),
    settlementCurrency: v.nullish(f.currency()),
    merchantLogo: f.optionalText(),
  }),
  handle(context, params) {
    const { sandbox, appId, now } = context;
    for (const channelCode of params.channelCodeList ?? [])
      requireChannel(context, channelCode, { countryCode: params.countryCode, uses: ['payment'] });
    if (sandbox.store.paymentOrderTaken(appId, params.mchOrderId)) throw new GatewayError(RESULT.duplicateOrderId);
    const checkout: CheckoutRecord = {
      appId,
      checkoutId: sandbox.ids.next('CH', now),
      mchOrderId: params.mchOrderId,
      countryCode: params.countryCode,
      currency: params.currency,
      settlementCurrency: params.settlementCurrency ?? null,
      amount: params.amount,
      customerName: params.customerName ?? null,
      email: params.email ?? null,
      mobile: params.mobile ?? null,
      notifyUrl: params.notifyUrl,
      redirectUrl: params.redirectUrl || null,
      language: params.language ?? null,
      channelTypeList: params.channelTypeList ?? null,
      channelCodeList: params.channelCodeList ?? null,
      remark: params.remark ?? null,
      status: 'PENDING',
      createdAt: now,
      expiresAt: now + (params.expireSeconds ?? DEFAULT_EXPIRE_SECONDS) * 1000,
      transactionIds: [],
    };
    sandbox.store.checkouts.set(checkout.checkoutId, checkout);
    return {
      checkoutId: checkout.checkoutId,
      mchOrderId: checkout.mchOrderId,
      status: checkout.status,
      cashierUrl: `${sandbox.url()}/__sandbox/checkout/${checkout.checkoutId}`,
      expiresTime: formatGatewayTime(checkout.expiresAt),
    };
  },
});
