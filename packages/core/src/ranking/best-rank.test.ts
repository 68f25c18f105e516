// The rank a test shows (spec 5): the best of four, with its subtext label.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bestRank,
  formatBestRank,
  MIN_RANKED_POOL,
  type RankFields,
  rankSubtext,
  tooFewToRank,
} from './best-rank.ts';

const data: RankFields = {
  overallRank: 5,
  totalAthletes: 310,
  rankInAthleteSport: 2,
  totalInAthleteSport: 40,
  rankInAthleteAge: 3,
  totalInAthleteAge: 12,
  rankAthleteAgeAndSport: 3,
  totalAthleteAgeAndSport: 9,
};
const context = { sport: 'Football', age: 17 };

describe('bestRank', () => {
  it('picks the lowest of the four ranks', () => {
    expect(bestRank(data)).toEqual({ scope: 'sport', rank: 2, total: 40 });
    expect(formatBestRank(data, context)).toBe('2nd of 40 Football athletes');
  });

  it('gives each scope its label (spec 5)', () => {
    expect(rankSubtext({ scope: 'overall', rank: 5, total: 310 }, context)).toBe('of 310 Podium athletes');
    expect(rankSubtext({ scope: 'sport', rank: 2, total: 40 }, context)).toBe('of 40 Football athletes');
    expect(rankSubtext({ scope: 'age', rank: 1, total: 12 }, context)).toBe('of 12 17-year-old athletes');
    expect(rankSubtext({ scope: 'ageAndSport', rank: 3, total: 9 }, context)).toBe(
      'of 9 17-year-old Football athletes',
    );
    expect(rankSubtext({ scope: 'overall', rank: 1, total: 1 }, { productName: 'Acme' })).toBe(
      'of 1 Acme athlete',
    );
  });

  it('falls back to plain words when the sport or age is unknown', () => {
    expect(rankSubtext({ scope: 'sport', rank: 2, total: 40 })).toBe('of 40 athletes in the same sport');
    expect(rankSubtext({ scope: 'age', rank: 2, total: 40 }, { sport: 'Rugby' })).toBe(
      'of 40 athletes of the same age',
    );
    expect(rankSubtext({ scope: 'ageAndSport', rank: 2, total: 40 }, { age: 17, sport: ' ' })).toBe(
      'of 40 athletes of the same age and sport',
    );
  });

  it('prefers the larger pool between equal ranks', () => {
    const tied = {
      ...data,
      overallRank: 1,
      rankInAthleteSport: 1,
      rankInAthleteAge: 1,
      rankAthleteAgeAndSport: 1,
    };
    expect(bestRank(tied)).toEqual({ scope: 'overall', rank: 1, total: 310 });
    expect(formatBestRank({ ...data, rankInAthleteAge: 1 }, context)).toBe('1st of 12 17-year-old athletes');
  });

  it('skips missing ranks and gives null when there are none', () => {
    const none = {
      ...data,
      overallRank: null,
      rankInAthleteSport: null,
      rankInAthleteAge: null,
      rankAthleteAgeAndSport: null,
    };
    expect(bestRank(none)).toBeNull();
    expect(formatBestRank(none, context)).toBeNull();
    expect(bestRank({ ...none, rankAthleteAgeAndSport: 3 })).toEqual({
      scope: 'ageAndSport',
      rank: 3,
      total: 9,
    });
  });

  it('is never larger than any of the four ranks, and is one of them', () => {
    const rank = fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null });
    const total = fc.integer({ min: 1000, max: 5000 });
    fc.assert(
      fc.property(rank, rank, rank, rank, total, (overall, sport, age, ageAndSport, count) => {
        const ranks = [overall, sport, age, ageAndSport];
        const best = bestRank({
          overallRank: overall,
          totalAthletes: count,
          rankInAthleteSport: sport,
          totalInAthleteSport: count,
          rankInAthleteAge: age,
          totalInAthleteAge: count,
          rankAthleteAgeAndSport: ageAndSport,
          totalAthleteAgeAndSport: count,
        });
        const present = ranks.filter((value) => value !== null);
        if (present.length === 0) {
          expect(best).toBeNull();
          return;
        }
        expect(present).toContain(best?.rank);
        for (const value of present) expect(best?.rank).toBeLessThanOrEqual(value);
      }),
    );
  });
});

/** Ranking data as the server counts it: every sub-pool within the overall pool, each rank within its pool. */
const rankFields = fc.integer({ min: 1, max: 40 }).chain((overall) =>
  fc
    .tuple(
      fc.integer({ min: 1, max: overall }),
      fc.integer({ min: 1, max: overall }),
      fc.integer({ min: 1, max: overall }),
    )
    .chain(([sport, age, ageAndSportCap]) => {
      const ageAndSport = Math.min(sport, age, ageAndSportCap);
      return fc.record({
        overallRank: fc.integer({ min: 1, max: overall }),
        totalAthletes: fc.constant(overall),
        rankInAthleteSport: fc.integer({ min: 1, max: sport }),
        totalInAthleteSport: fc.constant(sport),
        rankInAthleteAge: fc.integer({ min: 1, max: age }),
        totalInAthleteAge: fc.constant(age),
        rankAthleteAgeAndSport: fc.integer({ min: 1, max: ageAndSport }),
        totalAthleteAgeAndSport: fc.constant(ageAndSport),
      });
    }),
);

describe('pools too small to rank in (issue 22)', () => {
  const alone: RankFields = {
    overallRank: 1,
    totalAthletes: 1,
    rankInAthleteSport: 1,
    totalInAthleteSport: 1,
    rankInAthleteAge: 1,
    totalInAthleteAge: 1,
    rankAthleteAgeAndSport: 1,
    totalAthleteAgeAndSport: 1,
  };

  it('shows no rank for a pool of one, and says plainly why', () => {
    expect(bestRank(alone)).toBeNull();
    expect(formatBestRank(alone, context)).toBeNull();
    expect(tooFewToRank(alone)).toBe(
      `Only 1 athlete has done this test so far; ranks start at ${MIN_RANKED_POOL}`,
    );
    const four = { ...alone, overallRank: 4, totalAthletes: 4 };
    expect(tooFewToRank(four)).toBe(
      `Only 4 athletes have done this test so far; ranks start at ${MIN_RANKED_POOL}`,
    );
  });

  it('leaves a small pool out of the best rank, even when its rank is lower', () => {
    // 1st of 3 in the age pool would win on the number; 4th of 60 in the sport is the rank that means something.
    const small = {
      ...data,
      rankInAthleteAge: 1,
      totalInAthleteAge: 3,
      rankAthleteAgeAndSport: 1,
      totalAthleteAgeAndSport: 2,
    };
    expect(formatBestRank({ ...small, rankInAthleteSport: 4, totalInAthleteSport: 60 }, context)).toBe(
      '4th of 60 Football athletes',
    );
    expect(tooFewToRank(small)).toBeNull();
    expect(bestRank({ ...small, totalInAthleteAge: MIN_RANKED_POOL })).toEqual({
      scope: 'age',
      rank: 1,
      total: MIN_RANKED_POOL,
    });
  });

  it('picks the lowest rank among the pools large enough, and only among them', () => {
    fc.assert(
      fc.property(rankFields, (fields) => {
        const pools = [
          { rank: fields.overallRank, total: fields.totalAthletes },
          { rank: fields.rankInAthleteSport, total: fields.totalInAthleteSport },
          { rank: fields.rankInAthleteAge, total: fields.totalInAthleteAge },
          { rank: fields.rankAthleteAgeAndSport, total: fields.totalAthleteAgeAndSport },
        ].filter((pool) => pool.total >= MIN_RANKED_POOL);
        const best = bestRank(fields);
        if (pools.length === 0) {
          expect(best).toBeNull();
          // Has a result, has no rank: the test says why instead.
          expect(tooFewToRank(fields)).toMatch(/^Only \d+ athletes? ha(s|ve) done this test so far/);
          return;
        }
        expect(best?.total).toBeGreaterThanOrEqual(MIN_RANKED_POOL);
        expect(pools.map((pool) => pool.rank)).toContain(best?.rank);
        for (const pool of pools) expect(best?.rank).toBeLessThanOrEqual(pool.rank);
        expect(tooFewToRank(fields)).toBeNull();
      }),
    );
  });
});
