// Every ranked test has plausible bounds in its normalised unit, and they hold whichever unit a score is typed in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkScore,
  findScoreBounds,
  formatLimit,
  outOfBounds,
  outOfBoundsNote,
  SCORE_BOUNDS,
  type ScoreBounds,
  writeScore,
} from './bounds.ts';
import { PHYSICAL_TESTS, type PhysicalTest } from './catalogue.ts';
import { normaliseScore } from './units.ts';

const RANKED = PHYSICAL_TESTS.filter((test) => test.better !== null);

function boundsOf(test: PhysicalTest): ScoreBounds {
  const bounds = findScoreBounds(test.key);
  if (!bounds) throw new Error(`no bounds for ${test.key}`);
  return bounds;
}

/** The better end (the record) and which way a limit shown for it is rounded so it stays accepted. */
function recordEnd(test: PhysicalTest) {
  const bounds = boundsOf(test);
  return test.better === 'higher'
    ? { value: bounds.max, toward: 'down' as const }
    : { value: bounds.min, toward: 'up' as const };
}

const isOnHundredths = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

describe('score bounds: the table', () => {
  it('gives every ranked test of the catalogue bounds, and nothing else', () => {
    expect(SCORE_BOUNDS.map((bounds) => bounds.testKey)).toEqual(RANKED.map((test) => test.key));
    // BODPOD and DEXA are scored by their image: nothing to bound.
    expect(findScoreBounds('bodpod')).toBeUndefined();
    expect(findScoreBounds('dexa')).toBeUndefined();
  });

  it('has finite bounds, the worse end finite too, on the grid of stored scores, each with its basis', () => {
    for (const bounds of SCORE_BOUNDS) {
      expect(Number.isFinite(bounds.min) && Number.isFinite(bounds.max), bounds.testKey).toBe(true);
      expect(bounds.min, bounds.testKey).toBeGreaterThanOrEqual(0);
      expect(bounds.max, bounds.testKey).toBeGreaterThan(bounds.min);
      // Stored scores are rounded to hundredths (roundScore): a bound between two would be unreachable.
      expect(isOnHundredths(bounds.min) && isOnHundredths(bounds.max), bounds.testKey).toBe(true);
      expect(bounds.record.length, bounds.testKey).toBeGreaterThan(0);
      expect(bounds.basis.length, bounds.testKey).toBeGreaterThan(10);
    }
  });

  it('gives times a finite slowest limit: a marathon under 10 h', () => {
    expect(findScoreBounds('marathon')).toMatchObject({ min: 7235, max: 36_000, unit: 'sec' });
    for (const test of RANKED.filter((ranked) => ranked.better === 'lower')) {
      expect(boundsOf(test).max, test.key).toBeLessThanOrEqual(36_000);
    }
  });

  it('is in the unit every accepted unit normalises to', () => {
    for (const test of RANKED) {
      for (const unit of test.units) {
        const typed = writeScore(recordEnd(test).value, unit, test.key, recordEnd(test).toward);
        const normal = normaliseScore(typed, unit, test.key);
        expect(normal, `${test.key} ${unit} ${typed}`).toMatchObject({
          ok: true,
          value: { mfUnit: boundsOf(test).unit },
        });
      }
    }
  });
});

describe('checkScore', () => {
  it('refuses the three absurd scores that were ranked first (issue 7, defect 10)', () => {
    expect(checkScore('99999999999999999999999', 'lb', 'benchPress1')).toEqual({
      ok: false,
      msg: 'Bench Press 1 RM: 782.64 lb is the raw world record; check the score',
    });
    expect(checkScore("99999999'11", 'ft', 'verticalJump')).toEqual({
      ok: false,
      msg: `Vertical Jump: 3'10" is the NFL Combine record; check the score`,
    });
    expect(checkScore('99999.59', 'hour/min', 'marathon')).toEqual({
      ok: false,
      msg: 'Marathon: 10:00:00 is the slowest time accepted; check the score',
    });
  });

  it('names the test and the limit in the unit typed', () => {
    expect(checkScore('9.57', 'sec', 'oneHund')).toEqual({
      ok: false,
      msg: '100 m Sprint: 9.58 sec is the world record; check the score',
    });
    expect(checkScore('356', 'kg', 'benchPress1')).toMatchObject({ msg: expect.stringContaining('355 kg') });
    expect(checkScore('1.59', 'hour/min', 'marathon')).toMatchObject({
      msg: 'Marathon: 2:00:35 is the world record; check the score',
    });
    expect(checkScore('1.40', 'min/sec', 'eightHund')).toMatchObject({
      msg: '800 m Run: 1:40.91 is the world record; check the score',
    });
    expect(checkScore('22', 'level', 'beepTest')).toMatchObject({
      msg: 'Beep Test: Level 21.16 is the end of the test; check the score',
    });
    expect(checkScore('4', 'sec', 'dash40')).toMatchObject({
      msg: '40 Yard Dash: 4.1 sec is faster than any on record; check the score',
    });
    expect(checkScore('20', 'in.', 'handSpan')).toMatchObject({
      msg: 'Hand Span: 15.74 in. is wider than any on record; check the score',
    });
  });

  it('accepts the record itself and ordinary scores', () => {
    expect(checkScore('9.58', 'sec', 'oneHund')).toEqual({
      ok: true,
      value: { mfScore: 9.58, mfUnit: 'sec' },
    });
    expect(checkScore('355', 'kg', 'benchPress1').ok).toBe(true);
    expect(checkScore('225', 'lb', 'benchPress1').ok).toBe(true);
    expect(checkScore('3.45', 'hour/min', 'marathon').ok).toBe(true);
    expect(checkScore('10.00', 'hour/min', 'marathon').ok).toBe(true);
    expect(checkScore('10.01', 'hour/min', 'marathon').ok).toBe(false);
  });

  it('leaves the other refusals to normalisation', () => {
    expect(checkScore('abc', 'sec', 'oneHund')).toEqual({
      ok: false,
      msg: 'Score must be a number, like 12.5',
    });
  });
});

describe('bounds in every accepted unit (property)', () => {
  const testAndUnit = fc
    .constantFrom(...RANKED)
    .chain((test) => fc.tuple(fc.constant(test), fc.constantFrom(...test.units)));

  it('refuses any score beyond the record, in whichever unit it is typed, naming the test', () => {
    fc.assert(
      fc.property(testAndUnit, fc.double({ min: 1.02, max: 50, noNaN: true }), ([test, unit], factor) => {
        const { value } = recordEnd(test);
        const beyond = test.better === 'higher' ? value * factor : value / factor;
        const typed = writeScore(beyond, unit, test.key, test.better === 'higher' ? 'up' : 'down');
        if (unit === 'hour/min' && typed.split(':').length > 2) return; // hour/min takes whole minutes
        const checked = checkScore(typed, unit, test.key);
        expect(checked.ok, `${test.key} ${typed} ${unit}`).toBe(false);
        if (!checked.ok) expect(checked.msg.startsWith(`${test.name}: `)).toBe(true);
      }),
    );
  });

  it('accepts any score well inside the bounds, in whichever unit it is typed', () => {
    fc.assert(
      fc.property(testAndUnit, fc.double({ min: 0.02, max: 0.98, noNaN: true }), ([test, unit], share) => {
        const bounds = boundsOf(test);
        // Inside by 2 % of the range, wider than any unit's typing precision (hour/min: one minute).
        const inside = bounds.min + (bounds.max - bounds.min) * share;
        const typed = writeScore(
          unit === 'hour/min' ? Math.round(inside / 60) * 60 : inside,
          unit,
          test.key,
          'down',
        );
        const checked = checkScore(typed, unit, test.key);
        // Zero is refused by normalisation for most tests: that is not a bound.
        if (!checked.ok && checked.msg === 'Score must be more than zero') return;
        expect(checked, `${test.key} ${typed} ${unit}`).toMatchObject({ ok: true });
      }),
    );
  });

  it('shows a limit that, typed back in the same unit, is accepted', () => {
    for (const test of RANKED) {
      const { value, toward } = recordEnd(test);
      for (const unit of test.units) {
        const typed = writeScore(value, unit, test.key, toward);
        if (unit === 'hour/min' && typed.split(':').length > 2) continue;
        expect(checkScore(typed, unit, test.key), `${test.key} ${typed} ${unit}`).toMatchObject({ ok: true });
      }
    }
  });

  it('puts the shown limit in every refusal beyond the record', () => {
    for (const test of RANKED) {
      const { value, toward } = recordEnd(test);
      for (const unit of test.units) {
        const far = writeScore(test.better === 'higher' ? value * 3 : value / 3, unit, test.key, toward);
        if (unit === 'hour/min' && far.split(':').length > 2) continue;
        const checked = checkScore(far, unit, test.key);
        expect(checked, `${test.key} ${far} ${unit}`).toMatchObject({
          ok: false,
          msg: expect.stringContaining(formatLimit(value, unit, test.key, toward)),
        });
      }
    }
  });
});

describe('stored results out of bounds', () => {
  it('tells beyond the record from beyond the slowest limit', () => {
    const marathon = findScoreBounds('marathon');
    if (!marathon) throw new Error('no marathon bounds');
    expect(outOfBounds(marathon, 'lower', 7000)).toBe('beyond_record');
    expect(outOfBounds(marathon, 'lower', 40_000)).toBe('beyond_limit');
    expect(outOfBounds(marathon, 'lower', 10_000)).toBeNull();
  });

  it('gives the owner a note to read beside the result', () => {
    expect(outOfBoundsNote('benchPress1', 'beyond_record')).toBe('Not ranked: beyond the raw world record');
    expect(outOfBoundsNote('oneHund', 'beyond_record')).toBe('Not ranked: beyond the world record');
    expect(outOfBoundsNote('dash40', 'beyond_record')).toBe('Not ranked: faster than any on record');
    expect(outOfBoundsNote('marathon', 'beyond_limit')).toBe(
      'Not ranked: outside the range a result can have',
    );
  });
});
