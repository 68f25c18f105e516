// The athlete search's "newest result" order (migration 0024): each profile keeps its newest result's time, kept by
// triggers as results are added, changed and deleted, and athletes with no result come last.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  addResult,
  dateFrom,
  deleteResult,
  insertAthlete,
  type SeededAthlete,
} from '../../test/rankings-seed.ts';
import { findAthletes } from './athlete-store.ts';

let t: TestApp;
const today = new Date();
let ana: SeededAthlete;
let ben: SeededAthlete;
let cal: SeededAthlete;

const newest = async () => {
  const rows = await findAthletes(t.db, {
    viewerId: randomUUID(),
    today,
    bounds: [],
    order: { by: 'newest' },
    limit: 10,
  });
  const names = new Map([
    [ana.profileId, 'ana'],
    [ben.profileId, 'ben'],
    [cal.profileId, 'cal'],
  ]);
  return rows.map((row) => names.get(row.profile_id));
};

const daysAgo = (days: number) => new Date(today.getTime() - days * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  ana = await insertAthlete(t.db, { birthDate: dateFrom(today, -20) });
  ben = await insertAthlete(t.db, { birthDate: dateFrom(today, -20) });
  cal = await insertAthlete(t.db, { birthDate: dateFrom(today, -20) });
});

afterAll(() => t.close());

describe('newest result first', () => {
  it('follows results as they are added, changed and deleted; no result comes last', async () => {
    await addResult(t.db, ana.profileId, 'dash40', 5.1, daysAgo(10));
    await addResult(t.db, ben.profileId, 'dash40', 5.2, daysAgo(5));
    expect(await newest()).toEqual(['ben', 'ana', 'cal']);
    // An older result changes nothing; a newer one moves Ana first.
    await addResult(t.db, ana.profileId, 'verticalJump', 60, daysAgo(30));
    expect(await newest()).toEqual(['ben', 'ana', 'cal']);
    const latest = await addResult(t.db, ana.profileId, 'verticalJump', 61, daysAgo(1));
    expect(await newest()).toEqual(['ana', 'ben', 'cal']);
    // Dated back, then deleted: Ana's newest is her 10-day-old dash again.
    await t.db.query('update test_results set recorded_at = $2 where id = $1', [latest, daysAgo(20)]);
    expect(await newest()).toEqual(['ben', 'ana', 'cal']);
    await deleteResult(t.db, latest);
    await addResult(t.db, cal.profileId, 'dash40', 5.3, daysAgo(7));
    expect(await newest()).toEqual(['ben', 'cal', 'ana']);
  });
});
