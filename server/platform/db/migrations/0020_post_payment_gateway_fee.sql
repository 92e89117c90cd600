-- The gateway fee a post-payment adds where the business passes it on (issue 26): worked out per order when the
-- payment starts (the amount charged includes it), kept with the payment, added to its orders when it is paid.
alter table payments add column gateway_fees jsonb not null default '{}'::jsonb;
