-- Push tokens and what push services acknowledged (issue 9: Web Push with VAPID, FCM for the native apps).

-- One row per device that accepted notifications: a browser's PushSubscription (its endpoint, unique to that
-- browser's subscription, and the keys to encrypt for it) or a phone's device token. The token is unique across
-- accounts: a device that signs in to another account pushes for that account only.
create table push_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('web', 'native')),
  token text not null unique,
  p256dh text,
  auth text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((kind = 'web') = (p256dh is not null and auth is not null))
);

create index push_tokens_user_idx on push_tokens (user_id);

-- One row per (delivery, device) the push service acknowledged (2xx), written right after its answer: a retry of
-- the delivery, or the worker after a crash, skips these devices, so an acknowledged push is never sent twice.
-- delivery_id is the delivery worker's id (modules/notifications/channels.ts); rows are swept after a week.
create table push_receipts (
  delivery_id text not null,
  token_id uuid not null references push_tokens (id) on delete cascade,
  acknowledged_at timestamptz not null default now(),
  primary key (delivery_id, token_id)
);

create index push_receipts_acknowledged_idx on push_receipts (acknowledged_at);
