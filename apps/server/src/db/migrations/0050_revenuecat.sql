-- Native in-app purchases through RevenueCat (issue 25, slice 3). RevenueCat's webhook events share the payment events
-- table (stored once by id, applied once by a job); and, for development and tests (no REVENUECAT_SECRET_KEY), a local
-- store of "store transactions" that the local verifier reads the way the real one reads RevenueCat's customer.
alter table payment_events drop constraint payment_events_provider_check;
alter table payment_events add constraint payment_events_provider_check
  check (provider in ('stripe', 'local', 'revenuecat'));

create table revenuecat_local_transactions (
  -- The store's transaction id: a one-off is granted once per id (entitlements' unique source, source_ref, product).
  store_transaction_id text primary key,
  app_user_id text not null,
  store_product_id text not null,
  purchased_at timestamptz not null default now(),
  -- A subscription's period end; null for a one-off.
  expires_at timestamptz,
  refunded_at timestamptz
);
create index revenuecat_local_transactions_user on revenuecat_local_transactions (app_user_id);
