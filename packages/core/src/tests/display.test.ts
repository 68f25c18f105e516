// Result display order (spec 3) and the change indicator (spec 4).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHYSICAL_TESTS, type TestUnit } from './catalogue.ts';
import { changeIndicator, formatResult, formatScore } from './display.ts';
import { normaliseScore } from './units.ts';

describe('formatResult', () => {
  it('shows the score first, then the unit', () => {
    expect(formatResult('102.5', 'kg', 'benchPress1')).toBe('102.5 kg');
    expect(formatResult('4.42', 'sec', 'unknownTest')).toBe('4.42 sec');
    expect(formatResult('21.5', 'in.', 'verticalJump')).toBe('21.5 in.');
  });

  it('shows times as m:ss or h:mm:ss and lengths in feet as 7\'2", the unit once (issue 22)', () => {
    expect(formatResult('4.05', 'min/sec', 'sixteenHund')).toBe('4:05');
    // The demo's '7.16 min/sec' read as decimal minutes: it is 7 min 16 s (spec 9).
    expect(formatResult('7.16', 'min/sec', 'row2000')).toBe('7:16');
    expect(formatResult('2:14', 'min/sec', 'eightHund')).toBe('2:14');
    expect(formatResult('1:02.35', 'min/sec', 'row500')).toBe('1:02.35');
    expect(formatResult('65.30', 'min/sec', 'tenKm')).toBe('1:05:30');
    expect(formatResult('20', 'min/sec', 'fiveKm')).toBe('20:00');
    expect(formatResult('3.45', 'hour/min', 'marathon')).toBe('3:45:00');
    expect(formatResult('3:05', 'hour/min', 'marathon')).toBe('3:05:00');
    expect(formatResult("7'2", 'ft', 'standingReach')).toBe(`7'2"`);
    expect(formatResult(`7'2"`, 'ft', 'standingReach')).toBe(`7'2"`);
    expect(formatResult('7ft 2in', 'ft', 'standingReach')).toBe(`7'2"`);
    expect(formatResult('6', 'ft', 'standingReach')).toBe(`6'0"`);
    // Seconds stay seconds under a minute; from a minute they read as a clock.
    expect(formatResult('4.50', 'sec', 'dash40')).toBe('4.50 sec');
    expect(formatResult('0:52', 'sec', 'fourHund')).toBe('52 sec');
    expect(formatResult('95.20', 'sec', 'row500')).toBe('1:35.2');
  });

  it('keeps a score that does not read in its unit as it was stored, with its unit', () => {
    expect(formatResult('abc', 'min/sec', 'row2000')).toBe('abc min/sec');
    expect(formatResult('5.11', 'ft', 'standingReach')).toBe('5.11 ft');
  });

  it('shows the unit first for the beep, yo-yo, ice hockey beep and shuttle swim tests', () => {
    expect(formatResult('12.5', 'level', 'beepTest')).toBe('Level 12.5');
    expect(formatResult('18.2', 'level', 'yoyoEndurance')).toBe('Level 18.2');
    expect(formatResult('17.1', 'level', 'yoyoRecovery')).toBe('Level 17.1');
    expect(formatResult('9', 'level', 'iceHockeyBeepTest')).toBe('Level 9');
    expect(formatResult('6', 'level', 'shuttleSwimTest')).toBe('Level 6');
  });

  it('shows an image score alone', () => {
    expect(formatResult('https://cdn.example/scan.png', '', 'dexa')).toBe('https://cdn.example/scan.png');
  });
});

/** A valid score of `tenths` written in one of the ways `unit` is typed. */
function typedForms(tenths: number, unit: TestUnit): string[] {
  const whole = Math.floor(tenths / 10);
  const small = String(tenths % 60).padStart(2, '0');
  switch (unit) {
    case 'ft':
      return [`${whole}'${tenths % 12}`, `${whole}ft ${tenths % 12}in`, `${whole}' ${tenths % 12}.5"`];
    case 'min/sec':
      return [
        `${whole}.${small}`,
        `${whole}:${small}`,
        `${whole}:${small}.${tenths % 10}`,
        `1:${small}:${small}`,
      ];
    case 'hour/min':
      return [`${whole % 12}.${small}`, `${whole % 12}:${small}`, `${whole % 12}:${small}:${small}`];
    case 'sec':
      return [String(tenths / 10), `${whole}:${small}.5`];
    default:
      return [String(tenths / 10)];
  }
}

describe('formatScore', () => {
  const scored = PHYSICAL_TESTS.filter((test) => !test.isImageScore);

  it('shows every score in a form that is read back to the same score, in its unit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...scored), fc.integer({ min: 10, max: 99_999 }), (test, tenths) => {
        for (const unit of test.units) {
          for (const typed of typedForms(tenths, unit)) {
            const before = normaliseScore(typed, unit, test.key);
            if (!before.ok) continue;
            const shown = formatScore(typed, unit).text;
            expect(normaliseScore(shown, unit, test.key), `${typed} ${unit} shown ${shown}`).toEqual(before);
          }
        }
      }),
    );
  });

  it('never says a unit its marks already say, and writes every time and foot the same way', () => {
    fc.assert(
      fc.property(fc.constantFrom(...scored), fc.integer({ min: 10, max: 99_999 }), (test, tenths) => {
        for (const unit of test.units) {
          for (const typed of typedForms(tenths, unit)) {
            if (!normaliseScore(typed, unit, test.key).ok) continue;
            const shown = formatResult(typed, unit, test.key);
            expect(shown).not.toMatch(/min\/sec|hour\/min|\bft\b/);
            if (unit === 'min/sec' || unit === 'hour/min')
              expect(shown).toMatch(/^(\d+:)?\d+:\d{2}(\.\d+)?$/);
            if (unit === 'ft') expect(shown).toMatch(/^\d+'\d+(\.\d+)?"$/);
            if (unit === 'sec') expect(shown).toMatch(/^(\d+(\.\d+)? sec|(\d+:)?\d+:\d{2}(\.\d+)?)$/);
          }
        }
      }),
    );
  });
});

describe('changeIndicator', () => {
  it('marks a rise as an improvement, in green', () => {
    expect(changeIndicator(100, 105, 'kg')).toEqual({
      direction: 'up',
      isImprovement: true,
      colour: 'green',
    });
    expect(changeIndicator(105, 100, 'kg')).toEqual({
      direction: 'down',
      isImprovement: false,
      colour: 'red',
    });
  });

  it('marks a fall as an improvement for sec, min/sec and hour/min', () => {
    for (const unit of ['sec', 'min/sec', 'hour/min']) {
      expect(changeIndicator(4.6, 4.5, unit)).toEqual({
        direction: 'down',
        isImprovement: true,
        colour: 'green',
      });
      expect(changeIndicator(4.5, 4.6, unit)).toEqual({
        direction: 'up',
        isImprovement: false,
        colour: 'red',
      });
    }
  });

  it('shows nothing when nothing changed', () => {
    expect(changeIndicator(12, 12, 'level')).toEqual({
      direction: 'none',
      isImprovement: null,
      colour: null,
    });
    expect(changeIndicator(Number.NaN, 12, 'level').direction).toBe('none');
  });

  it('swapping the two results always flips the verdict', () => {
    const unit = fc.constantFrom('kg', 'sec', 'min/sec', 'hour/min', 'cm', 'reps');
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        unit,
        (a, b, u) => {
          const forward = changeIndicator(a, b, u);
          const backward = changeIndicator(b, a, u);
          if (a === b) {
            expect(forward.direction).toBe('none');
          } else {
            expect(forward.direction).not.toBe(backward.direction);
            expect(forward.isImprovement).toBe(!backward.isImprovement);
          }
        },
      ),
    );
  });
});
