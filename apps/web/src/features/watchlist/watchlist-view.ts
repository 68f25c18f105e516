// How a watchlist entry reads: test names, results, best rank lines, and the change since saved drawn with the
// product's change convention (design choices "change indicator": the signed difference in colour, no arrow).
import {
  type ChangeIndicator,
  changeIndicator,
  findTestByKey,
  formatOrdinal,
  formatResult,
} from '@podium/core';
import type { WatchedRank, WatchedTest } from '@podium/core/api/watchlist';
import { type ComparedScore, changeAmount } from '../../ui/change-amount.ts';

const SCOPES: Record<WatchedRank['scope'], string> = {
  overall: 'all athletes',
  sport: 'their sport',
  age: 'their age',
  ageAndSport: 'their age and sport',
};

export const testName = (testKey: string) => findTestByKey(testKey)?.name ?? testKey;

/** '1st of 40 in their sport, 40 Yard Dash'. */
export function rankLine(rank: WatchedRank | null): string | null {
  if (!rank) return null;
  return `${formatOrdinal(rank.rank)} of ${rank.total} in ${SCOPES[rank.scope]}, ${testName(rank.testKey)}`;
}

type Score = NonNullable<WatchedTest['atSave']>;

const compared = (score: Score): ComparedScore => ({
  score: score.score,
  unitOfMeasurement: score.unit,
  mfScore: score.mfScore,
  mfUnit: score.mfUnit,
});

/** The latest result as shown: '4.70 sec'. */
export function resultText(test: WatchedTest): string | null {
  return test.latest ? formatResult(test.latest.score, test.latest.unit, test.testKey) : null;
}

/** The change of a test's result since saved, and how far it moved; null without a result then or now. */
export function resultChange(test: WatchedTest): { change: ChangeIndicator; amount: string | null } | null {
  const { latest, atSave } = test;
  if (!latest || !atSave || latest.mfScore === null || atSave.mfScore === null) return null;
  const change = changeIndicator(atSave.mfScore, latest.mfScore, latest.mfUnit ?? latest.unit);
  return { change, amount: changeAmount(compared(atSave), compared(latest)) };
}

/** A rank's move since saved: a smaller number is better, so 3rd -> 1st is 'Improved by 2 places'. */
export function rankChange(
  now: { rank: number } | null,
  then: { rank: number } | null,
): { change: ChangeIndicator; amount: string } | null {
  if (!now || !then || now.rank === then.rank) return null;
  const places = Math.abs(now.rank - then.rank);
  // Fewer places is better: the rank's number read as a "lower is better" score.
  const change = changeIndicator(-then.rank, -now.rank, 'places');
  return { change, amount: `${places} ${places === 1 ? 'place' : 'places'}` };
}

/** The note's first words for a card. */
export function excerpt(note: string, max = 140): string {
  const text = note.trim();
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}
