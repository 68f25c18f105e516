// The athlete search's `tests` filter as the URL writes it: a time keeps its colons (`7:30` in min/sec), and links
// written before read as they did.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHYSICAL_TESTS } from '../tests/catalogue.ts';
import { AthleteSearchQuerySchema } from './search.ts';

const testsOf = (tests: string) => AthleteSearchQuerySchema.safeParse({ tests });

describe('athlete search thresholds', () => {
  it('reads a 2000 m Row time written m:ss', () => {
    expect(testsOf('row2000:under:7:30:min/sec').data?.tests).toEqual([
      { testKey: 'row2000', op: 'under', score: '7:30', unit: 'min/sec', mfScore: 450 },
    ]);
  });

  it('reads a threshold written as results are shown: h:mm:ss, decimals of a second, feet (issue 22)', () => {
    expect(
      testsOf(`tenKm:under:1:02:03:min/sec,row500:under:1:35.2:sec,standingBroad:over:7ft 2in:ft`).data
        ?.tests,
    ).toEqual([
      { testKey: 'tenKm', op: 'under', score: '1:02:03', unit: 'min/sec', mfScore: 3723 },
      { testKey: 'row500', op: 'under', score: '1:35.2', unit: 'sec', mfScore: 95.2 },
      { testKey: 'standingBroad', op: 'over', score: '7ft 2in', unit: 'ft', mfScore: 218.44 },
    ]);
  });

  it('reads thresholds written before as it did', () => {
    expect(testsOf('dash40:under:4.6:sec,row2000:over:7.30:min/sec').data?.tests).toEqual([
      { testKey: 'dash40', op: 'under', score: '4.6', unit: 'sec', mfScore: 4.6 },
      { testKey: 'row2000', op: 'over', score: '7.30', unit: 'min/sec', mfScore: 450 },
    ]);
  });

  it('refuses a threshold without all its parts, or a time it cannot read, saying why', () => {
    const messages = (tests: string) => testsOf(tests).error?.issues.map((issue) => issue.message);
    expect(messages('dash40:under:4.6')).toEqual([
      'Write each as test:under|over:score:unit, e.g. dash40:under:4.6:sec',
    ]);
    expect(messages('row2000:under:7:75:min/sec')).toEqual(['2000 m Row: Seconds must be less than 60']);
    expect(messages('row2000:below:7:30:min/sec')).toEqual([
      'Write each as test:under|over:score:unit, e.g. dash40:under:4.6:sec',
    ]);
  });

  it('reads back any m:ss time it writes, in seconds', () => {
    const clockTests = PHYSICAL_TESTS.filter((test) => test.units.includes('min/sec')).map(
      (test) => test.key,
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...clockTests),
        fc.constantFrom('under' as const, 'over' as const),
        fc.integer({ min: 1, max: 90 }),
        fc.integer({ min: 0, max: 59 }),
        (testKey, op, minutes, seconds) => {
          const score = `${minutes}:${String(seconds).padStart(2, '0')}`;
          const written = `${testKey}:${op}:${score}:min/sec`;
          expect(testsOf(written).data?.tests).toEqual([
            { testKey, op, score, unit: 'min/sec', mfScore: minutes * 60 + seconds },
          ]);
        },
      ),
    );
  });
});
