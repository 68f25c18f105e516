-- A socket delivery written already leased (a process whose worker runs the socket lane hands it to that worker on
-- commit: modules/notifications write, jobs/delivery.ts SocketHandoff) wakes nobody: no process would find it due
-- before its lease runs out. Only unleased socket deliveries (a job in the worker process, or a process without a
-- socket lane) still tell every process's lane on commit, as migration 0046 set up.
create or replace function socket_deliveries_due() returns trigger
language plpgsql
as $$ begin if exists (select 1 from added where channel = 'socket' and leased_by is null) then perform pg_notify('podium_socket_due', ''); end if; return null; end $$;
