// What npm run demo decides, in one transaction so a load is all or nothing: load the demo when it is absent, say
// so when it is complete, and load it again when it is broken (a demo account deleted or changed, a run from before
// loads were atomic that stopped half way) or when asked to (--reset). The files of the demo accounts it removes are
// removed once that has committed (files.ts).
import type { Db, Queryable } from '../db/connection.ts';
import type { Standings } from '../modules/athletes/service.ts';
import { DemoFiles, type DemoMediaProvider } from './files.ts';
import { type Population, writeDemo } from './load.ts';
import { DEMO_PASSWORD } from './population.ts';

export type DemoOutcome =
  | { kind: 'already-loaded' }
  | {
      kind: 'loaded';
      /** What was there before: nothing, a broken demo (missing accounts counted), or a demo reset on request. */
      before: 'nothing' | 'incomplete' | 'reset';
      missing: number;
      athletes: number;
      results: number;
      coaches: number;
    };

/** A refusal npm run demo prints as one line. */
export class DemoError extends Error {}

// Two demo runs on one PostgreSQL wait for each other rather than both finding the demo absent.
const DEMO_LOCK_KEY = 7_310_225;

/** Demo accounts carry signup.demo from creation, so one whose owner changed its email is still found. */
async function findDemoEmails(tx: Queryable): Promise<string[]> {
  const rows = await tx.query<{ email: string }>(
    `select lower(email) as email from users where signup @> '{"demo": true}'::jsonb`,
  );
  return rows.map((row) => row.email);
}

/**
 * Everything the demo wrote hangs off its accounts (foreign keys cascade, ranking counts follow by trigger, and their
 * files' rows go with them: counted against nobody). Answers the accounts removed, whose files go after the commit.
 */
async function removeDemo(tx: Queryable): Promise<string[]> {
  // The demo athletes' results first: a result names three demo accounts (its athlete's, and who entered and who
  // verified it, set null when they go), and removed in one statement their cascades can reach a result twice, the
  // second time after its athlete's profile is gone, which PostgreSQL refuses as a broken foreign key (seen once in
  // the suite on PostgreSQL, in an order of rows that varies).
  await tx.query(
    `delete from test_results r using athlete_profiles p, users u
      where r.profile_id = p.id and p.user_id = u.id and u.signup @> '{"demo": true}'::jsonb`,
  );
  const rows = await tx.query<{ id: string }>(
    `delete from users where signup @> '{"demo": true}'::jsonb returning id`,
  );
  return rows.map((row) => row.id);
}

async function refuseTakenEmails(tx: Queryable, emails: string[]): Promise<void> {
  const rows = await tx.query<{ email: string }>(
    `select email from users where lower(email) = any($1::text[]) and not signup @> '{"demo": true}'::jsonb
      order by email limit 1`,
    [emails],
  );
  const taken = rows[0];
  if (taken)
    throw new DemoError(
      `${taken.email} belongs to an account the demo did not create: delete that account, or load the demo into another DATA_DIR`,
    );
}

export async function runDemo(
  db: Db,
  standings: Standings,
  options: {
    population: Population;
    reset: boolean;
    /** Where the demo athlete's highlight video is stored; without it the demo has no video. */
    media?: DemoMediaProvider | undefined;
  },
): Promise<DemoOutcome> {
  const { population } = options;
  const expected = [...population.athletes, ...population.coaches].map((person) =>
    person.email.toLowerCase(),
  );
  const files = options.media && new DemoFiles(options.media);
  let removed: string[] = [];
  let outcome: DemoOutcome;
  try {
    outcome = await db.transaction(async (tx): Promise<DemoOutcome> => {
      await tx.query('select pg_advisory_xact_lock($1)', [DEMO_LOCK_KEY]);
      const present = new Set(await findDemoEmails(tx));
      const missing = expected.filter((email) => !present.has(email)).length;
      const isComplete = present.size === expected.length && missing === 0;
      if (isComplete && !options.reset) return { kind: 'already-loaded' };
      if (present.size > 0) removed = await removeDemo(tx);
      await refuseTakenEmails(tx, expected);
      const written = await writeDemo(tx, standings, population, files);
      const before =
        options.reset && present.size > 0 ? 'reset' : present.size > 0 ? 'incomplete' : 'nothing';
      return { kind: 'loaded', before, missing: present.size > 0 ? missing : 0, ...written };
    });
  } catch (error) {
    await files?.discardStored();
    throw error;
  }
  await files?.removeOwners(removed);
  return outcome;
}

/** What npm run demo prints for an outcome, one line each. */
export function describeOutcome(outcome: DemoOutcome): string[] {
  const signIn = `Sign in as athlete@podium.demo, coach@podium.demo or org@podium.demo with the password ${DEMO_PASSWORD}`;
  if (outcome.kind === 'already-loaded')
    return ['Demo data is already loaded (npm run demo -- --reset loads it again).', signIn];
  const counts = `${outcome.athletes} athletes, ${outcome.results} results, ${outcome.coaches} coaches`;
  const why =
    outcome.before === 'reset'
      ? 'Demo data removed and loaded again'
      : outcome.before === 'incomplete'
        ? `Demo data was incomplete (${outcome.missing} demo ${outcome.missing === 1 ? 'account' : 'accounts'} missing or changed): removed and loaded again`
        : 'Demo data loaded';
  return [`${why}: ${counts}.`, signIn];
}
