// Ages in SQL (ranking_age, ranking_turns) agree with core's ageInYears, and athData counts every athlete at
// their age on the day asked, even when a standing aged on an earlier day slips in while it counts.
import { ageInYears } from '@podium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/connection.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addResult, dateFrom, insertAthlete, isoDay } from '../../test/rankings-seed.ts';
import { athData } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const shift = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
};

describe('ages in SQL', () => {
  const days = [
    '2027-02-28',
    '2027-03-01',
    '2028-02-28',
    '2028-02-29',
    '2028-03-01',
    '2025-12-31',
    '2026-01-01',
  ];

  it('match ageInYears for every birth date of seven years, on days around leap days and year ends', async () => {
    const rows = await t.db.query<{
      born: string;
      day: string;
      age: number;
      age_from: string;
      age_until: string;
    }>(
      `select born::date as born, day, ranking_age(born::date, day) as age,
              ranking_turns(born::date, ranking_age(born::date, day)) as age_from,
              ranking_turns(born::date, ranking_age(born::date, day) + 1) as age_until
         from generate_series('2003-01-01'::date, '2009-12-31'::date, interval '1 day') as born
        cross join unnest($1::date[]) as day`,
      [days],
    );
    expect(rows).toHaveLength(2557 * days.length);
    for (const row of rows) {
      const at = (day: string) => ageInYears(row.born, new Date(`${day}T12:00:00Z`));
      const label = `${row.born} on ${row.day}`;
      expect(row.age, label).toBe(at(row.day));
      // [age_from, age_until) is exactly the span of days with that age.
      expect([at(row.age_from), at(shift(row.age_from, -1))], label).toEqual([row.age, row.age - 1]);
      expect([at(row.age_until), at(shift(row.age_until, -1))], label).toEqual([row.age + 1, row.age]);
    }
  });
});

describe('athData and birthdays', () => {
  it('re-ages standings aged on an earlier day, also one that slips in between re-ageing and counting', async () => {
    const today = isoDay(new Date());
    const yesterday = shift(today, -1);
    const birthdayToday = await insertAthlete(t.db, {
      birthDate: dateFrom(new Date(), -20),
      sport: 'rowing',
    });
    const sameAge = await insertAthlete(t.db, { birthDate: dateFrom(new Date(), -21, 1), sport: 'rowing' });
    await addResult(t.db, birthdayToday.profileId, 'row2000', 400);
    await addResult(t.db, sameAge.profileId, 'row2000', 390);

    // What a writer that began yesterday leaves behind: the standing with yesterday's age, 19.
    const agedYesterday = () =>
      t.db.query(
        `update ranking_standings
            set age = ranking_age(birth_date, $2::date),
                age_from = ranking_turns(birth_date, ranking_age(birth_date, $2::date)),
                age_until = ranking_turns(birth_date, ranking_age(birth_date, $2::date) + 1)
          where profile_id = $1`,
        [birthdayToday.profileId, yesterday],
      );
    await agedYesterday();
    const transactions: string[] = [];
    const deps = {
      // The first read sees stale ages too, so it leaves the answer to the transactions.
      query: t.db.query.bind(t.db),
      async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
        const value = await t.db.transaction(fn);
        transactions.push(typeof value === 'string' ? 'stale' : value ? 'answer' : 're-aged');
        // Such a writer commits again right after the first re-ageing.
        if (transactions.length === 2) await agedYesterday();
        return value;
      },
    };
    const { row2000 } = await athData(deps, { id: birthdayToday.userId, user_type: 1 }, ['row2000'], today);
    expect(transactions).toEqual(['stale', 're-aged', 'stale', 're-aged', 'answer']);
    expect(row2000).toMatchObject({ rankInAthleteAge: 2, totalInAthleteAge: 2, totalAthleteAgeAndSport: 2 });
  });
});
