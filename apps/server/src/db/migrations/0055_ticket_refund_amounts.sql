-- Refunds of event tickets (issue 25): a cancelled event's paid tickets are refunded too, and the buyer is told when
-- the money goes back. Each refund keeps the buyer's athlete profile (told, and shown the refund on their ticket) and
-- the amount given back (the event's price, which never changes once set). Rows from before stay as they were: a
-- lapsed payment's refund recorded without them tells nobody and shows its event's price.
alter table ticket_refunds
  add column athlete_profile_id uuid references athlete_profiles (id) on delete cascade,
  add column amount integer,
  add column currency text;

-- A removed athlete profile takes its refunds' rows (a foreign key that cascades wants its index).
create index ticket_refunds_profile_idx on ticket_refunds (athlete_profile_id);
