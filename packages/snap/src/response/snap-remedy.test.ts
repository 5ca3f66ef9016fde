import { describe, expect, it } from 'vitest';
import { readResponseCode } from './response-code.js';
import { snapRemedy } from './snap-remedy.js';

const remedyOf = (code: string) => {
  const read = readResponseCode(code);
  if (!read) throw new Error(`not a response code: ${code}`);
  return snapRemedy(read);
};

describe('snapRemedy of a partnerReferenceNo used before (409xx01)', () => {
  it.each([
    ['4094701', 'QRIS (47)'],
    ['4099001', 'ATM code (90)'],
  ])('%s, a %s the sites document no lookup of, says what to do instead of looking it up', (code) => {
    const remedy = remedyOf(code);
    expect(remedy).toContain('the site documents no lookup of it: do not send it again');
    expect(remedy).toContain('make a new one under a new partnerReferenceNo');
    expect(remedy).not.toMatch(/look it up/i);
  });

  it('4095401, a direct debit payment (54), names its status check (55)', () => {
    expect(remedyOf('4095401')).toContain(
      "client.snap.queryPaymentStatus({ originalPartnerReferenceNo, merchantId, serviceCode: '54' })",
    );
  });

  it('leaves the other refusals to their responseMessage', () => {
    expect(remedyOf('4044701')).toBeUndefined();
  });
});
