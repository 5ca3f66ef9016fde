-- @lintas/stores: the table of the PostgreSQL SNAP store (@lintas/snap).

-- One row per access token ('token:<key>', value = JSON {accessToken, expiresAt}), refresh lease
-- ('lease:<key>', value = its owner), X-EXTERNAL-ID reserved for its day ('id:<partner>:<day>:<id>') and
-- created code ('record:<site>|<partner>|<partnerReferenceNo>', value = its referenceNo, empty while its
-- create's answer is awaited), each until expires_at.
create table if not exists "lintas_snap_state" (
  key        text primary key,
  value      text not null,
  expires_at timestamptz not null
);
create index if not exists lintas_snap_state_expires_at on "lintas_snap_state" (expires_at);
