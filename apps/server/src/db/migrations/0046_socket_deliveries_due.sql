-- Socket deliveries may be written by another process than those holding the sockets: a group notice told by a job
-- in the worker process (npm run worker) while the API processes run with RUN_JOBS=0. As migration 0041 does for push,
-- a statement that writes any tells listeners once, on commit, on the channel podium_socket_due (jobs/delivery.ts),
-- which every process running the socket lane hears (PGlite hands it over in the process itself).
create function socket_deliveries_due() returns trigger
language plpgsql
as $$ begin if exists (select 1 from added where channel = 'socket') then perform pg_notify('podium_socket_due', ''); end if; return null; end $$;

create trigger notification_deliveries_socket_due after insert on notification_deliveries
  referencing new table as added
  for each statement execute function socket_deliveries_due();
