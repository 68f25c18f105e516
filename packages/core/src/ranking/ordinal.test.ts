// Ordinal suffixes of spec 5, by table and by property.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOrdinal, ordinalSuffix } from './ordinal.ts';

describe('ordinal suffixes', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [14, '14th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [102, '102nd'],
    [111, '111th'],
    [112, '112th'],
    [113, '113th'],
    [1001, '1001st'],
    [1011, '1011th'],
    [0, '0th'],
  ])('%i is %s', (n, expected) => {
    expect(formatOrdinal(n)).toBe(expected);
  });

  it('depends only on the last two digits', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (n) => {
        expect(ordinalSuffix(n)).toBe(ordinalSuffix(n % 100));
      }),
    );
  });

  it('gives th to every number ending in 11, 12 or 13 and to every last digit 0 or 4 to 9', () => {
    fc.assert(
      fc.property(fc.nat(10_000), (n) => {
        const lastTwo = n % 100;
        const last = n % 10;
        const expected =
          lastTwo >= 11 && lastTwo <= 13
            ? 'th'
            : last === 1
              ? 'st'
              : last === 2
                ? 'nd'
                : last === 3
                  ? 'rd'
                  : 'th';
        expect(ordinalSuffix(n)).toBe(expected);
      }),
    );
  });
});
