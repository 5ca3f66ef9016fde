import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';
import { startPayout } from '../payouts/start-payout.js';

/**
 * `/open-api/disbursement` (https://developers.paycools.co.id/en/disbursement/Disburse.html): a
 * PayCools Indonesia payout of 10000–100000000 whole rupiah to a bank (`bankCode`) or e-wallet
 * (`ewalletCode`), `disbursementType` BANK_TRANSFER (default) or BI_FAST. The page's example answer is
 * cut short after its status in the copy read, so the sandbox answers like the other payout creates.
 */
export const createDisbursement = defineOperation({
  path: '/open-api/disbursement',
  params: v.object({
    mchOrderId: f.orderId(10, 32),
    idempotencyId: f.text(10, 32),
    amount: v.pipe(f.amount(10_000), v.maxValue(100_000_000, 'must be at most 100000000')),
    accountNo: f.text(1, 50),
    accountName: f.text(1, 100),
    payMethodCode: f.oneOf(['BANK', 'EWALLET']),
    bankCode: f.optionalText(),
    ewalletCode: f.optionalText(),
    remark: f.optionalText(),
    disbursementType: v.nullish(f.oneOf(['BANK_TRANSFER', 'BI_FAST'])),
  }),
  handle(context, params) {
    const transferCode = params.payMethodCode === 'BANK' ? params.bankCode : params.ewalletCode;
    if (!transferCode)
      throw GatewayError.param(`${params.payMethodCode === 'BANK' ? 'bankCode' : 'ewalletCode'} is required`);
    return startPayout(context, { ...params, transferCode }, { countryCode: 'ID', currency: 'IDR' });
  },
});
