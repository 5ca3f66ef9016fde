import { describe, expect, it } from 'vitest';
import { familyReadme, retryCell, settlementCell, statusCheckCell } from '../src/outputs/family-readme.mjs';

describe("the README's Retries cell", () => {
  it.each([
    [{ kind: 'read' }, 'read'],
    [
      { kind: 'write', keys: ['mchOrderId'], duplicateCodes: ['21007'], recovers: false, lookup: undefined },
      'write, keys `mchOrderId`; never resent once an attempt may have been committed: an ambiguous failure ends in `OutcomeUnknownError`',
    ],
    [
      {
        kind: 'write',
        keys: ['mchOrderId', 'idempotencyId'],
        duplicateCodes: ['21007', '21015'],
        recovers: true,
        lookup: '`queryPayment`',
      },
      'write, keys `mchOrderId`, `idempotencyId`; after an ambiguous failure, resent with the same keys: a duplicate refusal (21007, 21015) is looked up through `queryPayment` and returned only when it matches the call, else `OutcomeUnknownError`',
    ],
    [
      {
        kind: 'write',
        keys: ['bindNo'],
        duplicateCodes: ['GatewayCode.TransactionNotFound'],
        recovers: true,
        lookup: undefined,
      },
      'write, keys `bindNo`; after an ambiguous failure, resent with the same keys: a duplicate refusal (`GatewayCode.TransactionNotFound`) is resolved by its recovery, else `OutcomeUnknownError`',
    ],
    [
      { kind: 'write', keys: ['requestId'], duplicateCodes: [], recovers: true, lookup: '`queryTicket`' },
      'write, keys `requestId`; never resent once an attempt may have been committed: an ambiguous failure is looked up through `queryTicket` by its keys and returned when found, else `OutcomeUnknownError`',
    ],
    [
      { kind: 'write', keys: ['fileName'], duplicateCodes: [], recovers: true, lookup: undefined },
      'write, keys `fileName`; never resent once an attempt may have been committed: an ambiguous failure is looked up through its recovery by its keys and returned when found, else `OutcomeUnknownError`',
    ],
  ] as const)('%j: %s', (retry, cell) => {
    expect(retryCell(retry as Parameters<typeof retryCell>[0])).toBe(cell);
  });
});

describe("the README's Status check cell", () => {
  const write = { kind: 'write', keys: ['mchOrderId'], duplicateCodes: [], recovers: true, lookup: undefined } as const;
  it.each([
    [{ kind: 'read' }, ''],
    [write, 'none documented: check it in the gateway dashboard by its keys'],
    [
      {
        ...write,
        statusCheck: {
          method: 'neutral.queryPayout',
          params: ['mchOrderId'],
          fixed: [['countryCode', 'PH']],
          page: 'https://docs.paycools.com/en/v2/Disbursement/DisburseStatus.html',
        },
      },
      "`client.neutral.queryPayout({ mchOrderId, countryCode: 'PH' })` ([page](https://docs.paycools.com/en/v2/Disbursement/DisburseStatus.html))",
    ],
    [
      {
        ...write,
        statusCheck: { method: 'sample.queryThing', params: ['id', 'kind'], fixed: [], page: 'https://x.test/q' },
      },
      '`client.sample.queryThing({ id, kind })` ([page](https://x.test/q))',
    ],
  ] as const)('%j: %s', (retry, cell) => {
    expect(statusCheckCell(retry as Parameters<typeof statusCheckCell>[0])).toBe(cell);
  });
});

describe("the README's Settled after a crash cell", () => {
  const write = {
    kind: 'write',
    keys: ['mchOrderId'],
    duplicateCodes: [],
    recovers: false,
    lookup: undefined,
  } as const;
  const page = 'https://x.test/page';
  it.each([
    [{ kind: 'read' }, ''],
    [write, 'by a person, with the dashboard'],
    [{ ...write, statusCheck: { method: 'a.b', params: [], fixed: [], page }, recovers: true }, 'by its status check'],
    [
      { ...write, settlement: { strategy: 're-drive', page, codes: ['21007', '21021'], events: [] } },
      `re-drive: sent again with the same keys when the run allows it (\`reDrive: true\`); done, or refused with 21007, 21021: committed ([page](${page}))`,
    ],
    [
      { ...write, settlement: { strategy: 'probe', page, codes: [], events: [], cost: 'cancels the code' } },
      `probe: cancels the code; found: abandoned, else not committed ([page](${page}))`,
    ],
    [
      {
        ...write,
        settlement: { strategy: 'notification', page, codes: [], events: ['a.success'], reason: 'nobody got its URL' },
      },
      `notification: a confirmed \`a.success\` your handler's store kept; none: abandoned, as nobody got its URL ([page](${page}))`,
    ],
    [
      { ...write, settlement: { strategy: 'unreachable', page, codes: [], events: [], reason: 'nobody got it' } },
      `abandoned: nobody got it ([page](${page}))`,
    ],
  ] as const)('%j: %s', (retry, cell) => {
    expect(settlementCell(retry as Parameters<typeof settlementCell>[0])).toBe(cell);
  });
});

describe("the README's table of status checks", () => {
  const write = { kind: 'write', keys: ['id'], duplicateCodes: [], recovers: false, lookup: undefined } as const;
  const endpoint = (name: string, retry: object) => ({ name, module: '', path: `/${name}`, retry, exports: [] });
  const readme = (endpoints: readonly object[]) =>
    familyReadme({ folder: 'sample' } as never, endpoints as never).content.split('### How to check')[1];

  it('lists each money-moving write, and leaves out a write that moves no money (movesMoney: false)', () => {
    const table = readme([endpoint('createPayout', write), endpoint('createTicket', { ...write, movesMoney: false })]);
    expect(table).toContain('| `createPayout` | none documented');
    expect(table).not.toContain('createTicket');
  });

  it('has no such table when every write moves no money', () => {
    expect(readme([endpoint('createTicket', { ...write, movesMoney: false })])).toBeUndefined();
  });
});
