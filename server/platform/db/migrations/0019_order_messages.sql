-- Order messages by the chosen channel (issue 27; ADR 0033): one row per (order, event) — written in the same
-- transaction as the order change it tells (placed, accepted, ready, completed, cancelled, payment failed,
-- refunded), so a message exists exactly when its change committed, once across instances, retries and
-- restarts. A worker (server/platform/messages/worker.ts) claims due rows and sends them through the messaging
-- adapter by the order's channel (email, WhatsApp, Viber), with retries and exponential backoff.
create table if not exists order_messages (
  id serial primary key,
  order_id integer not null references orders(id) on delete cascade,
  -- placed | accepted | ready | completed | cancelled | payment_failed | refunded
  event text not null,
  -- email | whatsapp | viber: the channel chosen at checkout, as it was when the change happened
  channel text not null,
  -- an email address or an E.164 phone number
  recipient text not null,
  -- one of the 11 languages: the message's text
  language text not null default 'en',
  -- pending → sending (claimed by one worker until claimed_until) → sent, or back to pending with a later
  -- next_at after a failure, or failed after the last attempt
  state text not null default 'pending',
  attempts integer not null default 0,
  next_at timestamptz not null,
  claim text,
  claimed_until timestamptz,
  last_error text,
  provider_id text,
  created_at timestamptz not null,
  sent_at timestamptz,
  unique (order_id, event)
);
create index if not exists order_messages_due on order_messages(next_at) where state in ('pending', 'sending');
