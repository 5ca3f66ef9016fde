import * as v from 'valibot';
import { GatewayError } from '../../protocol/gateway-error.js';
import { RESULT } from '../../protocol/result-codes.js';
import * as f from '../../validation/fields.js';
import { defineOperation } from '../define-operation.js';
import { payoutFields } from '../payouts/payout-fields.js';
import { startPayout } from '../payouts/start-payout.js';

/** The pay methods of a Philippine payout: SCANQR pays the account a scanned QR code names. */
const PAY_METHODS: readonly string[] = ['BANK', 'EWALLET', 'SCANQR'];

/**
 * `/open-api/philippines/disbursement/transfer` (https://docs.ezpaytechs.com/en/philippines/Disbursement/Disburse.html):
 * PHP payout, centavos: a taken `idempotencyId` answers 21015, a taken `mchOrderId` 21007, an amount
 * above the balance 21014 (the balance is debited at creation). `payMethodCode` `BANK`, `EWALLET` or `SCANQR` (the QR code's content as
 * `accountNo`, https://docs-v240402.paycools.com.ph/zh/DisbursementV2/Disburse.html), else 21019 "Request
 * pay method code error"; `transferCode` is required for `BANK` and `EWALLET` (else 21018 "Request
 * transfer code error"), both codes from https://docs.paycools.com/en/v1/common/PlatformApiErrorCode.html.
 * A `BANK` or `EWALLET` account number takes 1–50 characters (else 21002), a QR code's content up to 512.
 * The payee's identity members that page lists are kept on the payout.
 */
export const createPayout = defineOperation({
  path: '/open-api/philippines/disbursement/transfer',
  params: v.object({
    ...payoutFields,
    accountNo: f.text(1, 512),
    payMethodCode: f.text(1, 32),
    transferCode: v.nullish(f.text(1, 64)),
    mchOrderId: f.orderId(),
    idempotencyId: f.text(10, 30),
    amount: f.amount(),
    idCardPicUrl: v.nullish(f.text(1, 200)),
    idCardExpiryDate: v.nullish(f.date()),
    birthPlace: v.nullish(f.text(1, 200)),
    gender: v.nullish(v.picklist([0, 1, 2], 'must be 0, 1 or 2')),
    email: v.nullish(f.text(1, 50)),
  }),
  handle(context, params) {
    if (!PAY_METHODS.includes(params.payMethodCode)) throw new GatewayError(RESULT.payMethodCodeError);
    if (params.payMethodCode !== 'SCANQR' && !params.transferCode) throw new GatewayError(RESULT.transferCodeError);
    // A QR code's content is longer than an account number: only SCANQR takes more than 50 characters.
    if (params.payMethodCode !== 'SCANQR' && params.accountNo.length > 50)
      throw GatewayError.param('accountNo must be 1-50 characters');
    const { idCardPicUrl, idCardExpiryDate, birthPlace, gender, email } = params;
    const identity = { idCardPicUrl, idCardExpiryDate, birthPlace, gender, email };
    const payee = Object.values(identity).some((value) => value != null)
      ? {
          idCardPicUrl: idCardPicUrl ?? null,
          idCardExpiryDate: idCardExpiryDate ?? null,
          birthPlace: birthPlace ?? null,
          gender: gender ?? null,
          email: email ?? null,
        }
      : null;
    return startPayout(
      context,
      { ...params, transferCode: params.transferCode ?? null, payee },
      { countryCode: 'PH', currency: 'PHP' },
    );
  },
});
