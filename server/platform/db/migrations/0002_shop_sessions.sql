-- The web shop's own table: session data behind the signed session-id cookie (DESIGN.md "session.server.ts").
create table shop_sessions (
  id text primary key,
  data jsonb not null default '{}'::jsonb,
  expires_at timestamptz,
  updated_at timestamptz not null default now()
);
create index shop_sessions_expires on shop_sessions(expires_at);
