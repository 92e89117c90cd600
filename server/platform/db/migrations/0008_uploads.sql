-- Issue 14: the images a customer uploads (SPEC §7 "Uploads", §5 "Image upload": ID front and back for
-- age-restricted items). The bytes are kept in the database (at most 1 MB each, LIMITS.uploadMaxBytes) and
-- served only to their owner; an order refers to one by its path `uploads/<id>`.
create table if not exists uploads (
  id uuid primary key,
  owner_user_id integer not null references users(id) on delete cascade,
  kind text not null,
  content_type text not null,
  size integer not null,
  bytes bytea not null,
  created_at timestamptz not null default now()
);
create index if not exists uploads_owner on uploads(owner_user_id);
