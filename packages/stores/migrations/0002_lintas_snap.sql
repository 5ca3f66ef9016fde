-- @lintas/stores: the table of the PostgreSQL SNAP store (@lintas/snap).

-- One row per access token ('token:<key>', value = JSON {accessToken, expiresAt}), refresh lease
-- ('lease:<key>', value = its owner) and X-EXTERNAL-ID reserved for its day ('id:<partner>:<day>:<id>'),
-- each until expires_at.
create table if not exists "lintas_snap_state" (
  key        text primary key,
  value      text not null,
  expires_at timestamptz not null
);
create index if not exists lintas_snap_state_expires_at on "lintas_snap_state" (expires_at);
