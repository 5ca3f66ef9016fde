import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { personalData } from './personal-data.js';
import { isPersonal, personalFields } from './personal-fields.js';
import { personalRedaction, personalValues } from './personal-redaction.js';

const Name = v.pipe(v.string(), v.minLength(1), personalData());

describe('personalFields', () => {
  // Every row: a schema, and the names of the members it marks as personal data.
  const rows: [string, unknown, string[]][] = [
    ['no mark', v.strictObject({ mchOrderId: v.string() }), []],
    ['a marked field', v.strictObject({ mchOrderId: v.string(), customerName: Name }), ['customerName']],
    [
      'an optional, nullable or nullish marked field',
      v.looseObject({ a: v.optional(Name), b: v.nullable(Name), c: v.nullish(Name) }),
      ['a', 'b', 'c'],
    ],
    ['a schema built on a marked one', v.strictObject({ email: v.pipe(Name, v.maxLength(50)) }), ['email']],
    [
      'a marked record',
      v.strictObject({ billingAddress: v.optional(v.pipe(v.record(v.string(), v.unknown()), personalData())) }),
      ['billingAddress'],
    ],
    [
      'in objects in an array',
      v.strictObject({ items: v.array(v.strictObject({ courierName: Name, regionNo: v.string() })) }),
      ['courierName'],
    ],
    [
      'in every option of a variant',
      v.variant('kind', [
        v.strictObject({ kind: v.literal('A'), accountNo: Name }),
        v.strictObject({ kind: v.literal('B'), mobile: Name }),
      ]),
      ['accountNo', 'mobile'],
    ],
    [
      'in a piped object',
      v.pipe(
        v.strictObject({ userId: Name }),
        v.check(() => true),
      ),
      ['userId'],
    ],
    [
      'a picklist, whose options are values',
      v.strictObject({ gender: v.pipe(v.picklist([0, 1, 2]), personalData()) }),
      ['gender'],
    ],
  ];

  it.each(rows)('%s', (_name, schema, names) => {
    expect([...personalFields(schema)].sort()).toEqual(names.sort());
  });

  it('reads a schema once', () => {
    const schema = v.strictObject({ email: Name });
    expect(personalFields(schema)).toBe(personalFields(schema));
  });

  it('tells a marked schema from an unmarked one, through optional and nullable', () => {
    expect([isPersonal(Name), isPersonal(v.optional(Name)), isPersonal(v.string()), isPersonal(undefined)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('personalRedaction', () => {
  const endpoint = {
    path: '/open-api/test/payment',
    params: v.strictObject({
      mchOrderId: v.string(),
      customerName: Name,
      items: v.optional(v.array(v.strictObject({ mobile: Name }))),
    }),
    data: v.looseObject({ transactionId: v.string(), email: v.optional(Name) }),
    retry: 'read',
  } as never;

  it('leaves out the members of the params and data schemas, and the call’s own values', () => {
    const params = { mchOrderId: 'o-1', customerName: 'Juan dela Cruz', items: [{ mobile: '09171234567' }] };
    const redact = personalRedaction(endpoint, params);
    expect(redact?.(`param ${JSON.stringify(params)}`)).toBe(
      'param {"mchOrderId":"o-1","customerName":"[personal data]","items":[{"mobile":"[personal data]"}]}',
    );
    expect(redact?.('answer body {"code":10000,"data":{"transactionId":"T1","email":"juan@example.com"}}')).toBe(
      'answer body {"code":10000,"data":{"transactionId":"T1","email":"[personal data]"}}',
    );
    expect(redact?.('failed: 21002 mobile 09171234567 refused')).toBe('failed: 21002 mobile [personal data] refused');
  });

  it('is absent for an endpoint without personal fields', () => {
    const plain = {
      ...(endpoint as object),
      params: v.strictObject({ a: v.string() }),
      data: v.looseObject({}),
    } as never;
    expect(personalRedaction(plain, { a: 'x' })).toBeUndefined();
  });

  it('collects the values under personal members at any depth, numbers as text', () => {
    const values = personalValues(
      { a: 'x', accountNo: 1234, nested: { customerName: 'Ana', list: [{ mobile: '0917' }] }, billing: { city: 'Q' } },
      new Set(['accountNo', 'customerName', 'mobile', 'billing']),
    );
    expect(values.sort()).toEqual(['0917', '1234', 'Ana', 'Q'].sort());
  });
});
