-- Online payments (SPEC §2 "Payment", §4 "Payment page polling", §7 "Payment", §9 gateways). A payment is one
-- row with a state machine (app/domain/payments.ts): pending → paid | failed | expired, paid → refunded. It
-- moves only by a guarded update (where state = the legal source) made on a gateway's verified callback or a
-- verified status query, in the same transaction as the orders it pays — so a callback that arrives twice,
-- late or before the customer's redirect changes nothing twice, and an order is paid exactly when its
-- payment is.
create table payments (
  id uuid primary key,                          -- random: also the sandbox hosted page's link
  user_id integer not null references users(id),
  order_hash text,                              -- one order …
  parent_order_uuid uuid,                       -- … or a food-hall group, paid once for all its children
  gateway text not null,                        -- sandbox | stripe | xendit | tappay
  method_id smallint not null,
  channel text,
  amount integer not null check (amount >= 0),  -- minor units
  currency text not null,
  state text not null check (state in ('pending', 'paid', 'failed', 'expired', 'refunded')),
  failure_code text,
  failure_message text,
  provider_ref text,                            -- the gateway's id: intent, charge, trade
  client_secret text,
  checkout_link text,                           -- where the gateway sends the customer (the shop checks its link against it)
  saved_card_id integer,
  save_card boolean not null default false,
  pre_payment boolean not null,
  success_url text,
  failure_url text,
  qr jsonb,                                     -- bank QR: payload and what the page shows
  lng text not null default 'en',               -- the customer's language (the sandbox's page speaks it)
  refunded_amount integer not null default 0,
  expires_at timestamptz not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check ((order_hash is null) <> (parent_order_uuid is null))
);
create index payments_order on payments(order_hash, created_at desc) where order_hash is not null;
create index payments_group on payments(parent_order_uuid, created_at desc) where parent_order_uuid is not null;
-- One open attempt per order or group: two starts at once cannot both run (the second is refused).
create unique index payments_open_order on payments(order_hash) where state = 'pending' and order_hash is not null;
create unique index payments_open_group on payments(parent_order_uuid) where state = 'pending' and parent_order_uuid is not null;
create unique index payments_provider_ref on payments(gateway, provider_ref) where provider_ref is not null;

-- Webhook events already applied, by the gateway's event id: a replay is answered and ignored.
create table gateway_events (
  gateway text not null,
  event_id text not null,
  received_at timestamptz not null,
  primary key (gateway, event_id)
);

-- SPEC §3 "saved card": tokens only (PCI SAQ-A: never a card number).
create table saved_cards (
  id serial primary key,
  user_id integer not null references users(id) on delete cascade,
  gateway text not null,
  gateway_id smallint,
  card_token text not null,
  card_key text,
  card_suffix text not null,
  card_brand text not null,
  card_source_country_code text,
  customer_id text,
  created_at timestamptz not null,
  deleted_at timestamptz
);
create unique index saved_cards_token on saved_cards(user_id, gateway, card_token) where deleted_at is null;

-- What the order keeps of its payment: the refund (SPEC §4 refund status) and the failure's reason.
alter table orders add column refund_status_id smallint check (refund_status_id between 1 and 4);
alter table orders add column refunded_amount integer not null default 0;
alter table orders add column payment_failure_code text;

-- The sandbox gateway's own book (it stands for a provider: what the customer did on its hosted page),
-- apart from our payments, which learn of it only through its signed callback or a status query.
create table sandbox_charges (
  id text primary key,                          -- the provider ref our payment keeps
  payment_id uuid not null,
  state text not null check (state in ('pending', 'paid', 'failed', 'expired')),
  failure_code text,
  card jsonb,                                   -- suffix and brand of the card used, and its token when saved
  refunded_amount integer not null default 0,
  expires_at timestamptz not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
