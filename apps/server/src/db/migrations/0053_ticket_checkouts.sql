-- Event tickets bought by card (issue 25): a checkout session may sell a held seat of an event, named and priced for
-- that event (the organisation's price, kept on our server). The local checkout keeps what Stripe keeps for such a
-- session: its reference (the held seat), its line's name, when it stops taking payment, and a refund.
alter table local_checkout_sessions
  add column reference text,
  add column line_name text,
  add column expires_at timestamptz,
  add column refunded_at timestamptz;

-- A paid ticket that found no seat (its hold had lapsed and the event filled or was cancelled meanwhile) is refunded,
-- and kept here so that the buyer is told and an operator can see it.
create table ticket_refunds (
  session_id text primary key,
  user_id uuid not null references users (id) on delete cascade,
  event_id uuid not null references events (id) on delete cascade,
  reason text not null,
  refunded_at timestamptz,
  created_at timestamptz not null default now()
);

-- The webhook's job asks whether a session already made its ticket.
create index event_seats_ticket_ref on event_seats (ticket_ref);
