import * as f from '../../validation/fields.js';

/** Param schemas both payout operations share (the order id bounds differ and are added by each). */
export const payoutFields = {
  accountNo: f.text(1, 50),
  accountName: f.text(1, 128),
  payMethodCode: f.oneOf(['BANK', 'EWALLET']),
  transferCode: f.text(1, 64),
  remark: f.optionalText(),
};
