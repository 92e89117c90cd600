-- Issue 13: the counters of the platform's rate limits (server/platform/limits), shared by every instance on
-- one database. The layout is that of rate-limiter-flexible's RateLimiterPostgres (key, points, expire in ms
-- since the epoch); the table is made here, not by the library at start-up, so instances starting together
-- do not race to create it. Keys hold no phone, email or address in clear (a hash of it).
create table if not exists rate_limits (
  key varchar(255) primary key,
  points integer not null default 0,
  expire bigint
);
create index if not exists rate_limits_expire on rate_limits(expire);
