-- Items a branch has only a few of left: the bill refuses more than that (SPEC §8 low_stock).
alter table item_stock add column quantity int check (quantity >= 0);
