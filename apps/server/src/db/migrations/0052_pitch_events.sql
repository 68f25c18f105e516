-- Issue 25: an Athlete Promo CV names the live event whose promo link it came through (its organisation is the
-- receiver). A removed event leaves the pitch, no longer naming it.
alter table pitches add column event_id uuid references events (id) on delete set null;
