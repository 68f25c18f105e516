// Forward-only numbered SQL migrations (STYLE 8), applied in order at start-up.
import { readdirSync, readFileSync } from 'node:fs';
import type { Db } from './connection.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

export function listMigrations(): { name: string; sql: string }[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((name) => ({ name, sql: readFileSync(new URL(name, MIGRATIONS_DIR), 'utf8') }));
}

/** Applies what has not been applied yet; returns the names it applied. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const applied = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name),
  );
  const done: string[] = [];
  for (const migration of listMigrations()) {
    if (applied.has(migration.name)) continue;
    await db.transaction(async (tx) => {
      // Several servers may start at once against one PostgreSQL: the first applies, the others wait.
      await tx.query('select pg_advisory_xact_lock(73110)');
      const again = await tx.query('select 1 from schema_migrations where name = $1', [migration.name]);
      if (again.length > 0) return;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (name) values ($1)', [migration.name]);
    });
    done.push(migration.name);
  }
  return done;
}

/** Splits a migration into statements on semicolons at line ends (our migrations keep to that form). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.length > 0);
}
