-- SPEC §7 threepl: a branch with three_pl_enabled hands its deliveries to a courier provider. The provider
-- is named, and its couriers go only so far from the branch (metres; null: as far as the delivery radius).
-- The courier area may be smaller than the branch's delivery radius (SPEC §8 distance_sla_exceeded).
alter table branches add column three_pl_provider text;
alter table branches add column three_pl_max_distance_meter int check (three_pl_max_distance_meter > 0);
