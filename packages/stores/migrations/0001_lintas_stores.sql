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

-- One row per money-moving operation whose outcome is unknown, until reconciled. Times are epoch ms.
create table if not exists "lintas_outcome_journal" (
  id                text primary key,
  endpoint          text not null,
  keys              jsonb not null,
  params            jsonb not null,
  attempts          integer not null,
  reason            text not null,
  recorded_at       bigint not null,
  first_recorded_at bigint not null,
  status            text not null check (status in ('pending', 'resolved', 'retry', 'attention')),
  checks            integer not null default 0,
  checked_at        bigint,
  note              text,
  record            jsonb,
  expires_at        timestamptz
);
create index if not exists lintas_outcome_journal_status on "lintas_outcome_journal" (status, recorded_at);
