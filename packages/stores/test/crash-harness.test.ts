import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type AnyEndpoint, type Client, createClient, rsaSha256Signer } from '@lintas/core';
import {
  endpointOf,
  type FaultBench,
  families,
  keysOf,
  type MoneyMovingOperation,
  moneyMovingOperations,
  operationName,
  type Params,
  startFaultBench,
} from '@lintas/fault-suite';
import { matchCall, type RequestMatch } from '@lintas/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { journalEntryId, type ReconciliationJournal, reconcile } from '../src/index.js';
import { exited, ownChild } from './support/child-process.js';
import { useClients } from './support/clients.js';
import { type JournalSubject, journalSubjects } from './support/journals.js';

// The crash harness: for every money-moving operation of every family, a merchant process whose client
// writes its calls ahead to the journal (createClient({ journal })) is killed (SIGKILL) at each point
// where a crash could lose the outcome; then reconcile() runs in this process, with re-drive allowed and
// the merchant's notification store, the merchant does what it says, and the sandbox's records are
// counted. On Redis and on PostgreSQL. Every operation of one kill point is in flight at once in one
// process, as in a server that dies with many payments under way.

const childScript = fileURLToPath(new URL('./support/crash-child.mjs', import.meta.url));
const clients = useClients();
let bench: FaultBench | undefined;
beforeAll(async () => {
  bench = await startFaultBench();
});
afterAll(async () => {
  await bench?.close();
  const settled = [...perStore].flatMap(([store, figure]) => {
    const share = figure.held === 0 ? 0 : figure.settled / figure.held;
    const met =
      share >= 0.9 && figure.wrong === 0 && figure.duplicates === 0 && figure.moneyToAPerson.size === 0
        ? 'MET'
        : 'NOT MET';
    return [
      `  ${store.padEnd(10)} of ${figure.held} entries the gateway holds, ${figure.settled} settled without a person (${percent(figure.settled, figure.held)}; target >= 90%, 0 wrongly not committed, 0 duplicates, every money mover settled): ${met}; wrongly not committed ${figure.wrong}, duplicates ${figure.duplicates}, money movers left to a person: ${[...figure.moneyToAPerson].join(', ') || 'none'}`,
      `  ${''.padEnd(10)} of the ${figure.checkable} whose operation has a documented status check, ${figure.checkedSettled} settled (${percent(figure.checkedSettled, figure.checkable)}); the others settled by: ${[...figure.strategies].map(([name, by]) => `${name} (${[...by].join(', ')})`).join('; ') || 'none'}`,
    ];
  });
  console.log(['crash harness: every money-moving operation x kill point x store', ...report, ...settled].join('\n'));
});
const report: string[] = [];

/** Per store, over every kill point: the entries the gateway holds, and what became of them. */
interface Figure {
  held: number;
  settled: number;
  wrong: number;
  duplicates: number;
  /** Held entries whose operation declares a status check, and how many of those settled. */
  checkable: number;
  checkedSettled: number;
  /** The operations without a documented status check, and how their held entries settled. */
  strategies: Map<string, Set<string>>;
  /** Money-moving operations a held entry of which was left to a person. */
  moneyToAPerson: Set<string>;
}
const perStore = new Map<string, Figure>();
const figures = (store: string) => {
  const found = perStore.get(store) ?? {
    held: 0,
    settled: 0,
    wrong: 0,
    duplicates: 0,
    checkable: 0,
    checkedSettled: 0,
    strategies: new Map<string, Set<string>>(),
    moneyToAPerson: new Set<string>(),
  };
  perStore.set(store, found);
  return found;
};
const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(0)}%`);

const killPoints = [
  { point: 'opened', name: 'after its intent is written, before it is sent' },
  { point: 'sent', name: 'after it is sent, before its answer' },
  { point: 'answered', name: 'after its answer, before its entry is closed' },
] as const;

type KillPoint = (typeof killPoints)[number]['point'];

/** One call of the harness: an operation with fresh params. */
interface Call {
  readonly operation: MoneyMovingOperation;
  readonly endpoint: AnyEndpoint;
  readonly params: Params;
  readonly match: RequestMatch;
  /** Its journal entry's id. */
  readonly id: string;
}

/** Whether `record`'s identity members equal those of one committed record (see the operation's `identity`). */
function isCommitted(record: unknown, committed: readonly object[], operation: MoneyMovingOperation): boolean {
  if (typeof record !== 'object' || record === null) return false;
  const found = record as Record<string, unknown>;
  return committed.some((one) =>
    operation.identity.every(
      ([member, recordMember]) =>
        found[member] === undefined ||
        found[member] === null ||
        found[member] === (one as Record<string, unknown>)[recordMember],
    ),
  );
}

/** Whether a record the sandbox holds can still be used by someone: an active code, a paid order, a token. */
function usable(record: object): boolean {
  const { status } = record as { status?: unknown };
  return status === 'ACTIVE' || status === 'PAID' || status === 'COMPLETED' || status === 'AUTHORIZED';
}

/** Why reconcile() handed an entry to a person, in a few words, from its note. */
function whyAPerson(note: string): string {
  if (note.includes('has no documented status check')) return 'no status check documented';
  if (note.includes('cannot be confirmed')) return 'an amount the status check does not return';
  return note.replace(/\b[A-Za-z]*\d{6,}\w*/g, '…');
}

/** Runs the merchant process with every call in flight and kills it once each call is at `point`. */
async function crash(
  live: FaultBench,
  subject: JournalSubject,
  namespace: string,
  point: KillPoint,
  calls: readonly Call[],
) {
  const child = ownChild(
    fork(childScript, [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: {
        ...process.env,
        GATEWAY_URL: live.proxy.url,
        APP_ID: live.merchant.appId,
        PRIVATE_KEY: live.merchant.privateKey,
        STORE: subject.kind,
        STORE_URL: subject.kind === 'redis' ? inject('redisUrl') : inject('postgresUrl'),
        STORE_NAMESPACE: namespace,
        KILL_POINT: point,
        CALLS: JSON.stringify(calls.map((call) => ({ endpoint: call.operation.endpoint, params: call.params }))),
      },
    }),
  );
  const settledEarly: string[] = [];
  let reached = 0;
  const allReached = new Promise<void>((resolve) => {
    child.on('message', (message: { type: string; endpoint?: string; error?: string }) => {
      if (message.type === 'settled') settledEarly.push(`${message.endpoint}: ${message.error ?? 'data'}`);
      if (message.type === 'reached' && ++reached === calls.length) resolve();
    });
  });
  const died = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(new Error(`the merchant process ended (${code ?? signal}) before the kill point`)),
    ),
  );
  died.catch(() => undefined); // the kill ends it too: only the race below may fail on it
  // At 'sent', the gateway has answered every request and the proxy holds each answer.
  await Promise.race([
    point === 'sent' ? Promise.all(calls.map((call) => live.proxy.answered(call.match))) : allReached,
    died,
  ]);
  child.kill('SIGKILL');
  await exited(child);
  expect(settledEarly, 'calls that settled before the kill point').toEqual([]);
}

/** The merchant's client, straight to the sandbox, writing its calls ahead to `journal`. */
async function journaledClient(live: FaultBench, journal: ReconciliationJournal): Promise<Client> {
  return createClient({
    baseUrl: live.sandbox.url,
    appId: live.merchant.appId,
    signer: await rsaSha256Signer({ privateKey: live.merchant.privateKey }),
    journal,
  });
}

describe.each(journalSubjects)('a merchant process killed mid-call, on a $name journal', (subject) => {
  it.each(killPoints)(
    'loses no outcome and pays nothing twice, for every money-moving operation, killed $name',
    async ({ point }) => {
      const live = bench;
      if (!live) throw new Error('the fault bench starts in beforeAll');
      const namespace = await subject.namespace(clients);
      const journal: ReconciliationJournal = subject.open(clients, namespace);
      const calls: Call[] = [];
      for (const operation of moneyMovingOperations) {
        const endpoint = endpointOf(operation.endpoint);
        const params = await operation.prepare(live);
        const keys = keysOf(endpoint, params) as Record<string, string | number>;
        const match = matchCall(endpoint.path, keys);
        // Held answers: the gateway commits, the merchant process never hears back.
        if (point === 'sent') live.proxy.plan(match, { kind: 'hold-after' });
        calls.push({
          operation,
          endpoint,
          params,
          match,
          id: journalEntryId(endpoint.path, keys, live.merchant.appId),
        });
      }

      await crash(live, subject, namespace, point, calls);

      const committed = (call: Call) => call.operation.committed(live.sandbox.state(), call.params);
      const lost: string[] = [];
      const duplicates: string[] = [];
      for (const call of calls) {
        const entry = await journal.get(call.id);
        if (entry?.status !== 'open')
          lost.push(`${operationName(call.operation)}: no open entry after the crash (${entry?.status})`);
        expect(committed(call), `${operationName(call.operation)} committed when killed ${point}`).toHaveLength(
          point === 'opened' ? 0 : 1,
        );
        if (point === 'opened') expect(live.proxy.forwarded(call.match), 'sent before the kill').toEqual([]);
      }

      // What the gateway held when the process died, before anything reconcile() sends.
      const held = new Map(calls.map((call) => [call, committed(call)] as const));
      // Later, in another process than the one that died, past the gateway's window, with re-drive allowed
      // and the merchant's notification store (no notification came: nothing reached a payer).
      const merchant = await journaledClient(live, journal);
      const results = await reconcile({
        client: live.direct,
        journal,
        endpoints: families,
        limit: 1000,
        now: () => Date.now() + 21 * 60 * 1000,
        reDrive: true,
        notifications: subject.notifications(clients, namespace),
      });
      const tally = { committed: 0, unconfirmed: 0, notCommitted: 0, abandoned: 0, person: 0 };
      /** Entries the gateway held that went to a person: none, so that every operation settles without one. */
      const heldToAPerson: string[] = [];
      const people = new Map<string, number>();
      const figure = figures(subject.name);
      for (const call of calls) {
        const name = operationName(call.operation);
        const result = results.find((candidate) => candidate.entry.id === call.id);
        const before = held.get(call) ?? [];
        const checkable = call.endpoint.retry !== 'read' && call.endpoint.retry.statusCheck !== undefined;
        if (before.length > 0) {
          figure.held++;
          if (checkable) figure.checkable++;
          else {
            const by = figure.strategies.get(name) ?? new Set<string>();
            figure.strategies.set(name, by.add(result?.settledBy ?? result?.entry.status ?? 'no result'));
          }
        }
        switch (result?.entry.status) {
          case 'committed': {
            tally.committed++;
            if (result.entry.unconfirmed) tally.unconfirmed++;
            if (before.length > 0) figure.settled++;
            if (before.length > 0 && checkable) figure.checkedSettled++;
            // A re-drive may make now what the dead process never sent: the gateway holds it since.
            const holds = result.settledBy === 're-drive' ? committed(call) : before;
            if (!isCommitted(result.entry.record, holds, call.operation))
              lost.push(`${name}: committed with a record the gateway does not hold`);
            break;
          }
          case 'abandoned':
            tally.abandoned++;
            if (before.length > 0) figure.settled++;
            // Nobody can use what the gateway holds: nothing it answered reached anyone, or the probe cancelled it.
            if (committed(call).some(usable))
              lost.push(`${name}: abandoned, but the gateway holds it usable (${JSON.stringify(committed(call))})`);
            if (!result.entry.note) lost.push(`${name}: abandoned without a reason`);
            break;
          case 'not-committed': {
            tally.notCommitted++;
            if (before.length > 0) {
              figure.wrong++;
              lost.push(`${name}: said not committed, but the gateway committed it`);
            }
            // The merchant's application still wants it (its process died before it learnt anything):
            // it makes it again with the same params and keys, through its client with the journal,
            // which closes the entry.
            await merchant.call(result.endpoint ?? call.endpoint, result.entry.params as never).catch(() => undefined);
            if (committed(call).length === 0) lost.push(`${name}: made again, not committed`);
            const after = await journal.get(call.id);
            if (after?.status !== 'committed') lost.push(`${name}: made again, its entry is ${after?.status}`);
            break;
          }
          case 'unknown': {
            tally.person++;
            if (before.length > 0) heldToAPerson.push(`${name}: ${result.entry.note ?? ''}`);
            if (before.length > 0 && call.endpoint.retry !== 'read' && call.endpoint.retry.movesMoney !== false)
              figure.moneyToAPerson.add(name);
            // A person decides with the note, which says why no lookup could settle it.
            if (!result.entry.note) lost.push(`${name}: handed to a person without a note`);
            const why = whyAPerson(result.entry.note ?? '');
            people.set(why, (people.get(why) ?? 0) + 1);
            break;
          }
          default:
            lost.push(`${name}: not settled (${result?.entry.status ?? 'no result'}: ${result?.entry.note ?? ''})`);
        }
        if (committed(call).length > 1) {
          figure.duplicates++;
          duplicates.push(`${name}: committed ${committed(call).length} times`);
        }
      }
      const reasons = [...people].map(([why, count]) => `${count} ${why}`).join(', ');
      report.push(
        `  ${subject.name.padEnd(10)} killed ${point.padEnd(8)} ${calls.length} operations: ${tally.committed} committed (${tally.unconfirmed} with fields unconfirmed), ${tally.notCommitted} not committed (made again once), ${tally.abandoned} abandoned, ${tally.person} to a person (${reasons || 'none'}); lost ${lost.length}, duplicates ${duplicates.length}`,
      );
      expect(lost).toEqual([]);
      expect(duplicates).toEqual([]);
      expect(heldToAPerson).toEqual([]);
      expect(tally.committed + tally.notCommitted + tally.abandoned + tally.person).toBe(calls.length);
    },
    600_000,
  );
});
