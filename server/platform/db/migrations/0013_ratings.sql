-- Ratings (SPEC §3 "Rating", "Aspect", "Rating link"; §7 "Ratings"; issue 16). A customer rates each of their
-- completed orders once: the unique (order_id, user_id) makes a second rating fail even when several arrive
-- at the same moment (server/platform/ratings/service.ts inserts with `on conflict do nothing`).

-- The aspect chips, named in the shop's 11 languages (the reference list, like the cancellation reasons).
create table rating_aspects (
  id serial primary key,
  code text not null unique,
  name text not null,                           -- English
  translations jsonb not null,                  -- {lng: name}
  sequence smallint not null default 0,
  enabled boolean not null default true
);

insert into rating_aspects (code, name, sequence, translations) values
  ('taste', 'Taste', 1, '{"en":"Taste","id":"Rasa","zh":"口味","th":"รสชาติ","zh-tw":"口味","ja":"味","tl":"Lasa","ms":"Rasa","km":"រសជាតិ","vi":"Hương vị","es":"Sabor"}'),
  ('portion', 'Portion size', 2, '{"en":"Portion size","id":"Ukuran porsi","zh":"份量","th":"ปริมาณอาหาร","zh-tw":"份量","ja":"量","tl":"Dami ng serving","ms":"Saiz hidangan","km":"បរិមាណម្ហូប","vi":"Khẩu phần","es":"Tamaño de la porción"}'),
  ('packaging', 'Packaging', 3, '{"en":"Packaging","id":"Kemasan","zh":"包装","th":"บรรจุภัณฑ์","zh-tw":"包裝","ja":"梱包","tl":"Pagkakabalot","ms":"Pembungkusan","km":"ការវេចខ្ចប់","vi":"Bao bì","es":"Empaque"}'),
  ('value', 'Value for money', 4, '{"en":"Value for money","id":"Sepadan dengan harga","zh":"性价比","th":"ความคุ้มค่า","zh-tw":"性價比","ja":"コストパフォーマンス","tl":"Sulit sa presyo","ms":"Nilai untuk wang","km":"សមនឹងតម្លៃ","vi":"Đáng đồng tiền","es":"Relación calidad-precio"}'),
  ('speed', 'Speed', 5, '{"en":"Speed","id":"Kecepatan","zh":"速度","th":"ความรวดเร็ว","zh-tw":"速度","ja":"提供の速さ","tl":"Bilis","ms":"Kepantasan","km":"ល្បឿន","vi":"Tốc độ","es":"Rapidez"}'),
  ('service', 'Service', 6, '{"en":"Service","id":"Pelayanan","zh":"服务","th":"การบริการ","zh-tw":"服務","ja":"接客","tl":"Serbisyo","ms":"Perkhidmatan","km":"សេវាកម្ម","vi":"Phục vụ","es":"Atención"}');

-- Where a branch is reviewed (1 Google, 2 Facebook): the thank-you screen links there, nothing is fetched.
create table rating_links (
  id serial primary key,
  branch_id integer not null references branches(id) on delete cascade,
  rating_provider_id smallint not null check (rating_provider_id in (1, 2)),
  place_identifier text not null check (place_identifier ~ '^[A-Za-z0-9._-]{1,200}$'),
  unique (branch_id, rating_provider_id)
);

create table ratings (
  id serial primary key,
  order_id integer not null references orders(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  branch_id integer not null references branches(id),
  brand_ids integer[] not null,
  rating_id smallint not null check (rating_id between 1 and 5),
  comments text check (char_length(comments) <= 500),
  rating_aspect_ids integer[] not null default '{}',
  created_at timestamptz not null,
  unique (order_id, user_id)
);
create index ratings_user on ratings(user_id);
