-- A coach's public page (issue 10; /public/coach/{id}): off until the coach turns it on, as an athlete's public link is.
-- A coach is a person, so the one visibility rule (core isDiscoverable) shows them to people not signed in only
-- while this is on.
alter table coach_profiles add column public_page boolean not null default false;
