import { describe, expect, it } from 'vitest';
import { type NextStepFacts, nextStep } from '../src/journal/next-step.js';

// What the merchant does with each line a reconcile run lists, as a table of its rows: the entry's
// status, whose it is, and for a payment the gateway holds, its status and what the payer pays with.

const payment = { payerNeeds: ['payData'] } as const;
const pendingPayment = { mchOrderId: 'pay-1', transactionStatus: 'PENDING' };

const table: readonly [string, NextStepFacts, string][] = [
  [
    "another account's entry",
    { status: 'pending', account: 'other', appId: 'B200' },
    "another merchant account's (appId B200): reconcile it with that account's client; it was not looked up under this one",
  ],
  [
    'an entry journaled before entries named their account',
    { status: 'open', account: 'unnamed' },
    'journaled before entries named their account: give it its account (migrateRedisJournal or migratePostgresJournal), then reconcile again',
  ],
  ['a payout made, every field confirmed', { status: 'committed', record: {} }, 'made: mark it done'],
  [
    'a payout made, its account unconfirmed',
    { status: 'committed', unconfirmed: ['accountNo', 'accountName'] },
    'made: mark it done; nothing confirms accountNo, accountName: check them in the dashboard if they matter',
  ],
  [
    'a payment paid',
    { status: 'committed', ...payment, record: { transactionStatus: 'COMPLETED' } },
    'paid: fulfil the order (its notification comes too)',
  ],
  [
    'a payment closed or failed',
    { status: 'committed', ...payment, record: { transactionStatus: 'FAILED' } },
    'not paid, and it is over: create a new order under a new mchOrderId if it is still wanted',
  ],
  [
    'a payment pending, the lookup holding what the payer pays with',
    { status: 'committed', ...payment, record: { ...pendingPayment, payData: 'qr...' } },
    'not paid yet: give the payer its payData (in the record) and wait for its notification, or close it (neutral.closePayment) and create a new order under a new mchOrderId',
  ],
  [
    'a payment pending, the payer never given what to pay with',
    { status: 'committed', ...payment, record: pendingPayment },
    'not paid yet, and the payer never got its payData: close it (neutral.closePayment) and create a new order under a new mchOrderId; if your application did give it to the payer, wait for its notification instead',
  ],
  [
    'not committed',
    { status: 'not-committed' },
    'not made, nothing moved: make it again only if your application still wants it, with the same keys',
  ],
  [
    'abandoned',
    { status: 'abandoned' },
    'nobody can use what was made, and nothing moved: make it again, if your application still wants it, under new keys',
  ],
  [
    'to a person',
    { status: 'unknown' },
    'a person checks it with the gateway, in its dashboard, by its keys: the note says why',
  ],
  [
    'one a re-drive would settle, not allowed',
    { status: 'pending', wouldResend: true },
    'not settled: allow re-drive (reconcile({ reDrive: true }), lintas reconcile --re-drive) to send it again with the same keys, or check it by hand',
  ],
  ['not settled yet', { status: 'open' }, 'not settled yet: reconcile again later'],
  ['failed', { status: 'failed' }, 'its caller was told it failed: nothing moved'],
];

describe('nextStep: what to do with each line of a reconcile run', () => {
  it('has a row for every status', () => {
    const statuses = new Set(table.map(([, facts]) => facts.status));
    for (const status of ['open', 'pending', 'committed', 'not-committed', 'failed', 'unknown', 'abandoned'])
      expect(statuses.has(status as NextStepFacts['status']), status).toBe(true);
  });

  it.each(table)('%s', (_situation, facts, step) => {
    expect(nextStep(facts)).toBe(step);
  });

  it('tells a lost payment to close and create again, never just "done"', () => {
    for (const [, facts, step] of table)
      if (facts.payerNeeds !== undefined && facts.status === 'committed') expect(step).not.toMatch(/^made/);
  });
});
