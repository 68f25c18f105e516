-- Refunds of event tickets listed for the organisation (issue 25): a refund the payment provider refused on every try
-- shows as failed, so each failed try is counted; and an event's refunds are read newest first, page by page.
alter table ticket_refunds
  add column failed_tries integer not null default 0,
  add column last_failed_at timestamptz;

create index ticket_refunds_event_idx on ticket_refunds (event_id, created_at desc, session_id);
