import { createClient, isOutcomeUnknownError, rsaSha256Signer } from '@lintas/core';
import { philippines } from '@lintas/philippines';
import { createDemoMerchant, type DemoMerchant } from '@lintas/sandbox';
import { rejectionOf, useSandbox } from '@lintas/testing';
import { describe, expect, it } from 'vitest';
import { type ReconciliationJournal, reconcile } from '../src/index.js';
import { useClients } from './support/clients.js';
import { type JournalSubject, journalSubjects } from './support/journals.js';
import { bankPayout } from './support/payouts.js';

// One journal shared by two merchant accounts of one gateway (two appIds, as a platform with a
// merchant account per country or brand runs them): each account's calls are its own entries, and
// reconcile() settles only the entries of its client's account.

const setup = useSandbox(philippines);
const clients = useClients();
const path = philippines.endpoints.createPayout.path;
const minutesLater = (minutes: number) => () => Date.now() + minutes * 60 * 1000;

/** A client of `merchant` on the sandbox, writing its calls ahead to `journal`, never retrying. */
async function accountClient(merchant: DemoMerchant, journal: ReconciliationJournal) {
  return createClient({
    baseUrl: setup.sandbox.url,
    appId: merchant.appId,
    signer: await rsaSha256Signer({ privateKey: merchant.privateKey }),
    retry: { limit: 0 },
    journal,
  }).use(philippines);
}

/** The payouts the gateway holds under `mchOrderId`, in every account, as `appId amount`. */
const payoutsOf = (mchOrderId: string) =>
  setup.sandbox
    .state()
    .payouts.filter((record) => record.mchOrderId === mchOrderId)
    .map((record) => `${record.appId} ${record.amount}`);

/** A fresh journal of `subject` and the clients of two accounts writing to it: the file's merchant (A) and another (B). */
async function twoAccounts(subject: JournalSubject) {
  const journal = await subject.create(clients);
  const other = createDemoMerchant(setup.sandbox);
  return {
    journal,
    other,
    accountA: await accountClient(setup.merchant, journal),
    accountB: await accountClient(other, journal),
  };
}

describe.each(journalSubjects)('two merchant accounts sharing one $name journal', (subject) => {
  it("never settles another account's payout: reconciled with account A, B's paid payout is listed, never read 'not committed' and paid again from A", async () => {
    const { journal, other, accountA, accountB } = await twoAccounts(subject);
    const payout = bankPayout();
    // B's payout is made, and its answer lost: B's call ends unknown, its entry pending.
    setup.sandbox.injectFault({ path, kind: 'reset-after' });
    expect(isOutcomeUnknownError(await rejectionOf(accountB.philippines.createPayout(payout)))).toBe(true);
    expect(payoutsOf(payout.mchOrderId)).toEqual([`${other.appId} ${payout.amount}`]);

    // Reconciled with A's client, past the window: B's entry is listed as another account's, as it was.
    const results = await reconcile({ client: accountA, journal, endpoints: [philippines], now: minutesLater(21) });
    // What the merchant's application does with each result: make again what was not committed.
    for (const { entry, endpoint } of results)
      if (entry.status === 'not-committed' && endpoint) await accountA.call(endpoint, entry.params as never);
    expect(results.map(({ entry, account }) => [entry.keys.mchOrderId, entry.status, account])).toEqual([
      [payout.mchOrderId, 'pending', 'other'],
    ]);
    expect(results[0]?.entry).toMatchObject({ appId: other.appId, checks: 0 });
    expect(payoutsOf(payout.mchOrderId)).toEqual([`${other.appId} ${payout.amount}`]);

    // Reconciled with B's own client, it is committed: paid once, from B.
    const own = await reconcile({ client: accountB, journal, endpoints: [philippines], now: minutesLater(21) });
    expect(own.map(({ entry }) => [entry.keys.mchOrderId, entry.status, entry.appId])).toEqual([
      [payout.mchOrderId, 'committed', other.appId],
    ]);
    expect(payoutsOf(payout.mchOrderId)).toEqual([`${other.appId} ${payout.amount}`]);
  });

  it("keeps the same keys of two accounts apart: A's payout never overwrites B's unsent one, which B then makes once", async () => {
    const { journal, other, accountA, accountB } = await twoAccounts(subject);
    const payout = bankPayout();
    // B's client wrote its payout's intent ahead, and its process died before sending it.
    await journal.open({
      appId: other.appId,
      endpoint: path,
      keys: { mchOrderId: payout.mchOrderId, idempotencyId: payout.idempotencyId },
      params: payout,
    });
    // A makes a payout of its own under the same keys: committed, its entry closed with A's record.
    const made = await accountA.philippines.createPayout({ ...payout, amount: 90_000 });
    expect(payoutsOf(payout.mchOrderId)).toEqual([`${setup.merchant.appId} 90000`]);

    // B's entry is still B's, open, with B's params: reconciled with B's client once its window has
    // passed, it was not committed; B makes it again, once.
    const results = await reconcile({ client: accountB, journal, endpoints: [philippines], now: minutesLater(21) });
    expect(results.map(({ entry, account }) => [entry.appId, entry.status, entry.params.amount, account])).toEqual([
      [other.appId, 'not-committed', payout.amount, undefined],
    ]);
    expect(results[0]?.entry.record).toBeUndefined();
    for (const { entry, endpoint } of results)
      if (entry.status === 'not-committed' && endpoint) await accountB.call(endpoint, entry.params as never);
    expect(payoutsOf(payout.mchOrderId).sort()).toEqual(
      [`${setup.merchant.appId} 90000`, `${other.appId} ${payout.amount}`].sort(),
    );
    const committed = await journal.list('committed', { limit: 10 });
    expect(committed.map((entry) => [entry.appId, entry.params.amount]).sort()).toEqual(
      [
        [setup.merchant.appId, 90_000],
        [other.appId, payout.amount],
      ].sort(),
    );
    expect(committed.find((entry) => entry.appId === setup.merchant.appId)?.record).toMatchObject({
      transactionId: made.transactionId,
    });
  });
});
