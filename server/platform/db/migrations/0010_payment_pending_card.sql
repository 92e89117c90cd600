-- A card to keep once its payment is paid (SPEC §9 "MULTIPLE_USE with save-card"), as the provider gave it
-- when the payment started: TapPay answers a remembered card's key and token at pay-by-prime, while the
-- payment waits for 3-D Secure; the Record API that later says "paid" does not repeat them. Never a card
-- number: the provider's token, key, last four, brand and country.
alter table payments add column pending_card jsonb;
