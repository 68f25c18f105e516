-- Sessions and rate limits kept in the database, so several server processes on one PostgreSQL agree (issue 7).

-- One row per sign-in: a token names its session, so one session can end (logout) and every other can too
-- (password or email change, reset, logout everywhere); deleting the account deletes its sessions.
-- users.token_version is no longer read; it stays until no older server may still be running.
create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- Written at most once an hour, not on every request.
  last_used_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  user_agent text
);

create index sessions_user_idx on sessions (user_id) where revoked_at is null;
create index sessions_expires_idx on sessions (expires_at);

-- rate-limiter-flexible's PostgreSQL store: key is '<limit>:<subject>', expire is in ms since the epoch.
-- Its columns and their order are the library's; key is text because an email alone can take 254 characters.
create table rate_limits (
  key text primary key,
  points integer not null default 0,
  expire bigint
);

create index rate_limits_expire_idx on rate_limits (expire);
