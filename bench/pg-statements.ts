// What PostgreSQL spent on each statement during a benchmark's window (BENCH_PG_STATEMENTS=1): pg_stat_statements on
// the throwaway cluster, with planning counted apart from running. Planning is what named statements save
// (db/connection.ts NamedStatement): the fan-out benchmark found its follow request's look-ups cost PostgreSQL more to
// plan than to run.
import type { Db } from '../apps/server/src/db/connection.ts';

export const PG_STATEMENTS_ON = process.env.BENCH_PG_STATEMENTS === '1';

/** The cluster's extra settings (scripts/test-postgres.sh PODIUM_PG_OPTIONS) when the report is asked for. */
export const PG_STATEMENTS_OPTIONS =
  '-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track_planning=on';

/** Empties the counts: a window starts. */
export async function resetStatements(db: Db): Promise<void> {
  if (!PG_STATEMENTS_ON) return;
  await db.exec('create extension if not exists pg_stat_statements');
  await db.query('select pg_stat_statements_reset()');
}

interface StatementRow {
  calls: number;
  exec_ms: number;
  plan_ms: number;
  query: string;
}

/** PostgreSQL's time since the reset, per unit of work (`per`, e.g. notifications made), and its top statements. */
export async function statementsReport(
  db: Db,
  label: string,
  per: number,
  top = Number(process.env.BENCH_PG_TOP ?? 8),
): Promise<string[]> {
  if (!PG_STATEMENTS_ON) return [];
  const rows = await db.query<StatementRow>(
    `select calls::int, total_exec_time::float8 as exec_ms, total_plan_time::float8 as plan_ms,
            regexp_replace(left(query, 90), '\\s+', ' ', 'g') as query
       from pg_stat_statements
      where query not ilike '%pg_stat_statements%'
      order by total_exec_time + total_plan_time desc`,
  );
  const exec = rows.reduce((sum, row) => sum + row.exec_ms, 0);
  const plan = rows.reduce((sum, row) => sum + row.plan_ms, 0);
  const each = (value: number) => `${(value / Math.max(1, per)).toFixed(3)} ms`;
  // Commits that send a NOTIFY take one lock for the whole cluster in turn (PostgreSQL's async.c): each statement
  // that sends one at the top level, and how many a notification.
  const notifying = rows.filter((row) => /\bnotify\b|pg_notify/i.test(row.query));
  const notifies = notifying.map(
    (row) => `${row.calls} (${(row.calls / Math.max(1, per)).toFixed(2)} a notification) ${row.query}`,
  );
  return [
    `PostgreSQL during ${label}: notifying statements at the top level (not in triggers): ${notifies.join('; ') || 'none'}`,
    `PostgreSQL during ${label}: running ${each(exec)} and planning ${each(plan)} a notification; top statements ` +
      '(calls, running and planning a call):',
    ...rows
      .slice(0, top)
      .map(
        (row) =>
          `  ${row.calls}  ${(row.exec_ms / row.calls).toFixed(3)} ms  ${(row.plan_ms / row.calls).toFixed(3)} ms  ${row.query}`,
      ),
  ];
}
