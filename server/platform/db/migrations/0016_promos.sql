-- Promos (SPEC §3 "Promo", §5 promo and voucher rules, §7 "Promo and loyalty"; issue 26). A promo belongs to a
-- business (and its country), optionally to some of its branches and brands; staff pause, resume and end it
-- (server/platform/promotions). The rules that judge it are app/domain/promotions.ts.
create table promos (
  id serial primary key,
  business_id integer not null references businesses(id) on delete cascade,
  country_id integer not null references countries(id),
  branch_ids integer[] not null default '{}',           -- empty: every branch of the business
  code text not null check (char_length(code) between 1 and 50),
  description text check (char_length(description) <= 500),
  description_v2 jsonb,                                  -- {lng: text}
  voucher_provider_id smallint,                          -- 1 general for our voucher promos
  cohort_type text not null default 'global' check (cohort_type in ('global', 'new_user', 'cohorted')),
  cohort_user_ids integer[] not null default '{}',       -- the customers of a cohorted promo
  value_type text not null check (value_type in ('flat', 'percentage')),
  value integer not null check (value > 0),              -- flat: minor units; percentage: hundredths of a percent
  max_discount integer check (max_discount >= 0),
  min_order_amount integer not null default 0 check (min_order_amount >= 0),
  max_limit_per_user integer check (max_limit_per_user > 0),
  end_time timestamptz,
  brands integer[] not null default '{}',                -- empty: every brand of the cart
  payment_channels text[] not null default '{}',
  is_payment_based_promo boolean not null default false,
  is_senior_citizen_promo boolean not null default false,
  is_special_bakery_promo boolean not null default false,
  is_voucher_promo boolean not null default false,
  availability_window jsonb not null default '{}',       -- ISO weekday → [{start_time, end_time}] (HHmm)
  time_availability jsonb not null default '{"full_week": true, "full_day": true, "specific_time": false}',
  status text not null default 'active' check (status in ('active', 'paused', 'ended')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (value_type <> 'percentage' or value <= 10000)
);
create index promos_business on promos (business_id, status);
-- a voucher code names one voucher of a business, whatever its case
create unique index promos_voucher_code on promos (business_id, upper(code)) where is_voucher_promo;

-- One row per placed order that used a promo (in the placement's transaction). The per-user limit counts these
-- under a per-customer lock (server/platform/promotions/uses.ts); (promo_id, user_id, use_number) unique keeps
-- two placements from both taking the same use even without it.
create table promo_uses (
  id serial primary key,
  promo_id integer not null references promos(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  order_id integer not null unique references orders(id) on delete cascade,
  use_number integer not null check (use_number > 0),
  discount integer not null check (discount >= 0),
  created_at timestamptz not null,
  unique (promo_id, user_id, use_number)
);
create index promo_uses_user on promo_uses (user_id);
