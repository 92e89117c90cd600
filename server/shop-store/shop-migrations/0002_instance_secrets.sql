-- Secrets the process generates at its first start when they are not configured (server/secrets.ts): kept
-- with the data (PGlite's files, or the PostgreSQL database every instance shares), never derived from a
-- constant.
create table if not exists instance_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
