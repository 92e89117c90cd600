-- The senior citizen / PWD details an order was placed with (SPEC §3 "Senior-citizen payload", issue 26): the
-- counts and each citizen's card as upload paths, {number_of_customer, number_of_senior_citizen, cards: [{front,
-- back}]}; null when none were given. The images stay in uploads, served to the order's owner only (ADR 0031).
alter table orders add column senior_citizen jsonb;
