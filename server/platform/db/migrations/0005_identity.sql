-- The identity context (SPEC §3 "User", §4 "Auth and login", §7 "Auth (POST)" and "Profile"): users,
-- one-time-code challenges, rotating refresh tokens in families, and the outbox of the embedded sender.
-- Every time is written by the platform's clock (tests move it), never by now() in a query.

create table users (
  id serial primary key,
  first_name text,
  last_name text,
  email text,                                  -- lower case
  phone text,                                  -- E.164
  region text,                                 -- ISO 3166-1 alpha-2 of the phone number
  is_email_verified boolean not null default false,
  is_phone_verified boolean not null default false,
  primary_identification text not null check (primary_identification in ('phone', 'email', 'g')),
  registered boolean not null default false,   -- the details step is done
  accept_tc boolean not null default false,
  login_provider smallint not null check (login_provider between 1 and 7),
  is_guest boolean not null default false,
  google_sub text unique,
  line_sub text unique,
  senior_citizen_attachment jsonb,             -- {front, back} image URLs
  created_at timestamptz not null,
  updated_at timestamptz not null
);
-- A verified phone or email belongs to one account; unverified ones are only claims.
create unique index users_verified_phone on users(phone) where is_phone_verified;
create unique index users_verified_email on users(email) where is_email_verified;

-- A one-time code sent to a phone (login, add phone) or an email address. The nonce and the code are kept
-- only as hashes; a resend replaces the challenge (new nonce, new code) and the old one stops working.
create table otp_challenges (
  id serial primary key,
  nonce_hash text not null unique,             -- sha256 of the nonce (base64url)
  purpose text not null check (purpose in ('login', 'phone', 'email')),
  user_id int references users(id) on delete cascade,
  target text not null,                        -- E.164 phone or lower-case email
  region text,
  channel smallint check (channel between 1 and 4),   -- null for email
  code_hash text not null,                     -- HMAC-SHA256 of nonce and code with the token secret
  attempts int not null default 0,
  expires_at timestamptz not null,
  last_sent_at timestamptz not null,
  consumed_at timestamptz,                     -- verified, or replaced by a resend
  created_at timestamptz not null,
  check ((purpose = 'login') = (user_id is null))
);
-- the hourly send limit counts the challenges of a target
create index otp_challenges_target on otp_challenges(target, created_at);
create index otp_challenges_created on otp_challenges(created_at);

-- A login: the refresh tokens issued one after the other from it. Reusing a rotated token revokes it all.
create table refresh_families (
  id text primary key,
  user_id int not null references users(id) on delete cascade,
  created_at timestamptz not null,
  revoked_at timestamptz
);
create index refresh_families_user on refresh_families(user_id);

create table refresh_tokens (
  token_hash text primary key,                 -- sha256 of the token (base64url)
  family_id text not null references refresh_families(id) on delete cascade,
  user_id int not null references users(id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz                          -- rotated: a second use is a reuse
);
create index refresh_tokens_family on refresh_tokens(family_id);
create index refresh_tokens_expires on refresh_tokens(expires_at);

-- What the embedded sender delivered (DESIGN.md: OTP outbox, shown at /dev/outbox outside production).
create table outbox_messages (
  id serial primary key,
  channel text not null,                       -- sms | whatsapp | viber | telegram | email
  recipient text not null,
  subject text,
  body text not null,
  code text not null,
  created_at timestamptz not null
);
create index outbox_messages_recipient on outbox_messages(recipient, id);
