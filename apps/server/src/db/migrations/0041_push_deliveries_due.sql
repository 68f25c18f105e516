-- Push deliveries may be run by another process than the one whose commit wrote them (npm run worker, issue 23): a
-- statement that writes any tells listeners once, on commit, on the channel podium_push_due (jobs/delivery.ts). The
-- socket's deliveries are run by the process that committed them, woken in memory, so they tell nothing.
create function push_deliveries_due() returns trigger
language plpgsql
as $$ begin if exists (select 1 from added where channel = 'push') then perform pg_notify('podium_push_due', ''); end if; return null; end $$;

create trigger notification_deliveries_push_due after insert on notification_deliveries
  referencing new table as added
  for each statement execute function push_deliveries_due();
