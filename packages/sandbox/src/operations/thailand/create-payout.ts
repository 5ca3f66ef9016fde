import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import { RESULT } from '../../protocol/result-codes.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';
import { startPayout } from '../payouts/start-payout.js';

/** The pay methods of a Thai payout. */
const PAY_METHODS: readonly string[] = ['BANK', 'EWALLET', 'PROMPTPAY'];

/** A Thai mobile number: 06, 08 or 09 and eight digits. */
const THAI_MOBILE = /^0[689]\d{8}$/;

/**
 * `/open-api/disbursement/transfer` (https://docs.bluepay.asia/en/Disbursement/Disburse.html): a THB
 * payout in satang to a bank (`BANK`), an e-wallet (`EWALLET`) or a PromptPay id (`PROMPTPAY`), else
 * 21019. A bank payout needs `transferCode` (else 21018), `accountName`, `accountType` (`INDIVIDUAL` or
 * `ORGANIZATION`), `accountTaxId` and a Thai `mobile` (else 21002); a PromptPay payout needs
 * `promptpayAccountType` `NATID` or `MSISDN` (else 21002). A taken `idempotencyId` answers 21015, a taken
 * `mchOrderId` 21007, an amount above the balance 21014 (debited at creation). No copy of the page shows an
 * answer: the sandbox answers like the other payout creates.
 */
export const createPayout = defineOperation({
  path: '/open-api/disbursement/transfer',
  params: v.object({
    mchOrderId: f.orderId(10, 32),
    idempotencyId: f.text(10, 32),
    amount: f.amount(),
    payMethodCode: f.text(1, 32),
    transferCode: v.nullish(f.text(1, 64)),
    promptpayAccountType: v.nullish(f.oneOf(['NATID', 'MSISDN'])),
    accountNo: f.text(1, 50),
    accountName: v.nullish(f.text(1, 128)),
    accountType: v.nullish(f.oneOf(['INDIVIDUAL', 'ORGANIZATION'])),
    accountTaxId: v.nullish(f.text(1, 50)),
    mobile: v.nullish(v.pipe(f.text(10, 10), v.regex(THAI_MOBILE, 'must be 06, 08 or 09 and eight digits'))),
    relationship: v.nullish(f.text(1, 50)),
    remark: v.nullish(f.text(1, 256)),
  }),
  handle(context, params) {
    if (!PAY_METHODS.includes(params.payMethodCode)) throw new GatewayError(RESULT.payMethodCodeError);
    if (params.payMethodCode === 'BANK') {
      if (!params.transferCode) throw new GatewayError(RESULT.transferCodeError);
      for (const field of ['accountName', 'accountType', 'accountTaxId', 'mobile'] as const)
        if (!params[field]) throw GatewayError.param(`${field} is required for a BANK payout`);
    }
    if (params.payMethodCode === 'PROMPTPAY' && !params.promptpayAccountType)
      throw GatewayError.param('promptpayAccountType is required for a PROMPTPAY payout');
    return startPayout(
      context,
      {
        ...params,
        accountName: params.accountName ?? null,
        transferCode: params.transferCode ?? null,
      },
      { countryCode: 'TH', currency: 'THB' },
    );
  },
});
