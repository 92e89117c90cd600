-- Web push (issue 16; SPEC §4 "Push notifications are sent for status changes"): the browsers a customer
-- asked to be told on (a push service's endpoint and the keys the payload is encrypted for), at most a few per
-- customer, one row per endpoint (a device that changes hands follows its newest login); and which changes of
-- an order were told, so that one change is pushed once however often its event comes (several instances).
create table if not exists push_subscriptions (
  id serial primary key,
  user_id integer not null references users(id) on delete cascade,
  endpoint text not null unique,
  p256dh text not null,
  auth text not null,
  -- the language the customer subscribed in (x-language): the texts of the pushes
  language text not null default 'en',
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists push_subscriptions_user on push_subscriptions(user_id, updated_at);

create table if not exists push_told (
  order_id integer not null references orders(id) on delete cascade,
  -- what changed: status:<id>, fulfilment:<id>, cart:<updated_at in ms>
  topic text not null,
  created_at timestamptz not null default now(),
  primary key (order_id, topic)
);
