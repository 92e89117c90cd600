-- Loyalty (SPEC §3 "Loyalty", §5 loyalty rules, §7 `/loyalit/...`; issue 27). A business runs one programme
-- (settings, binding level: business 3 keeps its own points, country 2 shares them with the country's other
-- level-2 businesses), its actions (how points are earned) and rewards (what they buy). Points are a ledger per
-- customer: rows earned with a completed order (written in the transaction that completes it) and claimed with a
-- placed order (written in the transaction that places it, under the customer's lock). The rules are
-- app/domain/loyalty.ts; the code server/platform/loyalty.
create table loyalty_programmes (
  business_id integer primary key references businesses(id) on delete cascade,
  binding_level_id smallint not null check (binding_level_id in (2, 3)),
  program_name text not null check (char_length(program_name) between 1 and 80),
  logo text,
  point_name text not null check (char_length(point_name) between 1 and 40),
  color text not null check (color ~ '^#[0-9a-fA-F]{6}$'),
  description text check (char_length(description) <= 500),
  updated_at timestamptz not null
);

create table loyalty_actions (
  id serial primary key,
  business_id integer not null references loyalty_programmes(business_id) on delete cascade,
  type text not null default 'TRANSACTION' check (type = 'TRANSACTION'),
  title text not null,
  points integer not null check (points > 0),
  rate integer not null check (rate > 0)              -- `points` for every whole `rate` minor units spent
);
create index loyalty_actions_business on loyalty_actions (business_id);

create table loyalty_rewards (
  id serial primary key,
  business_id integer not null references loyalty_programmes(business_id) on delete cascade,
  title text not null,
  discount_type text not null check (discount_type in ('FLAT', 'PERCENTAGE')),
  points integer not null check (points > 0),          -- what it costs
  rate integer not null check (rate > 0),              -- FLAT: minor units off; PERCENTAGE: hundredths of a percent
  upto integer check (upto >= 0),                      -- at most this off
  status text not null default 'active' check (status in ('active', 'ended')),
  created_at timestamptz not null,
  check (discount_type <> 'PERCENTAGE' or rate <= 10000)
);
create index loyalty_rewards_business on loyalty_rewards (business_id, status);

-- The points ledger. `pool` is where the points count ('b:{business}' or 'c:{country}', by the programme's binding
-- level when the row was written). An order earns once and claims once: (order_id, kind) is unique. A claim of an
-- order that failed or was cancelled, and the points of an order that was refunded, no longer count
-- (server/platform/loyalty/store.ts balanceOf).
create table loyalty_entries (
  id serial primary key,
  user_id integer not null references users(id) on delete cascade,
  pool text not null,
  business_id integer not null references businesses(id) on delete cascade,
  order_id integer references orders(id) on delete cascade,
  kind text not null check (kind in ('earned', 'claimed')),
  points integer not null check (points > 0),          -- always positive; a claim takes them away
  amount integer not null default 0 check (amount >= 0),
  currency text,
  reward_id integer references loyalty_rewards(id) on delete set null,
  title text not null,
  created_at timestamptz not null,
  unique (order_id, kind)
);
create index loyalty_entries_user on loyalty_entries (user_id, pool);
