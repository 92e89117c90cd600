-- The courier side of a delivery (SPEC §3 "Order": fulfillments, fulfillment_info; §4 fulfilment statuses):
-- the courier jobs with their riders and tracking links, oldest first, moved by one guarded update each
-- (server/platform/orders/fulfilment.ts), and since when a courier is searched for (the delay alert).
alter table orders add column fulfillments jsonb not null default '[]';
alter table orders add column allocating_status_updated_at timestamptz;
alter table orders add column is_three_pl_order boolean not null default false;
