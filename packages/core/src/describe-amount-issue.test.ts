import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { amountCurrency, amountIssueMessage } from './describe-amount-issue.js';
import { AmountSchema, amountIn } from './schemas/amount.js';

describe('amountIssueMessage', () => {
  // Every row: the value given, the currency of the field, and the refusal a merchant reads.
  const rows: [unknown, 'PHP' | 'IDR' | 'MYR' | 'THB' | 'RUB' | null, string][] = [
    [
      '500.10',
      'PHP',
      "amount must be an integer in minor units (centavos for PHP): toMinorUnits('500.10', 'PHP') gives 50010",
    ],
    [
      500.1,
      'PHP',
      "amount must be an integer in minor units (centavos for PHP): toMinorUnits(500.1, 'PHP') gives 50010",
    ],
    ['19.99', 'MYR', "amount must be an integer in minor units (sen for MYR): toMinorUnits('19.99', 'MYR') gives 1999"],
    [
      '10.00',
      'THB',
      "amount must be an integer in minor units (satang for THB): toMinorUnits('10.00', 'THB') gives 1000",
    ],
    [
      '99.95',
      'RUB',
      "amount must be an integer in minor units (kopecks for RUB): toMinorUnits('99.95', 'RUB') gives 9995",
    ],
    [
      '50000',
      'IDR',
      "amount must be an integer in minor units (whole rupiah for IDR): toMinorUnits('50000', 'IDR') gives 50000",
    ],
    [
      '10.5',
      'IDR',
      "amount must be an integer in minor units (whole rupiah for IDR), e.g. toMinorUnits('50000', 'IDR') gives 50000 (received '10.5')",
    ],
    [
      '500.105',
      'PHP',
      "amount must be an integer in minor units (centavos for PHP), e.g. toMinorUnits('500.10', 'PHP') gives 50010 (received '500.105')",
    ],
    [
      'PHP 500',
      'PHP',
      "amount must be an integer in minor units (centavos for PHP), e.g. toMinorUnits('500.10', 'PHP') gives 50010 (received a string of 7 characters)",
    ],
    [
      true,
      'PHP',
      "amount must be an integer in minor units (centavos for PHP), e.g. toMinorUnits('500.10', 'PHP') gives 50010 (received true)",
    ],
    [
      '500.10',
      null,
      "amount must be an integer in minor units of the call's currency, e.g. toMinorUnits('500.10', 'PHP') gives 50010 (IDR counts whole rupiah: toMinorUnits('50000', 'IDR') gives 50000) (received '500.10')",
    ],
  ];

  it.each(rows)('refuses %o in %s', (input, currency, message) => {
    expect(amountIssueMessage('amount', input, currency)).toBe(message);
  });

  it('never shows text that is not a short decimal, so a secret in the wrong field stays out', () => {
    const secret = 'sk_live_0123456789abcdefghijklmnop';
    expect(amountIssueMessage('amount', secret, 'PHP')).not.toContain(secret);
    expect(amountIssueMessage('amount', secret, null)).not.toContain(secret);
  });
});

describe('amountCurrency', () => {
  const other = v.string();
  // Every row: the schemas at a field, the params around it, and the currency its refusal shows.
  const rows: [string, unknown[], unknown, string | null | undefined][] = [
    ['a field that is no amount', [other], { currency: 'PHP' }, undefined],
    ['AmountSchema in a call with currency', [AmountSchema], { currency: 'MYR' }, 'MYR'],
    ['AmountSchema in a call with countryCode', [AmountSchema], { countryCode: 'ID' }, 'IDR'],
    ['AmountSchema in a call of unknown currency', [AmountSchema], { currency: 'USD' }, null],
    ['AmountSchema in a call without either', [AmountSchema], {}, null],
    ["amountIn('THB'), whatever the call says", [amountIn('THB')], { currency: 'PHP' }, 'THB'],
    ["amountIn('IDR') with bounds piped after it", [v.pipe(amountIn('IDR'), v.minValue(10_000))], {}, 'IDR'],
    ['one option of several', [other, amountIn('PHP')], undefined, 'PHP'],
  ];

  it.each(rows)('%s', (_name, nodes, parent, currency) => {
    expect(amountCurrency(nodes, parent)).toBe(currency);
  });
});
