-- Purchases (issue 25): what each account is entitled to (one table, fed by Stripe, RevenueCat, the local checkout and
-- this migration alike), its customer at each payment provider, every webhook event received (stored, then applied
-- once by a job), and the local checkout's own small store of customers, sessions and subscriptions (used when no
-- Stripe keys are configured). An entitlement names a product key of spec 9; what it unlocks is core's PLANS table.
create table entitlements (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  product_key text not null,
  source text not null check (source in ('stripe', 'revenuecat', 'local', 'grandfathered')),
  -- The provider's id of what granted it: a subscription (kept in step with it), a checkout session (a one-off).
  source_ref text not null,
  starts_at timestamptz not null default now(),
  -- null: a one-off, or a subscription with no end known yet.
  ends_at timestamptz,
  -- A one-off that is used up (a branded social video made).
  consumed_at timestamptz,
  updated_at timestamptz not null default now(),
  unique (source, source_ref, product_key)
);
create index entitlements_user on entitlements (user_id);

create table payment_customers (
  user_id uuid not null references users (id) on delete cascade,
  provider text not null check (provider in ('stripe', 'local')),
  customer_id text not null unique,
  created_at timestamptz not null default now(),
  primary key (user_id, provider)
);

create table payment_events (
  id text primary key,
  provider text not null check (provider in ('stripe', 'local')),
  type text not null,
  payload jsonb not null,
  received_at timestamptz not null default now(),
  applied_at timestamptz
);

create table local_checkout_sessions (
  id text primary key,
  customer_id text not null,
  user_id uuid not null references users (id) on delete cascade,
  product_key text not null,
  price_id text not null,
  mode text not null check (mode in ('payment', 'subscription')),
  amount integer not null,
  currency text not null,
  success_url text not null,
  cancel_url text not null,
  status text not null default 'open' check (status in ('open', 'complete', 'expired')),
  subscription_id text,
  idempotency_key text not null unique,
  created_at timestamptz not null default now()
);

create table local_subscriptions (
  id text primary key,
  customer_id text not null,
  user_id uuid not null references users (id) on delete cascade,
  product_key text not null,
  price_id text not null,
  status text not null check (status in ('active', 'canceled')),
  current_period_end timestamptz not null,
  ended_at timestamptz,
  created_at timestamptz not null default now()
);

-- Free before issue 25 stays free for everyone who used it: an athlete who ever turned the public link on (it has a
-- code) keeps it, whether it is on today or not. Its reference names the migration and the account (one each).
insert into entitlements (user_id, product_key, source, source_ref)
select user_id, 'public_link', 'grandfathered', 'migration 0049 ' || user_id from athlete_profiles
 where public_link_code is not null;
