import { describe, expect, it } from 'vitest';
import type { CallRecord, FormField, TransactionRow } from '../src/console/api-types.js';
import { formValuesOf } from '../src/console/call-values.js';
import { harOf } from '../src/console/history-export.js';
import { type PrefillTarget, prefillFromRecords, recordChoices } from '../src/console/record-prefill.js';

const row = (overrides: Partial<TransactionRow> & Pick<TransactionRow, 'kind' | 'id'>): TransactionRow => ({
  reference: `ref-${overrides.id}`,
  status: 'PENDING',
  detail: '',
  actions: [],
  at: 0,
  ...overrides,
});

// Newest first, as the transaction list holds them: the newest record of all is a payout.
const ROWS: readonly TransactionRow[] = [
  row({ kind: 'payout', id: 'PO-PH', currency: 'PHP', amount: 100 }),
  row({ kind: 'payment', id: 'PAY-ID', currency: 'IDR', amount: 15000, source: 'indonesia' }),
  row({ kind: 'refund', id: 'RF-PH', currency: 'PHP', amount: 100, of: 'PAY-PH-PART', status: 'COMPLETE' }),
  row({ kind: 'payment', id: 'PAY-PH-PENDING', currency: 'PHP', amount: 50010, source: 'philippines' }),
  row({ kind: 'payment', id: 'PAY-PH-PART', currency: 'PHP', amount: 500, source: 'payment', status: 'COMPLETED' }),
  row({ kind: 'payment', id: 'PAY-PH-DONE', currency: 'PHP', amount: 500, source: 'payment', status: 'COMPLETED' }),
  row({ kind: 'refund', id: 'RF-PH-WAIT', currency: 'PHP', amount: 1, of: 'PAY-PH-DONE', status: 'PENDING' }),
  row({ kind: 'payment', id: 'PAY-DD', currency: 'PHP', amount: 100, source: 'direct-debit' }),
  row({ kind: 'token', id: 'TOKEN-OLD', status: 'INACTIVED' }),
];

const optional = (name: string) => ({ name, required: false });
const required = (name: string) => ({ name, required: true });

describe("a form's ids, from the newest record of the kind its fields name", () => {
  const cases: ReadonlyArray<readonly [string, PrefillTarget, Record<string, string>, RegExp | undefined]> = [
    [
      "a PH payment query names a PH payment by its order id, not the newer payout's",
      { family: 'philippines', name: 'queryPayment', country: 'PH', fields: [required('mchOrderId')] },
      { mchOrderId: 'ref-PAY-PH-PENDING' },
      undefined,
    ],
    [
      'a payout query names the payout, by the first of its optional ids only',
      {
        family: 'neutral',
        name: 'queryPayout',
        country: 'PH',
        fields: [optional('mchOrderId'), optional('transactionId')],
      },
      { mchOrderId: 'ref-PO-PH' },
      undefined,
    ],
    [
      "a payment query of another country names that country's payment",
      { family: 'neutral', name: 'queryPayment', country: 'ID', fields: [optional('transactionId')] },
      { transactionId: 'PAY-ID' },
      undefined,
    ],
    [
      'a refund names a paid payment with money left and no refund pending',
      { family: 'neutral', name: 'createRefund', country: 'PH', fields: [required('originalTransactionId')] },
      { originalTransactionId: 'PAY-PH-PART' },
      undefined,
    ],
    [
      'a direct-debit query names a direct-debit payment only',
      { family: 'directDebit', name: 'queryPayment', country: 'PH', fields: [optional('transactionId')] },
      { transactionId: 'PAY-DD' },
      undefined,
    ],
    [
      'no active token: the field stays empty and the form says what makes one',
      { family: 'directDebit', name: 'createPayment', country: 'PH', fields: [required('payToken')] },
      {},
      /payToken: a payer's approval makes a token/,
    ],
    [
      'no Thai payout: empty, and why',
      {
        family: 'neutral',
        name: 'queryPayout',
        country: 'TH',
        fields: [optional('mchOrderId'), optional('transactionId')],
      },
      {},
      /^No TH record to name yet\. mchOrderId or transactionId: send a payout first\.$/,
    ],
  ];
  it.each(cases)('%s', (_, target, values, missing) => {
    const prefill = prefillFromRecords(target, ROWS);
    expect(prefill.values).toEqual(values);
    if (missing) expect(prefill.missing).toMatch(missing);
    else expect(prefill.missing).toBeUndefined();
  });
});

describe("a record field's picker", () => {
  it('offers the records the field may name, newest first, by the value it takes', () => {
    const target = { family: 'neutral', name: 'createRefund', country: 'PH', fields: [] };
    expect(recordChoices(target, 'originalTransactionId', ROWS)).toEqual([
      { value: 'PAY-PH-PART', label: 'payment COMPLETED' },
    ]);
    const query = { family: 'philippines', name: 'queryPayment', country: 'PH', fields: [] };
    expect(recordChoices(query, 'mchOrderId', ROWS).map((choice) => choice.value)).toEqual([
      'ref-PAY-PH-PENDING',
      'ref-PAY-PH-PART',
      'ref-PAY-PH-DONE',
      'ref-PAY-DD',
    ]);
    expect(recordChoices(query, 'channelCode', ROWS)).toEqual([]);
  });
});

describe('a call sent, as its form is typed again', () => {
  const field = (name: string, kind: FormField['kind']): FormField => ({ name, kind, required: false, checks: [] });
  it('puts amounts in major units, lists comma-separated, JSON as JSON, null as empty; drops what has no field', () => {
    const fields = [
      field('amount', 'amount'),
      field('channels', 'list'),
      field('codAmount', 'json'),
      field('remark', 'text'),
      field('payMethodCode', 'choice'),
      field('expire', 'number'),
    ];
    const params = {
      amount: 50010,
      channels: ['A', 'B'],
      codAmount: { value: '1.00', currency: 'IDR' },
      remark: null,
      payMethodCode: 'EWALLET',
      expire: 30,
      stray: 'x',
    };
    expect(formValuesOf(fields, params, 'PHP')).toEqual({
      amount: '500.10',
      channels: 'A, B',
      codAmount: '{"value":"1.00","currency":"IDR"}',
      remark: '',
      payMethodCode: 'EWALLET',
      expire: '30',
    });
    expect(formValuesOf([field('amount', 'amount')], { amount: 15000 }, 'IDR')).toEqual({ amount: '15000' });
  });
});

describe('the history as a HAR 1.2 log', () => {
  const record = (id: number, at: number, exchanges: CallRecord['outcome']['exchanges']): CallRecord => ({
    id,
    at,
    family: 'neutral',
    name: 'queryBalance',
    path: '/open-api/account/balance',
    params: {},
    outcome: { exchanges },
    durationMs: 0,
    curl: [],
    typescript: '',
  });
  it('lists every attempt oldest first, timed from its call, a lost answer as status 0 with why', () => {
    const lost = {
      path: '/open-api/account/balance',
      envelope: { sign: 's' },
      status: null,
      answer: null,
      error: 'socket hang up',
      durationMs: 40,
    };
    const answered = {
      path: '/open-api/account/balance',
      envelope: { sign: 's' },
      status: 200,
      answer: { code: 10000 },
      durationMs: 10,
    };
    const har = harOf([record(2, 5_000, [answered]), record(1, 1_000, [lost, answered])], 'http://127.0.0.1:9/', '1');
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries.map((entry) => [entry.comment, entry.startedDateTime, entry.response.status])).toEqual([
      ['call #1 neutral.queryBalance, attempt 1 of 2', new Date(1_000).toISOString(), 0],
      ['call #1 neutral.queryBalance, attempt 2 of 2', new Date(1_040).toISOString(), 200],
      ['call #2 neutral.queryBalance, attempt 1 of 1', new Date(5_000).toISOString(), 200],
    ]);
    expect(har.log.entries[0]).toMatchObject({ _error: 'socket hang up', response: { content: { text: '' } } });
    expect(har.log.entries[1]).toMatchObject({
      request: {
        method: 'POST',
        url: 'http://127.0.0.1:9/open-api/account/balance',
        postData: { text: '{"sign":"s"}' },
      },
      response: { content: { text: '{"code":10000}', mimeType: 'application/json' } },
      timings: { wait: 10 },
    });
    // A call refused before sending put nothing on the wire.
    expect(harOf([record(3, 9_000, [])], 'http://127.0.0.1:9/', '1').log.entries).toEqual([]);
  });
});
