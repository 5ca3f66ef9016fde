import { isGatewayError, isJournalWriteError } from '@lintas/core';
import { philippines } from '@lintas/philippines';
import { useSandbox } from '@lintas/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { type JournalEntry, journalEntryId, type ReconciliationJournal, reconcile } from '../src/index.js';
import { useClients } from './support/clients.js';
import { eventually } from './support/eventually.js';
import { bankPayout } from './support/payouts.js';
import { type Subject, storeClientsOf } from './support/store-clients.js';
import { startTcpFaultProxy, type TcpFaultProxy } from './support/tcp-fault-proxy.js';

// Finding 1 of the journal issue, as a table: every journal store and client library × every way its
// store fails (down, slow, restarted; when the intent is written or when the outcome is), over real
// HTTP to the sandbox and a TCP proxy between the journal and its real Redis or PostgreSQL. A call is
// bounded by the journal's timeout whatever the store does: an intent not written in time sends
// nothing, ever; an outcome not written in time is kept and written once the store is back, and the
// call settles at once. Finding 2 is the last row: a definite refusal whose close failed.

const path = '/open-api/philippines/disbursement/transfer';
const setup = useSandbox(philippines);
const clients = useClients();
const timeoutMs = 500;
/** Time a loaded 2-core machine may add to a bound. */
const slackMs = 1500;
const storeClients = storeClientsOf(clients, timeoutMs);
const payoutsOf = (mchOrderId: string) =>
  setup.sandbox.state().payouts.filter((record) => record.mchOrderId === mchOrderId);

type When = 'open' | 'close';

/** One way the store fails, and what a call must end with. */
interface Fault {
  readonly name: string;
  /** When the store fails: before the intent is written, or once it is (while the gateway answers). */
  readonly when: When;
  fail(proxy: TcpFaultProxy): Promise<void> | void;
  /** The gateway refuses the payout (21014) instead of making it. */
  readonly refused?: boolean;
  /** What the call settles with, and what the store holds once it is back. */
  readonly expect: 'not sent' | 'committed' | 'failed';
}

const faults: readonly Fault[] = [
  { name: 'down when the intent is written', when: 'open', fail: (proxy) => proxy.down(), expect: 'not sent' },
  { name: 'slow when the intent is written', when: 'open', fail: (proxy) => proxy.stall(), expect: 'not sent' },
  {
    name: 'restarted when the intent is written',
    when: 'open',
    fail: (proxy) => proxy.restart(),
    expect: 'committed',
  },
  { name: 'down when the outcome is written', when: 'close', fail: (proxy) => proxy.down(), expect: 'committed' },
  { name: 'slow when the outcome is written', when: 'close', fail: (proxy) => proxy.stall(), expect: 'committed' },
  {
    name: 'restarted when the outcome is written',
    when: 'close',
    fail: (proxy) => proxy.restart(),
    expect: 'committed',
  },
  {
    name: 'down when the outcome of a refused payout is written',
    when: 'close',
    fail: (proxy) => proxy.down(),
    refused: true,
    expect: 'failed',
  },
];

const opened: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.allSettled(opened.splice(0).map((close) => close()));
});

/** Waits until the journal wrote every outcome it kept (the store is back), at most 15 s. */
async function drained(journal: ReconciliationJournal): Promise<void> {
  await eventually('the kept outcomes to be written', async () => (await journal.flush()) === 0);
}

/**
 * Waits until the store holds the entry `id` closed, at most 15 s: an intent a stalled store takes once
 * it is back lands late, and only then does the journal close it (the close kept if it fails, and
 * written by a flush).
 */
async function closedLate(subject: Subject, id: string): Promise<void> {
  await eventually('the intent that landed late to be closed', async () => {
    await subject.journal.flush();
    const entry = await subject.direct.get(id);
    return entry !== undefined && entry.status !== 'open';
  });
}

describe.each(storeClients)('a journal on $name', (store) => {
  it.each(faults)('keeps every call bounded and loses no outcome when its store is $name', async (fault) => {
    const proxy = await startTcpFaultProxy(store.port());
    opened.push(() => proxy.close());
    const errors: unknown[] = [];
    const subject = await store.connect(proxy, (error) => errors.push(error));
    opened.push(() => subject.close());
    await subject.journal.list('open', { limit: 1 }); // a connection to drop
    // For a fault when the outcome is written: the store fails right after it confirmed the intent,
    // while the gateway answers.
    const journal: ReconciliationJournal =
      fault.when === 'close'
        ? {
            ...subject.journal,
            open: async (intent, options) => {
              await subject.journal.open(intent, options);
              await fault.fail(proxy);
            },
          }
        : subject.journal;
    const client = await setup.clientWith({ journal, retry: { limit: 0 } });
    const payout = bankPayout();
    const id = journalEntryId(
      path,
      { mchOrderId: payout.mchOrderId, idempotencyId: payout.idempotencyId },
      setup.merchant.appId,
    );
    if (fault.refused)
      setup.sandbox.injectFault({ path, kind: 'business-code', code: 21014, message: 'Merchant balance insufficient' });

    if (fault.when === 'open') await fault.fail(proxy);
    const started = performance.now();
    const call = client.philippines.createPayout(payout).then(
      (data) => ({ data }),
      (error: unknown) => ({ error }),
    );
    const settled = await call;
    const tookMs = performance.now() - started;

    // Settled at once: no longer than the store's timeout (twice: the intent, the outcome) and the
    // gateway's answer, whatever the store does.
    expect(tookMs).toBeLessThan(2 * timeoutMs + slackMs);
    if (fault.expect === 'not sent') {
      expect('error' in settled && isJournalWriteError(settled.error)).toBe(true);
    } else if (fault.expect === 'failed') {
      expect('error' in settled && isGatewayError(settled.error) && settled.error.code).toBe(21014);
    } else {
      expect(settled).toMatchObject({ data: { mchOrderId: payout.mchOrderId } });
    }

    // The store comes back: every outcome kept is written, and a write that landed late sends nothing.
    await proxy.up();
    await drained(subject.journal);
    let entry: JournalEntry | undefined;
    if (fault.expect === 'not sent') {
      // An intent that lands late is closed as failed at once: never left open for a lookup.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (fault.name.startsWith('slow')) await closedLate(subject, id);
      await drained(subject.journal);
      entry = await subject.direct.get(id);
      // A slow store takes the intent late: it must then hold it failed. A store that was down may
      // never have taken it.
      if (entry !== undefined || fault.name.startsWith('slow'))
        expect(entry).toMatchObject({ status: 'failed', attempts: 0, reason: expect.stringContaining('not sent') });
      expect(payoutsOf(payout.mchOrderId)).toEqual([]);
    } else {
      entry = await subject.direct.get(id);
      expect(entry).toMatchObject({ status: fault.expect, attempts: 1 });
      expect(payoutsOf(payout.mchOrderId)).toHaveLength(fault.expect === 'committed' ? 1 : 0);
      if (fault.expect === 'committed') expect(entry?.record).toMatchObject({ mchOrderId: payout.mchOrderId });
      else expect(entry?.reason).toContain('balance insufficient');
    }
    // Whatever happened, a later reconcile never advises anything for a call whose caller got an answer.
    const later = await reconcile({
      client: setup.client,
      journal: subject.journal,
      endpoints: [philippines],
      now: () => Date.now() + 60 * 60 * 1000,
    });
    expect(later.filter((result) => result.entry.id === id)).toEqual([]);
    expect(payoutsOf(payout.mchOrderId)).toHaveLength(fault.expect === 'committed' ? 1 : 0);
  });
});

// The call's own deadline: a journal whose timeout is longer than the call's `timeout` (10 s against
// 400 ms) never holds the call past it. A store slow when the intent is written: JournalWriteError at
// the call's timeout, and nothing sent once the store answers; slow when the outcome is written: the
// call settles at its timeout with its data, and the outcome is written once the store answers.
describe.each(storeClients)('a journal on $name, slower than the call', (store) => {
  const callMs = 400;
  it.each(['open', 'close'] as const)(
    'holds the call no longer than its timeout when the store stalls at %s',
    async (when) => {
      const proxy = await startTcpFaultProxy(store.port());
      opened.push(() => proxy.close());
      const subject = await store.connect(proxy, () => undefined, 10_000);
      opened.push(() => subject.close());
      await subject.journal.list('open', { limit: 1 }); // a connection to stall
      const journal: ReconciliationJournal =
        when === 'close'
          ? {
              ...subject.journal,
              open: async (intent, options) => {
                await subject.journal.open(intent, options);
                proxy.stall();
              },
            }
          : subject.journal;
      const client = await setup.clientWith({ journal, retry: { limit: 0 }, timeout: callMs });
      const payout = bankPayout();
      const id = journalEntryId(
        path,
        { mchOrderId: payout.mchOrderId, idempotencyId: payout.idempotencyId },
        setup.merchant.appId,
      );
      if (when === 'open') proxy.stall();
      const started = performance.now();
      const settled = await client.philippines.createPayout(payout).then(
        (data) => ({ data }),
        (error: unknown) => ({ error }),
      );
      // Bounded by the call's timeout (twice at most: the intent, then the outcome), not the journal's 10 s.
      expect(performance.now() - started).toBeLessThan(2 * callMs + slackMs);
      await proxy.up();
      await drained(subject.journal);
      if (when === 'open') {
        expect('error' in settled && isJournalWriteError(settled.error)).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        // The store stalled, so the intent lands once it is back.
        await closedLate(subject, id);
        await drained(subject.journal);
        expect(payoutsOf(payout.mchOrderId)).toEqual([]);
        const entry = await subject.direct.get(id);
        if (entry !== undefined) expect(entry).toMatchObject({ status: 'failed', attempts: 0 });
      } else {
        expect(settled).toMatchObject({ data: { mchOrderId: payout.mchOrderId } });
        await eventually(
          'the outcome to be written',
          async () => (await subject.direct.get(id))?.status === 'committed',
        );
        expect(payoutsOf(payout.mchOrderId)).toHaveLength(1);
      }
    },
  );
});
