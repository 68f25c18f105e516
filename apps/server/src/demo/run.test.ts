// npm run demo on a real database: all or nothing, loaded once, repaired when a demo account is gone or a run
// stopped half way, reloaded on --reset, and signed into through the API afterwards; its showcase accounts show
// content, not empty states (the athlete's bio and highlight video, the coach's public page).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/connection.ts';
import { loadOrCreateSecret } from '../modules/auth/tokens.ts';
import { refreshAthlete, refreshStanding } from '../modules/rankings/service.ts';
import { createMediaProvider, type MediaProvider } from '../providers/media/select.ts';
import { auth, deleteAccount } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { expectCountsToMatchStandings } from '../test/rankings-checks.ts';
import { HIGHLIGHT_TITLE } from './files.ts';
import { writeDemo } from './load.ts';
import { buildPopulation, DEMO_PASSWORD } from './population.ts';
import { DemoError, describeOutcome, runDemo } from './run.ts';

const population = buildPopulation({ athletes: 12, coaches: 3 });
const standings = { refreshStanding, refreshAthlete };
const demoAccounts = population.athletes.length + population.coaches.length;

let t: TestApp;
/** The media provider npm run demo opens: the test app's, on its DATA_DIR. */
let media: MediaProvider;
beforeAll(async () => {
  t = await createTestApp();
  media = createMediaProvider({
    dataDir: t.dataDir,
    publicUrl: t.config.publicUrl,
    rootSecret: loadOrCreateSecret(t.dataDir, t.config.JWT_SECRET),
  });
}, 60_000);
afterAll(() => t.close());

const run = (reset = false) => runDemo(t.db, standings, { population, reset, media });

/** Every file in the highlights folder on disk, as <owner>/<file>. */
async function highlightFiles(): Promise<string[]> {
  const root = join(t.dataDir, 'media', 'highlights');
  const owners = await readdir(root).catch(() => []);
  const files = await Promise.all(
    owners.map(async (owner) => (await readdir(join(root, owner))).map((file) => `${owner}/${file}`)),
  );
  return files.flat().sort();
}

/** The demo athlete's highlight videos, as her profile lists them. */
async function demoVideos(): Promise<{ vidUrl: string; title: string | null }[]> {
  const session = (await signIn('athlete@podium.demo')).json<{ token: string }>();
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/athleteProfile/me',
    headers: auth(session.token),
  });
  return me.json<{ highlightVideos: { vidUrl: string; title: string | null }[] }>().highlightVideos;
}

/** GET of a stored file's URL on the app, as a browser playing it asks. */
const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

async function countDemoAccounts(db: Queryable = t.db): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `select count(*)::integer as n from users where signup @> '{"demo": true}'::jsonb`,
  );
  return rows[0]?.n ?? -1;
}

const signIn = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password: DEMO_PASSWORD } });

describe('npm run demo', () => {
  it('writes nothing at all when the load fails part way', async () => {
    let calls = 0;
    const failing = {
      refreshAthlete,
      async refreshStanding(tx: Queryable, profileId: string, testKey: string) {
        calls += 1;
        if (calls === 20) throw new Error('disk full');
        await refreshStanding(tx, profileId, testKey);
      },
    };
    await expect(runDemo(t.db, failing, { population, reset: false })).rejects.toThrow('disk full');
    expect(calls).toBe(20);
    expect(await countDemoAccounts()).toBe(0);
    expect(await t.db.query('select 1 from test_results')).toEqual([]);
  });

  it('leaves no file behind when the load fails after storing the highlight video', async () => {
    const failing = {
      ...media,
      async storeBytes(input: Parameters<MediaProvider['storeBytes']>[0]) {
        const stored = await media.storeBytes(input);
        expect(await highlightFiles()).toHaveLength(1);
        throw new Error(`disk full after ${stored.public_id}`);
      },
    };
    await expect(runDemo(t.db, standings, { population, reset: false, media: failing })).rejects.toThrow(
      'disk full',
    );
    expect(await countDemoAccounts()).toBe(0);
    expect(await highlightFiles()).toEqual([]);
    expect(await t.db.query('select 1 from media_files')).toEqual([]);
  });

  it('loads the demo, then says it is already loaded and changes nothing', async () => {
    const first = await run();
    expect(first).toMatchObject({ kind: 'loaded', before: 'nothing', athletes: 12, coaches: 3 });
    expect(describeOutcome(first)[0]).toMatch(/^Demo data loaded: 12 athletes, \d+ results, 3 coaches\.$/);
    const results = await t.db.query('select id from test_results order by id');
    const second = await run();
    expect(second).toEqual({ kind: 'already-loaded' });
    expect(describeOutcome(second)[0]).toContain('already loaded');
    expect(await t.db.query('select id from test_results order by id')).toEqual(results);
    expect(await countDemoAccounts()).toBe(demoAccounts);
    expect((await signIn('athlete@podium.demo')).statusCode).toBe(200);
  });

  it('shows the showcase accounts with content: the athlete’s bio and a highlight video that plays, the coach’s public page', async () => {
    const session = (await signIn('athlete@podium.demo')).json<{ token: string }>();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/athleteProfile/me',
      headers: auth(session.token),
    });
    expect(me.json<{ bio: string | null }>().bio).toMatch(/^Central midfielder from .{20,}/);

    const videos = await demoVideos();
    expect(videos).toEqual([expect.objectContaining({ title: HIGHLIGHT_TITLE })]);
    const video = await fetchMedia(videos[0]?.vidUrl ?? '');
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    const clip = await readFile(new URL('./assets/highlight.mp4', import.meta.url));
    expect(video.rawPayload.equals(clip)).toBe(true);
    // Counted against her storage, as an upload of hers would be.
    const usage = await t.app.inject({
      method: 'GET',
      url: '/api/media/usage',
      headers: auth(session.token),
    });
    expect(usage.json<{ usedBytes: number }>().usedBytes).toBe(clip.byteLength);

    const coachSession = (await signIn('coach@podium.demo')).json<{ token: string }>();
    const coach = await t.app.inject({
      method: 'GET',
      url: '/api/coachProfile/me',
      headers: auth(coachSession.token),
    });
    const { _id: coachId, publicPage } = coach.json<{ _id: string; publicPage: boolean }>();
    expect(publicPage).toBe(true);
    // Anyone, signed in or not, opens it: where they coach shows, and the demo athlete, whose profile is public.
    const page = await t.app.inject({ method: 'GET', url: `/api/public/coach/${coachId}` });
    expect(page.statusCode).toBe(200);
    const shown = page.json<{
      organisation: string | null;
      position: string | null;
      team: string | null;
      athletes: { profile: { name: string } }[];
    }>();
    expect(shown).toMatchObject({
      organisation: 'Harbour City FC',
      position: expect.any(String),
      team: expect.any(String),
    });
    expect(shown.athletes.map((card) => card.profile.name)).toContain('Aoife Murphy');
  });

  it('shows the recruiting side: the coach’s profile, associated athletes and watchlist, a verified result, an accepted endorsement, the organisation', async () => {
    const token = async (email: string) => (await signIn(email)).json<{ token: string }>().token;
    const get = async <T>(url: string, email: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers: auth(await token(email)) });
      expect(response.statusCode, url).toBe(200);
      return response.json<T>();
    };
    type Card = { profile: { name: string } };
    const coach = await get<{ name: string; bio: string; sports: string[]; athletes: Card[] }>(
      '/api/coachProfile/me',
      'coach@podium.demo',
    );
    expect(coach.bio).not.toBe('');
    expect(coach.sports).toEqual([population.athletes[0]?.sport]);
    expect(coach.athletes.map((card) => card.profile.name)).toContain('Aoife Murphy');

    const watched = await get<{
      entries: { athlete: { name: string }; note: string; tags: string[]; tests: { atSave: unknown }[] }[];
    }>('/api/watchlist', 'coach@podium.demo');
    const aoife = watched.entries.find((entry) => entry.athlete.name === 'Aoife Murphy');
    expect(aoife?.note).not.toBe('');
    expect(aoife?.tags.length).toBeGreaterThan(0);
    // Saved two months ago: some of her tests show how they moved since.
    expect(aoife?.tests.some((test) => test.atSave !== null)).toBe(true);

    const profile = await get<{
      graduationYear: number | null;
      endorsements: { coach: { name: string }; text: string; hidden: boolean }[];
      physicalTests: Record<string, Record<string, { verifiedBy: { name: string } | null }[]>>;
    }>('/api/athleteProfile/me', 'athlete@podium.demo');
    // Every demo athlete has the class they leave school with: the year they turn 18.
    expect(profile.graduationYear).toBe(Number(population.athletes[0]?.birthDate.slice(0, 4)) + 18);
    expect(profile.endorsements).toEqual([
      expect.objectContaining({ coach: expect.objectContaining({ name: coach.name }), hidden: false }),
    ]);
    const verifiers = Object.values(profile.physicalTests)
      .flatMap((tests) => Object.values(tests).flat())
      .flatMap((result) => (result.verifiedBy ? [result.verifiedBy.name] : []));
    expect(verifiers).toEqual([coach.name]);
    // Coaches searching see the verification on her card too, though it was made after the result was stored.
    const found = await get<{
      profiles: { name: string; best: { verifiedBy: { name: string } | null }[] }[];
    }>('/api/athleteProfile/search?name=aoife%20murphy', 'coach@podium.demo');
    const card = found.profiles.find((athlete) => athlete.name === 'Aoife Murphy');
    expect(card?.best.flatMap((best) => (best.verifiedBy ? [best.verifiedBy.name] : []))).toEqual([
      coach.name,
    ]);

    const organisation = await get<{ bio: string | null; athletes: Card[] }>(
      '/api/organisation/me',
      'org@podium.demo',
    );
    expect(organisation.bio).toBeTruthy();
    expect(organisation.athletes.map((card) => card.profile.name)).toContain('Aoife Murphy');
  });

  it('never calls a half-loaded database loaded: an old run that stopped after the athletes is loaded again', async () => {
    await t.db.query(`delete from users where signup @> '{"demo": true}'::jsonb`);
    // What a run from before loads were atomic left behind: the athletes, none of the coaches.
    await t.db.transaction((tx) => writeDemo(tx, standings, { athletes: population.athletes, coaches: [] }));
    const outcome = await run();
    expect(outcome).toMatchObject({
      kind: 'loaded',
      before: 'incomplete',
      missing: population.coaches.length,
    });
    expect(await countDemoAccounts()).toBe(demoAccounts);
    expect((await signIn('coach@podium.demo')).statusCode).toBe(200);
    await expectCountsToMatchStandings(t.db);
  });

  it('repairs a demo whose athlete deleted their account, and the athlete signs in again', async () => {
    const session = (await signIn('athlete@podium.demo')).json<{ token: string }>();
    const deleted = await deleteAccount(t, { token: session.token, password: DEMO_PASSWORD });
    expect(deleted.statusCode).toBe(200);
    expect((await signIn('athlete@podium.demo')).statusCode).toBe(400);

    const outcome = await run();
    expect(outcome).toMatchObject({ kind: 'loaded', before: 'incomplete', missing: 1 });
    expect(describeOutcome(outcome)[0]).toContain('(1 demo account missing or changed)');
    const again = await signIn('athlete@podium.demo');
    expect(again.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/athleteProfile/me',
      headers: auth(again.json<{ token: string }>().token),
    });
    expect(me.statusCode).toBe(200);
    expect(await run()).toEqual({ kind: 'already-loaded' });
  });

  it('treats a demo account whose email was changed as changed, and reloads', async () => {
    await t.db.query(`update users set email = 'moved@example.com' where email = 'coach@podium.demo'`);
    expect(await run()).toMatchObject({ kind: 'loaded', before: 'incomplete', missing: 1 });
    expect(await t.db.query(`select 1 from users where email = 'moved@example.com'`)).toEqual([]);
    expect((await signIn('coach@podium.demo')).statusCode).toBe(200);
  });

  it('--reset removes the demo data, including what was added to it, and loads it again', async () => {
    const [before] = await t.db.query<{ id: string }>(
      `select id from users where email = 'athlete@podium.demo'`,
    );
    await t.db.query(
      `update athlete_profiles set bio = 'changed by hand'
        where user_id = (select id from users where email = 'athlete@podium.demo')`,
    );
    const outcome = await run(true);
    expect(outcome).toMatchObject({ kind: 'loaded', before: 'reset', athletes: 12, coaches: 3 });
    expect(describeOutcome(outcome)[0]).toMatch(/^Demo data removed and loaded again/);
    const [after] = await t.db.query<{ id: string }>(
      `select id from users where email = 'athlete@podium.demo'`,
    );
    expect(after?.id).not.toBe(before?.id);
    expect(await t.db.query(`select 1 from athlete_profiles where bio = 'changed by hand'`)).toEqual([]);
    expect(await countDemoAccounts()).toBe(demoAccounts);
    await expectCountsToMatchStandings(t.db);
  });

  it('--reset removes the files of the demo accounts it removes: one highlight video on disk and in the quota', async () => {
    const [old] = await demoVideos();
    // Files a test left behind by deleting accounts itself (the server's sweep clears those later) stay as they are.
    const before = await highlightFiles();
    expect((await fetchMedia(old?.vidUrl ?? '')).statusCode).toBe(200);
    await run(true);
    const [fresh] = await demoVideos();
    expect(fresh?.vidUrl).not.toBe(old?.vidUrl);
    expect((await fetchMedia(old?.vidUrl ?? '')).statusCode).toBe(404);
    expect((await fetchMedia(fresh?.vidUrl ?? '')).statusCode).toBe(200);
    const fileOf = (url: string | undefined) => new URL(url ?? '').pathname.replace('/media/highlights/', '');
    const after = await highlightFiles();
    expect(after).toEqual(
      [...before.filter((file) => file !== fileOf(old?.vidUrl)), fileOf(fresh?.vidUrl)].sort(),
    );
    expect(before).toContain(fileOf(old?.vidUrl));
    const [owner] = await t.db.query<{ id: string }>(
      `select id from users where email = 'athlete@podium.demo'`,
    );
    expect(await t.db.query('select owner_id from media_files')).toEqual([{ owner_id: owner?.id }]);
  });

  it('leaves other people alone, and refuses in one sentence when one of them holds a demo email', async () => {
    await t.db.query(`update users set signup = '{}'::jsonb where email = 'athlete@podium.demo'`);
    const others = await t.db.query(`select id from users where not signup @> '{"demo": true}'::jsonb`);
    const failure = run(true);
    await expect(failure).rejects.toBeInstanceOf(DemoError);
    await expect(failure).rejects.toThrow(
      'athlete@podium.demo belongs to an account the demo did not create: delete that account, or load the demo into another DATA_DIR',
    );
    // Rolled back: the rest of the demo is still there.
    expect(await countDemoAccounts()).toBe(demoAccounts - 1);
    expect(await t.db.query(`select id from users where not signup @> '{"demo": true}'::jsonb`)).toEqual(
      others,
    );
  });
});
