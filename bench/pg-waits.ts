// What PostgreSQL's client connections were doing during a window, sampled from pg_stat_activity every 10 ms
// (BENCH_PG_WAITS=1): running, waiting for a lock (which), or idle in a transaction while the app had the turn.
import type { Db } from '../apps/server/src/db/connection.ts';

export const PG_WAITS_ON = process.env.BENCH_PG_WAITS === '1';

export function sampleWaits(db: Db) {
  const counts = new Map<string, number>();
  let samples = 0;
  let failed = 0;
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const rows = await db.query<{ what: string }>(
        `select state || coalesce(' ' || wait_event_type || ':' || wait_event, '') as what
           from pg_stat_activity
          where backend_type = 'client backend' and pid <> pg_backend_pid() and state <> 'idle'`,
      );
      samples += 1;
      for (const row of rows) counts.set(row.what, (counts.get(row.what) ?? 0) + 1);
    } catch {
      // A sample lost (the database busy or closing) is left out; a timer's rejection would end the bench.
      failed += 1;
    } finally {
      busy = false;
    }
  }, 10);
  return {
    /** "active 1.20, idle in transaction ClientRead 0.80, …": connections in each state on average per sample. */
    stop(): string {
      clearInterval(timer);
      return [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([what, count]) => `${what} ${(count / Math.max(1, samples)).toFixed(2)}`)
        .concat(failed > 0 ? [`(${failed} samples lost)`] : [])
        .join(', ');
    },
  };
}
