-- Catalogue of SPEC §3: places, businesses, brands, branches, food halls, tables, links, menus, campaigns.
-- Money is integer minor units (SPEC §9). Times of day are HHmm integers. Per-language text is jsonb {lng: text}.

create table currencies (
  id serial primary key,
  code text not null unique,
  symbol text not null,
  title text not null
);

create table countries (
  id serial primary key,
  code text not null unique,              -- ISO 3166-1 alpha-2
  title text not null,
  dial_code text not null,                -- "+63"
  currency_id int not null references currencies(id),
  timezone text not null,
  requires_address_parts boolean not null default false,
  delivery_delay_distance int,            -- metres; longer deliveries show the delay alert
  delivery_delay_time int                 -- minutes of allocating before the delay alert
);

create table cities (
  id serial primary key,
  country_id int not null references countries(id),
  title text not null,
  timezone text not null,
  lat double precision not null,
  lon double precision not null
);

create table businesses (
  id serial primary key,
  title text not null,
  view_title text,
  company_title text,
  vat_label text,
  tier text not null default 'regular' check (tier in ('regular', 'premium')),
  country_id int not null references countries(id),
  settings jsonb not null default '{}'::jsonb    -- business_settings
);

create table brands (
  id serial primary key,
  business_id int not null references businesses(id),
  title text not null,
  logo text,
  webshop_logo text,
  banner text,
  sequence int not null default 0,
  -- busy mode as last set for the brand anywhere; the state that counts is per branch (branch_brands)
  is_busy boolean not null default false,
  busy_mode_updated_at timestamptz
);
create index brands_business on brands(business_id);

create table branches (
  id serial primary key,
  business_id int not null references businesses(id),
  country_id int not null references countries(id),
  city_id int references cities(id),
  title text not null,
  address text not null,
  phone text,
  secondary_phone text,
  lat double precision not null,
  lon double precision not null,
  delivery_radius int not null default 5000,            -- metres
  timezone text not null,
  available_times jsonb not null default '{}'::jsonb,   -- {"1": [{start_time, end_time}], … "7": […]}
  off_dates jsonb not null default '[]'::jsonb,         -- [{from: "YYYY-MM-DD", to: "YYYY-MM-DD"}]
  preparation_time int not null default 15,             -- minutes
  menu_version int not null default 2,
  notice_enabled boolean not null default false,
  notice_description jsonb,                             -- {lng: text}
  notice_scheduled boolean not null default false,
  notice_end_time timestamptz,
  qr_order_enabled boolean not null default false,
  order_auto_accept_enabled boolean not null default false,
  three_pl_enabled boolean not null default false,
  scheduled_order_duration int not null default 0,      -- minutes
  byo_payments boolean not null default false,
  delivery_delay_time int,
  delivery_delay_distance int,
  capabilities jsonb not null,                          -- SPEC §3 Branch "capabilities"
  custom_vat_config jsonb,
  vat_label text
);
create index branches_business on branches(business_id);

-- A branch serves one or more brands; busy mode is per brand at a branch.
create table branch_brands (
  branch_id int not null references branches(id) on delete cascade,
  brand_id int not null references brands(id) on delete cascade,
  sequence int not null default 0,
  is_busy boolean not null default false,
  busy_mode_updated_at timestamptz,
  primary key (branch_id, brand_id)
);
create index branch_brands_brand on branch_brands(brand_id);

create table food_halls (
  id serial primary key,
  title text not null,
  country_id int not null references countries(id),
  city_id int references cities(id),
  timezone text not null,
  address text not null,
  lat double precision not null,
  lon double precision not null,
  settings jsonb not null                               -- SPEC §3 "Food-hall settings"
);

create table food_hall_branches (
  food_hall_id int not null references food_halls(id) on delete cascade,
  branch_id int not null references branches(id) on delete cascade,
  sequence int not null default 0,
  primary key (food_hall_id, branch_id)
);

create table dining_tables (
  id serial primary key,
  food_hall_id int references food_halls(id) on delete cascade,
  branch_id int references branches(id) on delete cascade,
  table_no text not null,
  title text,
  check ((food_hall_id is null) <> (branch_id is null))
);
create unique index dining_tables_food_hall_no on dining_tables(food_hall_id, table_no) where food_hall_id is not null;
create unique index dining_tables_branch_no on dining_tables(branch_id, table_no) where branch_id is not null;

create table in_app_stores (
  id serial primary key,
  title text not null,
  product text not null,                               -- the partner app's product key
  country_id int not null references countries(id),
  water_mark_enabled boolean not null default false,
  discovery_radius int not null default 500
);

-- What a link or QR code opens: hash (and an optional readable mask) → entity of SPEC §3 "Entity types".
create table entity_links (
  hash text primary key,
  mask text unique,
  entity_type smallint not null check (entity_type between 1 and 7),
  business_id int references businesses(id) on delete cascade,
  brand_id int references brands(id) on delete cascade,
  branch_id int references branches(id) on delete cascade,
  food_hall_id int references food_halls(id) on delete cascade,
  table_id int references dining_tables(id) on delete cascade,
  in_app_store_id int references in_app_stores(id) on delete cascade,
  qr_order_type smallint check (qr_order_type between 1 and 3),
  title text,
  note text,
  demo boolean not null default false,
  created_at timestamptz not null default now(),
  check (
    (entity_type = 1 and business_id is not null) or
    (entity_type = 2 and brand_id is not null) or
    (entity_type in (3, 7) and branch_id is not null) or
    (entity_type = 4 and food_hall_id is not null) or
    (entity_type = 5 and food_hall_id is not null and table_id is not null) or
    (entity_type = 6 and in_app_store_id is not null)
  )
);

create table banners (
  id serial primary key,
  business_id int references businesses(id) on delete cascade,
  brand_id int references brands(id) on delete cascade,
  food_hall_id int references food_halls(id) on delete cascade,
  path text not null,
  link text,
  sequence int not null default 0
);
create index banners_business on banners(business_id);
create index banners_brand on banners(brand_id);

create table menu_sections (
  id serial primary key,
  brand_id int not null references brands(id) on delete cascade,
  title text not null,
  title_v2 jsonb,
  sequence int not null default 0,
  enabled boolean not null default true,
  hidden boolean not null default false,
  available_times jsonb,                               -- null: all day every day
  blackout_dates jsonb not null default '[]'::jsonb,
  scheduled_order_off_dates jsonb not null default '[]'::jsonb
);
create index menu_sections_brand on menu_sections(brand_id);

create table menu_categories (
  id serial primary key,
  section_id int not null references menu_sections(id) on delete cascade,
  brand_id int not null references brands(id) on delete cascade,
  title text not null,
  title_v2 jsonb,
  sequence int not null default 0,
  enabled boolean not null default true,
  hidden boolean not null default false,
  start_time smallint,                                 -- isAvailable window, HHmm
  end_time smallint,
  is_popular_category boolean not null default false,
  is_halal boolean not null default false,
  is_age_restricted boolean not null default false,
  alc_beverages boolean not null default false,
  is_id_verification_required boolean not null default false,
  consent_message jsonb
);
create index menu_categories_brand on menu_categories(brand_id);

create table menu_items (
  id serial primary key,
  brand_id int not null references brands(id) on delete cascade,
  category_id int not null references menu_categories(id) on delete cascade,
  title text not null,
  title_v2 jsonb,
  description text,
  description_v2 jsonb,
  image text,
  sequence int not null default 0,
  enabled boolean not null default true,
  hidden boolean not null default false,
  price int not null check (price >= 0),
  price_pickup int check (price_pickup >= 0),
  price_delivery int check (price_delivery >= 0),
  price_dine_in int check (price_dine_in >= 0),
  discount_price int check (discount_price >= 0),
  crossed_price int check (crossed_price >= 0),
  allergens text[] not null default '{}',
  alc_bevarages boolean not null default false,
  is_age_restricted boolean not null default false,
  is_halal boolean not null default false,
  vat numeric(5, 2),
  sku_id text,
  preparation_time int
);
create index menu_items_brand on menu_items(brand_id);

-- Stock is per branch: unavailable with no snooze is out of stock; a snooze window hides it for a while.
create table item_stock (
  branch_id int not null references branches(id) on delete cascade,
  item_id int not null references menu_items(id) on delete cascade,
  available boolean not null default true,
  snooze_start timestamptz,
  snooze_end timestamptz,
  primary key (branch_id, item_id)
);

create table modifier_groups (
  id serial primary key,
  brand_id int not null references brands(id) on delete cascade,
  item_id int references menu_items(id) on delete cascade,
  parent_modifier_id int,                              -- nested group under a modifier
  title text not null,
  title_v2 jsonb,
  rule_type text not null check (rule_type in ('exact', 'range')),
  rule_value int,
  rule_min int,
  rule_max int,
  enabled boolean not null default true,
  hidden boolean not null default false,
  sequence int not null default 0,
  check ((item_id is null) <> (parent_modifier_id is null)),
  check (
    (rule_type = 'exact' and rule_value is not null and rule_value >= 0) or
    (rule_type = 'range' and rule_min is not null and rule_max is not null and rule_min >= 0 and rule_min <= rule_max)
  )
);
create index modifier_groups_brand on modifier_groups(brand_id);

create table modifiers (
  id serial primary key,
  brand_id int not null references brands(id) on delete cascade,
  group_id int not null references modifier_groups(id) on delete cascade,
  title text not null,
  title_v2 jsonb,
  price int not null default 0 check (price >= 0),
  max_quantity int not null default 1 check (max_quantity >= 1),
  is_selected boolean not null default false,
  enabled boolean not null default true,
  hidden boolean not null default false,
  sku_id text,
  sequence int not null default 0
);
create index modifiers_brand on modifiers(brand_id);
alter table modifier_groups add constraint modifier_groups_parent
  foreign key (parent_modifier_id) references modifiers(id) on delete cascade deferrable initially immediate;

create table campaigns (
  id serial primary key,
  brand_id int not null references brands(id) on delete cascade,
  title text not null,
  title_v2 jsonb,
  discount_scope text not null check (discount_scope in ('order', 'category', 'item')),
  discount_type text not null check (discount_type in ('flat', 'percentage', 'delivery', 'others')),
  value int not null check (value >= 0),               -- cents for flat and delivery, percent × 100 for percentage
  min_cart_amount int not null default 0,
  cap int,
  object_ids int[] not null default '{}',
  starts_at timestamptz,
  ends_at timestamptz,
  enabled boolean not null default true
);
create index campaigns_brand on campaigns(brand_id);
