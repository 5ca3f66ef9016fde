-- @lintas/stores: the tables of the PostgreSQL notification store and reconciliation journal.

-- One row per notification: claimed ('processing', until expires_at = the end of the lease) or
-- processed ('completed', remembered until expires_at). token tells one delivery's claim from another's.
create table if not exists "lintas_notifications" (
  key        text primary key,
  state      text not null check (state in ('processing', 'completed')),
  token      text,
  expires_at timestamptz not null
);
create index if not exists lintas_notifications_expires_at on "lintas_notifications" (expires_at);

-- The evidence of each confirmed notification an operation settles by (a checkout's, a direct-debit
-- authorization's), one row per payload member that names the operation, for reconcile(): the merchant
-- account whose lookup confirmed it, the event, the notification's key, and the evidence as JSON text.
create table if not exists "lintas_notifications_evidence" (
  app_id     text not null,
  member     text not null,
  value      text not null,
  event_name text not null,
  key        text not null,
  evidence   text not null,
  expires_at timestamptz not null,
  primary key (app_id, member, value, event_name, key)
);
create index if not exists lintas_notifications_evidence_expires_at on "lintas_notifications_evidence" (expires_at);

-- One row per money-moving operation: its intent, written before the first attempt is sent, then its
-- outcome, until reconciled or past its time. Merchant data (keys, params, extra_params, reason, key_id,
-- note, record, unconfirmed) is JSON text, not jsonb: jsonb refuses the \u0000 a param may hold. Times are epoch ms.
-- token is the open's own: only its close matches it.
create table if not exists "lintas_outcome_journal" (
  id                text primary key,
  endpoint          text not null,
  keys              text not null,
  params            text not null,
  extra_params      text,
  status            text not null,
  attempts          integer not null,
  reason            text,
  key_id            text,
  opened_at         bigint,
  recorded_at       bigint not null,
  first_recorded_at bigint not null,
  checks            integer not null default 0,
  checked_at        bigint,
  note              text,
  record            text,
  unconfirmed       text,
  token             text,
  expires_at        timestamptz
);
-- A table made before extra_params (the call's extraParams) was journaled.
alter table "lintas_outcome_journal" add column if not exists extra_params text;
-- A table made before key_id (the keyId of the call's last signer) was journaled.
alter table "lintas_outcome_journal" add column if not exists key_id text;
create index if not exists lintas_outcome_journal_status on "lintas_outcome_journal" (status, recorded_at);
create index if not exists lintas_outcome_journal_expires_at on "lintas_outcome_journal" (expires_at) where expires_at is not null;
-- The merchant account of each row, as its id names it (app/<appId, URI-encoded>/...), generated from the
-- id; null on a row written before entries named their account, which stays readable.
alter table "lintas_outcome_journal" add column if not exists app_id text
  generated always as (case when left(id, 4) = 'app/' then split_part(id, '/', 2) end) stored;
-- The statuses an entry takes ('abandoned' came later: the check is made again with it).
alter table "lintas_outcome_journal" drop constraint if exists lintas_outcome_journal_status_check;
alter table "lintas_outcome_journal" add constraint lintas_outcome_journal_status_check
  check (status in ('open', 'pending', 'committed', 'not-committed', 'failed', 'unknown', 'abandoned'));
