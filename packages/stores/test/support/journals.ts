import { type NotificationStore, OutcomeUnknownError, type OutcomeUnknownEvent } from '@lintas/core';
import {
  type JournalEntry,
  type JournalIntent,
  type JournalOptions,
  type JournalOutcome,
  journalEntryId,
  type NotificationEvidenceReader,
  type ReconciliationJournal,
} from '../../src/index.js';
import { createPostgresJournal, createPostgresNotificationStore, migratePostgres } from '../../src/postgres/index.js';
import { createRedisJournal, createRedisNotificationStore } from '../../src/redis/index.js';
import { type Clients, uniqueName } from './clients.js';

/** A journal kind the tests run against. */
export interface JournalSubject {
  readonly name: string;
  readonly kind: 'redis' | 'postgres';
  /** A fresh namespace: a key prefix, or a migrated table. */
  namespace(clients: Clients): Promise<string>;
  /** A journal on `namespace`. */
  open(clients: Clients, namespace: string, options?: JournalOptions): ReconciliationJournal;
  /** A journal in a fresh namespace. */
  create(clients: Clients, options?: JournalOptions): Promise<ReconciliationJournal>;
  /** The merchant's notification store beside its journal in `namespace` (PostgreSQL: migrated with it). */
  notifications(clients: Clients, namespace: string): NotificationStore & NotificationEvidenceReader;
}

const redis = {
  name: 'Redis',
  kind: 'redis',
  namespace: async () => `${uniqueName('journal')}:`,
  open: (clients, prefix, options = {}) => createRedisJournal({ client: clients.nodeRedis, prefix, ...options }),
  notifications: (clients, prefix) =>
    createRedisNotificationStore({ client: clients.nodeRedis, prefix: `${prefix}notification:` }),
} satisfies Omit<JournalSubject, 'create'>;

const postgres = {
  name: 'PostgreSQL',
  kind: 'postgres',
  async namespace(clients) {
    const table = uniqueName('journal');
    await migratePostgres(clients.pool, { notificationsTable: `${table}_notifications`, journalTable: table });
    return table;
  },
  open: (clients, table, options = {}) => createPostgresJournal({ client: clients.pool, table, ...options }),
  notifications: (clients, table) =>
    createPostgresNotificationStore({ client: clients.pool, table: `${table}_notifications` }),
} satisfies Omit<JournalSubject, 'create'>;

export const journalSubjects: readonly JournalSubject[] = [redis, postgres].map(
  (subject: Omit<JournalSubject, 'create'>) => ({
    ...subject,
    create: async (clients: Clients, options?: JournalOptions) =>
      subject.open(clients, await subject.namespace(clients), options),
  }),
);

/** The account the journal tests' calls are sent for, unless a test names another. */
export const testAppId = 'A100';

/** An event as the client's hook receives it. */
export function unknownOutcome(
  keys: Record<string, string | number>,
  attempts = 1,
  params: Record<string, unknown> = {},
  appId = testAppId,
): OutcomeUnknownEvent {
  const endpoint = '/open-api/philippines/disbursement/transfer';
  return {
    appId,
    endpoint,
    keys,
    attempts,
    params: { ...keys, ...params },
    error: new OutcomeUnknownError(endpoint, keys, attempts, { cause: new Error('socket hang up') }),
  };
}

/** The intent of a PH payout under `mchOrderId`, as a client of `appId` writes it ahead. */
export function payoutIntent(mchOrderId: string, appId = testAppId): JournalIntent {
  return {
    appId,
    endpoint: '/open-api/philippines/disbursement/transfer',
    keys: { mchOrderId },
    params: { mchOrderId, amount: 150000, accountNo: '001234567890' },
  };
}

/** The entry of `intent` as the journal holds it; throws when it has none. */
export async function entryOf(journal: ReconciliationJournal, intent: JournalIntent): Promise<JournalEntry> {
  const entry = await journal.get(journalEntryId(intent.endpoint, intent.keys, intent.appId));
  if (entry === undefined) throw new Error(`no entry for ${intent.endpoint}`);
  return entry;
}

/** Opens `intent` and reads its entry back. */
export async function openEntry(journal: ReconciliationJournal, intent: JournalIntent): Promise<JournalEntry> {
  await journal.open(intent);
  return entryOf(journal, intent);
}

/** Closes `intent` with `outcome` and reads its entry back. */
export async function closeEntry(
  journal: ReconciliationJournal,
  intent: JournalIntent,
  outcome: JournalOutcome,
): Promise<JournalEntry> {
  await journal.close(intent, outcome);
  return entryOf(journal, intent);
}
