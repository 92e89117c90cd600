-- The web shop's own table: session data behind the signed session-id cookie (app/utils/session.server.ts). The
-- shop keeps it even when the platform is remote (*_API_URL). "if not exists": databases made before the
-- shop had migrations of its own got it from the platform's migrations.
create table if not exists shop_sessions (
  id text primary key,
  data jsonb not null default '{}'::jsonb,
  expires_at timestamptz,
  updated_at timestamptz not null default now()
);
create index if not exists shop_sessions_expires on shop_sessions(expires_at);
