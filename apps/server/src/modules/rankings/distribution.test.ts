// Distribution from counts above exact thresholds equals core's distributionOf, bucket edges included.
import { distributionOf, type ScoreDirection } from '@podium/core';
import { describe, expect, it } from 'vitest';
import { bucketThresholds, distributionFromCounts } from './distribution.ts';

function fromCounts(scores: number[], direction: ScoreDirection): number[] {
  const merits = scores.map((score) => (direction === 'higher' ? score : 0 - score));
  const lowest = Math.min(...merits);
  const highest = Math.max(...merits);
  if (lowest === highest) return distributionFromCounts(merits.length, null);
  const above = bucketThresholds(lowest, highest).map(
    (edge) => merits.filter((merit) => merit > edge).length,
  );
  return distributionFromCounts(merits.length, above);
}

describe('distribution from counts', () => {
  it('matches distributionOf on values sitting exactly on bucket edges', () => {
    const scores = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0.1, 0.3, 0.7, 2.9999999999999996];
    for (const direction of ['higher', 'lower'] as const) {
      expect(fromCounts(scores, direction)).toEqual(distributionOf(scores, direction));
    }
  });

  it('puts equal scores in the best bucket, and nothing anywhere without scores', () => {
    expect(fromCounts([4.5, 4.5], 'lower')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
    expect(distributionFromCounts(0, null)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('matches distributionOf on random scores of every scale and sign', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let round = 0; round < 300; round += 1) {
      const scale = 10 ** Math.floor(random() * 8 - 3);
      const offset = random() < 0.2 ? -scale * 3 : 0;
      const scores = Array.from(
        { length: 1 + Math.floor(random() * 40) },
        () => Math.round((offset + random() * scale * 5) * 100) / 100,
      );
      for (const direction of ['higher', 'lower'] as const) {
        expect(fromCounts(scores, direction)).toEqual(distributionOf(scores, direction));
      }
    }
  });
});
