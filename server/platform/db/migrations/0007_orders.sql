-- The order service (SPEC §3 "Order", §4 order status table, §7 "Orders"). An order is written once, in one
-- transaction with its lines and bill snapshot (`data`) and the claim of its idempotency key; statuses change
-- by single guarded updates (where status_id in the legal sources), so two staff taps cannot both win.

-- One row per placement attempt of a customer: the same key answers the same placement (a double tap, a
-- retry after a lost answer, a refresh). Concurrent duplicates wait on the primary key for the first.
create table order_requests (
  user_id integer not null references users(id) on delete cascade,
  idempotency_key text not null,
  answer jsonb,
  created_at timestamptz not null,
  primary key (user_id, idempotency_key)
);

create table orders (
  id serial primary key,
  order_hash text not null unique,              -- 128 random bits, hex: the order's link and its live room
  parent_order_uuid uuid,                       -- a food-hall group: one child per branch
  user_id integer not null references users(id),
  branch_id integer not null references branches(id),
  foodhall_id integer references food_halls(id),
  order_type_id smallint not null check (order_type_id between 1 and 3),
  status_id smallint not null check (status_id between 1 and 7),
  payment_status_id smallint not null check (payment_status_id between 1 and 4),
  fulfillment_status_id smallint,
  payment_method_id smallint,
  payment_channel text,
  payment_trx_id text,
  post_pay boolean not null default false,      -- dine-in: paid after eating
  cancelled_by text check (cancelled_by in ('USER', 'ENTERPRISE', 'FULFILLMENT_PARTNER')),
  cancellation_reason text,
  status_history jsonb not null,                -- [{status_id, change_time}]
  final_price integer not null,
  data jsonb not null,                          -- lines, amounts, location, contact: the snapshot at placement
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index orders_user on orders(user_id, created_at desc);
create index orders_branch on orders(branch_id, created_at desc);
create index orders_parent on orders(parent_order_uuid) where parent_order_uuid is not null;
