import { philippines } from '@lintas/philippines';
import { rejectionOf, useSandbox } from '@lintas/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { JournalTimeoutError, journalEntryId, reconcile } from '../src/index.js';
import { useClients } from './support/clients.js';
import { eventually } from './support/eventually.js';
import { bankPayout } from './support/payouts.js';
import { storeClientsOf } from './support/store-clients.js';
import { startTcpFaultProxy, type TcpFaultProxy } from './support/tcp-fault-proxy.js';

// reconcile()'s own reads and settlements, bounded: every journal store and client library × every way
// its store stops answering (down, stalled before the run, stalled during it), over a TCP proxy between
// the journal and its real Redis or PostgreSQL and real HTTP to the sandbox. The run fails within the
// journal's timeout with JournalTimeoutError naming the store, never hangs, and settles everything once
// the store is back.

const path = philippines.endpoints.createPayout.path;
const checkPath = '/open-api/disbursement/check';
const setup = useSandbox(philippines);
const clients = useClients();
const timeoutMs = 500;
/** Time a loaded 2-core machine may add to a bound. */
const slackMs = 1500;
const storeClients = storeClientsOf(clients, timeoutMs);
const elevenMinutesLater = () => Date.now() + 11 * 60 * 1000;

/** One way the store stops answering: before the run, or while its lookup is at the gateway. */
interface StoreFault {
  readonly name: string;
  /** Makes the store fail; `during` faults are started with the run. */
  fail(proxy: TcpFaultProxy): Promise<void> | void;
  readonly during?: boolean;
}

const storeFaults: readonly StoreFault[] = [
  { name: 'down', fail: (proxy) => proxy.down() },
  { name: 'stalled', fail: (proxy) => proxy.stall() },
  {
    name: 'stalled while the lookup is at the gateway',
    during: true,
    // The status check answers 300 ms late; the store stalls 100 ms into the run, so its settlement (or,
    // on a slow machine, its list) is what the store does not answer.
    fail: (proxy) => {
      setup.sandbox.injectFault({ path: checkPath, kind: 'delay', delayMs: 300 });
      setTimeout(() => proxy.stall(), 100);
    },
  },
];

const opened: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.allSettled(opened.splice(0).map((close) => close()));
});

describe.each(storeClients)('reconcile() on a journal on $name', (store) => {
  it.each(storeFaults)(
    'fails within the journal timeout, naming the store, when the store is $name; settles once it is back',
    async (fault) => {
      const proxy = await startTcpFaultProxy(store.port());
      opened.push(() => proxy.close());
      const subject = await store.connect(proxy, () => undefined);
      opened.push(() => subject.close());
      // A payout whose answer was lost: pending in the journal, committed at the gateway.
      const client = await setup.clientWith({ retry: { limit: 0 }, hooks: { outcomeUnknown: [subject.journal.hook] } });
      const payout = bankPayout();
      setup.sandbox.injectFault({ path, kind: 'reset-after' });
      await rejectionOf(client.philippines.createPayout(payout));
      expect(await subject.direct.list('pending')).toHaveLength(1);

      const run = () =>
        reconcile({
          client: setup.client,
          journal: subject.journal,
          endpoints: [philippines],
          now: elevenMinutesLater,
        });
      if (!fault.during) await fault.fail(proxy);
      const started = performance.now();
      const running = rejectionOf(run());
      if (fault.during) await fault.fail(proxy);
      const error = await running;
      const tookMs = performance.now() - started;

      // Bounded: the flush, the lists and one settlement each wait at most timeoutMs (plus the lookup).
      expect(tookMs).toBeLessThan(2 * timeoutMs + slackMs);
      expect(error).toBeInstanceOf(JournalTimeoutError);
      expect(error).toMatchObject({
        store: subject.store,
        message: expect.stringContaining(`the journal's store, ${subject.store}, `),
      });
      expect((error as Error).message).toMatch(new RegExp(`within ${timeoutMs} ms`));

      // The store is back: the payout ends committed, by the next run or by the settlement the store
      // took late; nothing is lost, nothing made twice.
      await proxy.up();
      const again = await run();
      expect(again.map((result) => result.entry.status).filter((status) => status !== 'committed')).toEqual([]);
      const id = journalEntryId(
        path,
        { mchOrderId: payout.mchOrderId, idempotencyId: payout.idempotencyId },
        setup.merchant.appId,
      );
      await eventually('the payout to be settled', async () => (await subject.direct.get(id))?.status === 'committed');
      expect(await subject.direct.list('pending')).toEqual([]);
      expect(setup.sandbox.state().payouts.filter((record) => record.mchOrderId === payout.mchOrderId)).toHaveLength(1);
    },
  );
});
