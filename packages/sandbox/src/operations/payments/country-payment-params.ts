import * as f from '../../validation/fields.js';

/** Params of the country-path payment creates (Philippines, Indonesia): currency and country are implied. */
export const countryPaymentParams = {
  mchOrderId: f.orderId(),
  amount: f.amount(),
  customerName: f.text(1, 128),
  channelCode: f.text(1, 64),
  email: f.text(1, 128),
  mobile: f.text(1, 32),
  notifyUrl: f.httpUrl(),
  redirectUrl: f.optionalHttpUrl(),
  remark: f.optionalText(),
};
