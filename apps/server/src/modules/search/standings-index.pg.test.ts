// The standings a process keeps, on PostgreSQL (standings-index.ts, db/events.ts): a result recorded through another
// process is walked as it commits; while the listening connection is lost the kept standings are not trusted and
// thresholds are searched in SQL (a result recorded meanwhile is still found), and once listening again they are
// read afresh.
import type { AthleteSearchResult } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { auth, registerUser } from '../../test/factories.ts';
import { createTestApp, endListening, secondProcess, type TestApp } from '../../test/harness.ts';
import { addResult, dateFrom, insertAthlete } from '../../test/rankings-seed.ts';
import type { MeritBound } from './passing.ts';

let first: TestApp;
let second: Awaited<ReturnType<typeof secondProcess>>;
let viewer: string;
const today = new Date();

beforeAll(async () => {
  first = await createTestApp();
  second = await secondProcess(first);
  viewer = (await registerUser(first, { userType: 2, name: 'Watching Coach' })).token;
});

afterAll(async () => {
  await second.close();
  await first.close();
});

const BOUNDS: MeritBound[] = [
  { testKey: 'dash40', side: 'above', merit: -4.5 },
  { testKey: 'verticalJump', side: 'above', merit: 90 },
];

/** An athlete past both thresholds, written through the first process; their athlete number. */
async function fastAndHigh(): Promise<{ profileId: string; seq: number }> {
  const { profileId } = await insertAthlete(first.db, { birthDate: dateFrom(today, -20) });
  await addResult(first.db, profileId, 'dash40', 4.3);
  await addResult(first.db, profileId, 'verticalJump', 95);
  const [row] = await first.db.query<{ seq: number }>('select seq from athlete_profiles where id = $1', [
    profileId,
  ]);
  if (!row) throw new Error('no athlete number');
  return { profileId, seq: row.seq };
}

const walked = (app: App) =>
  app.standingsIndex.walk({ sortTest: 'dash40', bounds: BOUNDS, maxPassers: 1_000 });

const found = async (app: App) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/athleteProfile/search?tests=${encodeURIComponent('dash40:under:4.5:sec,verticalJump:over:90:cm')}`,
    headers: auth(viewer),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AthleteSearchResult>().profiles.map((profile) => profile.profileId);
};

describe('the kept standings on several processes', () => {
  it('walks a result recorded through another process as it commits', async () => {
    await vi.waitFor(() => expect(second.app.standingsIndex.isReady).toBe(true));
    const athlete = await fastAndHigh();
    await vi.waitFor(() => expect(walked(second.app)?.next(10)).toContain(athlete.seq));
    expect(await found(second.app)).toContain(athlete.profileId);
  });

  it('searches in SQL while not listening, and reads the standings afresh once listening again', async () => {
    await vi.waitFor(() => expect(second.app.standingsIndex.isReady).toBe(true));
    expect(await endListening(second.db)).toBe(true);
    await vi.waitFor(() => expect(second.app.standingsIndex.isReady).toBe(false));
    const athlete = await fastAndHigh();
    expect(walked(second.app)).toBeUndefined();
    expect(await found(second.app)).toContain(athlete.profileId);
    await vi.waitFor(() => expect(second.app.standingsIndex.isReady).toBe(true), { timeout: 5_000 });
    expect(walked(second.app)?.next(10)).toContain(athlete.seq);
  });
});
