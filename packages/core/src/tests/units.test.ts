// Spec 9's conversions to mfScore and mfUnit, by example and by property.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHYSICAL_TESTS, type TestUnit } from './catalogue.ts';
import {
  formatClock,
  formatFeetInches,
  INCH_TO_MM_TESTS,
  normaliseScore,
  parseClock,
  parseFeetInches,
  parseSeconds,
} from './units.ts';

function value(score: string, unit: string, testKey: string) {
  const result = normaliseScore(score, unit, testKey);
  if (!result.ok) throw new Error(`refused ${score} ${unit}: ${result.msg}`);
  return result.value;
}

function refusal(score: string, unit: string, testKey: string): string {
  const result = normaliseScore(score, unit, testKey);
  if (result.ok) throw new Error(`accepted ${score} ${unit}`);
  return result.msg;
}

describe('normaliseScore examples', () => {
  it('turns lb into kg (x0.45359237) and keeps kg', () => {
    expect(value('225', 'lb', 'benchPress1')).toEqual({ mfScore: 102.06, mfUnit: 'kg' });
    expect(value('102.5', 'kg', 'benchPress1')).toEqual({ mfScore: 102.5, mfUnit: 'kg' });
  });

  it("turns feet'inches into cm", () => {
    expect(value("5'11", 'ft', 'standingReach')).toEqual({ mfScore: 180.34, mfUnit: 'cm' });
    expect(value(`5'11"`, 'ft', 'standingReach')).toEqual({ mfScore: 180.34, mfUnit: 'cm' });
    expect(value("6'", 'ft', 'standingReach')).toEqual({ mfScore: 182.88, mfUnit: 'cm' });
    expect(value('6', 'ft', 'standingReach')).toEqual({ mfScore: 182.88, mfUnit: 'cm' });
    expect(value('8’ 6”', 'ft', 'standingReach')).toEqual({ mfScore: 259.08, mfUnit: 'cm' });
    expect(value("2'6.5", 'ft', 'verticalJump')).toEqual({ mfScore: 77.47, mfUnit: 'cm' });
  });

  it('reads feet and inches however they are typed: 7\'2", 7\' 2", 7ft 2in (issue 22)', () => {
    for (const typed of [
      `7'2"`,
      `7' 2"`,
      `7'2''`,
      '7ft 2in',
      '7 ft 2 in',
      '7ft2',
      '7 FT 2 IN.',
      '7 feet 2 inches',
    ]) {
      expect(value(typed, 'ft', 'standingReach'), typed).toEqual({ mfScore: 218.44, mfUnit: 'cm' });
    }
    expect(value('7ft', 'ft', 'standingReach')).toEqual({ mfScore: 213.36, mfUnit: 'cm' });
  });

  it('keeps sec unchanged', () => {
    expect(value('4.42', 'sec', 'dash40')).toEqual({ mfScore: 4.42, mfUnit: 'sec' });
  });

  it('reads min/sec as minutes.seconds, or with a colon, into seconds', () => {
    expect(value('4.05', 'min/sec', 'sixteenHund')).toEqual({ mfScore: 245, mfUnit: 'sec' });
    expect(value('4:05', 'min/sec', 'sixteenHund')).toEqual({ mfScore: 245, mfUnit: 'sec' });
    expect(value('1:05.37', 'min/sec', 'row500')).toEqual({ mfScore: 65.37, mfUnit: 'sec' });
    expect(value('0.59', 'min/sec', 'eightHund')).toEqual({ mfScore: 59, mfUnit: 'sec' });
    expect(value('65.30', 'min/sec', 'tenKm')).toEqual({ mfScore: 3930, mfUnit: 'sec' });
    expect(value('20', 'min/sec', 'fiveKm')).toEqual({ mfScore: 1200, mfUnit: 'sec' });
  });

  it('reads a time typed as it is shown: 7:30, 1:02.35, 1:02:03 (issue 22)', () => {
    expect(value('7:30', 'min/sec', 'row2000')).toEqual({ mfScore: 450, mfUnit: 'sec' });
    expect(value('1:02.35', 'min/sec', 'row500')).toEqual({ mfScore: 62.35, mfUnit: 'sec' });
    expect(value('1:02:03', 'min/sec', 'tenKm')).toEqual({ mfScore: 3723, mfUnit: 'sec' });
    expect(value('3:45:10', 'hour/min', 'marathon')).toEqual({ mfScore: 13_510, mfUnit: 'sec' });
    expect(value('3:45:00', 'hour/min', 'marathon')).toEqual({ mfScore: 13_500, mfUnit: 'sec' });
    // sec takes a clock too: a time of a minute or more is shown as one.
    expect(value('1:35.2', 'sec', 'row500')).toEqual({ mfScore: 95.2, mfUnit: 'sec' });
    expect(value('0:52', 'sec', 'fourHund')).toEqual({ mfScore: 52, mfUnit: 'sec' });
  });

  it('reads hour/min as hours.minutes into seconds', () => {
    expect(value('3.45', 'hour/min', 'marathon')).toEqual({ mfScore: 13_500, mfUnit: 'sec' });
    expect(value('3:05', 'hour/min', 'marathon')).toEqual({ mfScore: 11_100, mfUnit: 'sec' });
    expect(value('4', 'hour/min', 'marathon')).toEqual({ mfScore: 14_400, mfUnit: 'sec' });
  });

  it('turns in. into mm for the five hand and flexibility tests, into cm otherwise', () => {
    for (const key of ['handLength', 'handSpan', 'sitAndReach', 'calfFlexibility', 'sideBendTest']) {
      expect(value('9', 'in.', key)).toEqual({ mfScore: 228.6, mfUnit: 'mm' });
    }
    expect(value('30', 'in.', 'verticalJump')).toEqual({ mfScore: 76.2, mfUnit: 'cm' });
    expect(value('21.5', 'cm', 'verticalJump')).toEqual({ mfScore: 21.5, mfUnit: 'cm' });
    expect(value('33.5', 'in.', 'armLength')).toEqual({ mfScore: 85.09, mfUnit: 'cm' });
  });

  it('turns cm and mm into mm for the same five tests, so each of them has one mfUnit', () => {
    expect(value('21.5', 'cm', 'handSpan')).toEqual({ mfScore: 215, mfUnit: 'mm' });
    expect(value('215', 'mm', 'handSpan')).toEqual({ mfScore: 215, mfUnit: 'mm' });
    expect(value('8.47', 'in.', 'handSpan')).toEqual({ mfScore: 215.14, mfUnit: 'mm' });
    expect(value('32.53', 'cm', 'sitAndReach')).toEqual({ mfScore: 325.3, mfUnit: 'mm' });
    expect(value('0', 'cm', 'sideBendTest')).toEqual({ mfScore: 0, mfUnit: 'mm' });
  });

  it('turns m into cm', () => {
    expect(value('2.45', 'm', 'standingBroad')).toEqual({ mfScore: 245, mfUnit: 'cm' });
  });

  it('leaves other units unchanged', () => {
    expect(value('12.5', 'level', 'beepTest')).toEqual({ mfScore: 12.5, mfUnit: 'level' });
    expect(value('21', 'reps', 'benchPressReps225')).toEqual({ mfScore: 21, mfUnit: 'reps' });
    expect(value('0', 'reps', 'benchPressReps225')).toEqual({ mfScore: 0, mfUnit: 'reps' });
    expect(value('58.2', 'ml/kg/min', 'vo2')).toEqual({ mfScore: 58.2, mfUnit: 'ml/kg/min' });
    expect(value('850', 'watts', 'benchPressPower')).toEqual({ mfScore: 850, mfUnit: 'watts' });
  });

  it('trims the score and the unit', () => {
    expect(value(' 100 ', ' kg ', 'deadlift1')).toEqual({ mfScore: 100, mfUnit: 'kg' });
  });
});

describe('normaliseScore refusals', () => {
  it('refuses empty, letters, negative, NaN, Infinity and exponents', () => {
    expect(refusal('', 'kg', 'deadlift1')).toBe('Enter a score');
    expect(refusal('   ', 'kg', 'deadlift1')).toBe('Enter a score');
    expect(refusal('abc', 'kg', 'deadlift1')).toBe('Score must be a number, like 12.5');
    expect(refusal('100kg', 'kg', 'deadlift1')).toBe('Score must be a number, like 12.5');
    expect(refusal('-5', 'kg', 'deadlift1')).toBe('Score cannot be negative');
    expect(refusal('-4.05', 'min/sec', 'fiveKm')).toBe('Score cannot be negative');
    expect(refusal("-5'11", 'ft', 'standingReach')).toBe('Score cannot be negative');
    expect(refusal('NaN', 'sec', 'dash40')).toBe('Score must be a number, like 12.5');
    expect(refusal('Infinity', 'sec', 'dash40')).toBe('Score must be a number, like 12.5');
    expect(refusal('1e3', 'sec', 'dash40')).toBe('Score must be a number, like 12.5');
    expect(refusal('4,42', 'sec', 'dash40')).toBe('Score must be a number, like 12.5');
    expect(refusal('9'.repeat(40), 'sec', 'dash40')).toBe('Score is too long');
  });

  it('refuses zero where zero is no result', () => {
    expect(refusal('0', 'sec', 'dash40')).toBe('Score must be more than zero');
    expect(refusal('0.00', 'min/sec', 'fiveKm')).toBe('Score must be more than zero');
    expect(value('0', 'cm', 'sitAndReach').mfScore).toBe(0);
  });

  it('refuses 12 or more inches', () => {
    expect(refusal(`5'13"`, 'ft', 'standingReach')).toBe('Inches must be less than 12');
    expect(refusal("5'12", 'ft', 'standingReach')).toBe('Inches must be less than 12');
  });

  it('refuses badly written feet', () => {
    expect(refusal('5.11', 'ft', 'standingReach')).toBe(`Write feet and inches like 5'11"`);
    expect(refusal("5'11'11", 'ft', 'standingReach')).toBe(`Write feet and inches like 5'11"`);
  });

  it('refuses a seconds or minutes part of 60 or more', () => {
    expect(refusal('4.75', 'min/sec', 'sixteenHund')).toBe('Seconds must be less than 60');
    expect(refusal('4:60', 'min/sec', 'sixteenHund')).toBe('Seconds must be less than 60');
    expect(refusal('3.60', 'hour/min', 'marathon')).toBe('Minutes must be less than 60');
    expect(refusal('1:60:00', 'min/sec', 'tenKm')).toBe('Minutes must be less than 60');
    expect(refusal('3:45:60', 'hour/min', 'marathon')).toBe('Seconds must be less than 60');
    expect(refusal('1:75', 'sec', 'row500')).toBe('Seconds must be less than 60');
  });

  it('refuses ambiguous or malformed clocks', () => {
    const minSec = 'Write minutes and seconds, like 4:05 or 4.05 for 4 min 5 s';
    expect(refusal('4.5', 'min/sec', 'sixteenHund')).toBe(minSec);
    expect(refusal('4.055', 'min/sec', 'sixteenHund')).toBe(minSec);
    expect(refusal('4:5', 'min/sec', 'sixteenHund')).toBe(minSec);
    expect(refusal('1:2:3', 'min/sec', 'tenKm')).toBe(minSec);
    expect(refusal('3:45.5', 'hour/min', 'marathon')).toBe(
      'Write hours and minutes, like 3:45 or 3.45 for 3 h 45 min',
    );
    expect(refusal('3.4a', 'hour/min', 'marathon')).toBe(
      'Write hours and minutes, like 3:45 or 3.45 for 3 h 45 min',
    );
    expect(refusal('1:5', 'sec', 'row500')).toBe(
      'Write seconds like 95.2, or minutes and seconds like 1:35.2',
    );
  });

  it('refuses a unit the test does not accept, an unknown unit and an unknown test', () => {
    expect(refusal('4.42', 'min/sec', 'dash40')).toBe("40 Yard Dash is recorded in sec, not 'min/sec'");
    expect(refusal('100', 'stone', 'deadlift1')).toBe("Deadlift 1 RM is recorded in kg, lb, not 'stone'");
    expect(refusal('100', 'kg', 'curls')).toBe("Unknown test 'curls'");
    expect(refusal('https://x.io/a.png', '', 'bodpod')).toBe(
      'BODPOD Scan is scored by its image, not a number',
    );
  });
});

describe('normaliseScore properties', () => {
  const pounds = fc.integer({ min: 1, max: 200_000 }).map((tenths) => tenths / 10);

  it('lb -> kg is positive and monotonic', () => {
    fc.assert(
      fc.property(pounds, pounds, (a, b) => {
        const ka = value(String(a), 'lb', 'deadlift1').mfScore;
        const kb = value(String(b), 'lb', 'deadlift1').mfScore;
        expect(ka).toBeGreaterThan(0);
        if (a <= b) expect(ka).toBeLessThanOrEqual(kb);
        expect(Math.abs(ka - a * 0.45359237)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it("feet'inches round-trips through total inches", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.boolean(), (total, quoted) => {
        const text = `${Math.floor(total / 12)}'${total % 12}${quoted ? '"' : ''}`;
        expect(parseFeetInches(text)).toEqual({ ok: true, value: total });
        expect(value(text, 'ft', 'standingReach').mfScore).toBeCloseTo(total * 2.54, 2);
      }),
    );
  });

  it('refuses every inches part of 12 or more', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.integer({ min: 12, max: 999 }), (feet, inches) => {
        expect(parseFeetInches(`${feet}'${inches}"`)).toEqual({
          ok: false,
          msg: 'Inches must be less than 12',
        });
      }),
    );
  });

  it('min/sec of m.ss and m:ss equals m*60+ss', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(59), (minutes, seconds) => {
        const ss = String(seconds).padStart(2, '0');
        expect(parseClock(`${minutes}.${ss}`, 'min/sec')).toEqual({
          ok: true,
          value: minutes * 60 + seconds,
        });
        expect(parseClock(`${minutes}:${ss}`, 'min/sec')).toEqual({
          ok: true,
          value: minutes * 60 + seconds,
        });
      }),
    );
  });

  it('hour/min of h.mm equals h*3600+mm*60', () => {
    fc.assert(
      fc.property(fc.nat(30), fc.nat(59), (hours, minutes) => {
        const mm = String(minutes).padStart(2, '0');
        expect(parseClock(`${hours}.${mm}`, 'hour/min')).toEqual({
          ok: true,
          value: hours * 3600 + minutes * 60,
        });
      }),
    );
  });

  it('refuses every seconds part of 60 or more', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.integer({ min: 60, max: 99 }), (minutes, seconds) => {
        expect(parseClock(`${minutes}.${seconds}`, 'min/sec').ok).toBe(false);
      }),
    );
  });

  /** A valid score written the way `unit` is typed, from a whole number of tenths. */
  function written(tenths: number, unit: TestUnit): string {
    const whole = Math.floor(tenths / 10);
    if (unit === 'ft') return `${whole}'${tenths % 12}`;
    if (unit === 'min/sec' || unit === 'hour/min') return `${whole}.${String(tenths % 60).padStart(2, '0')}`;
    return String(tenths / 10);
  }

  it('gives every test one mfUnit, whichever accepted unit the score is typed in', () => {
    const ranked = PHYSICAL_TESTS.filter((test) => !test.isImageScore);
    fc.assert(
      fc.property(fc.constantFrom(...ranked), fc.integer({ min: 10, max: 99_999 }), (test, tenths) => {
        const units = new Set(test.units.map((unit) => value(written(tenths, unit), unit, test.key).mfUnit));
        expect([...units], test.key).toHaveLength(1);
      }),
    );
  });

  it('normalises one length to one mfScore in cm, mm or in. for the five mm tests', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INCH_TO_MM_TESTS),
        fc.integer({ min: 1, max: 20_000 }),
        (key, hundredthsOfInch) => {
          const inches = hundredthsOfInch / 100;
          const mm = value(String(inches), 'in.', key).mfScore;
          // The same length typed in cm and mm, rounded as a person would type it.
          const cm = value(String(Math.round(inches * 254) / 100), 'cm', key).mfScore;
          const mmTyped = value(String(Math.round(inches * 2540) / 100), 'mm', key).mfScore;
          expect(Math.abs(mm - inches * 25.4)).toBeLessThanOrEqual(0.005 + 1e-9);
          expect(Math.abs(cm - mm)).toBeLessThanOrEqual(0.05 + 1e-9);
          expect(Math.abs(mmTyped - mm)).toBeLessThanOrEqual(0.01 + 1e-9);
        },
      ),
    );
  });

  it('never throws and never yields a non-finite or negative score, whatever is typed', () => {
    const units = ['kg', 'lb', 'sec', 'min/sec', 'hour/min', 'cm', 'm', 'in.', 'ft', 'reps', 'level', 'x'];
    const keys = ['deadlift1', 'dash40', 'marathon', 'fiveKm', 'standingReach', 'handSpan', 'beepTest'];
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...units), fc.constantFrom(...keys), (score, unit, key) => {
        const result = normaliseScore(score, unit, key);
        if (result.ok) {
          expect(Number.isFinite(result.value.mfScore)).toBe(true);
          expect(result.value.mfScore).toBeGreaterThanOrEqual(0);
        } else {
          expect(result.msg.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('times and lengths written as they are shown (issue 22)', () => {
  const hundredths = fc.integer({ min: 1, max: 100 * 3600 * 30 });

  it('reads every clock it writes back to the same seconds, in min/sec and in sec', () => {
    fc.assert(
      fc.property(hundredths, (value) => {
        const seconds = value / 100;
        const text = formatClock(seconds);
        expect(text).toMatch(/^(\d+:)?\d{1,2}:\d{2}(\.\d{1,2})?$/);
        expect(parseClock(text, 'min/sec')).toEqual({ ok: true, value: expect.closeTo(seconds, 6) });
        expect(parseSeconds(text)).toEqual({ ok: true, value: expect.closeTo(seconds, 6) });
      }),
    );
  });

  it('writes hour/min as h:mm:ss, read back to the same seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3600 * 30 }), (seconds) => {
        const text = formatClock(seconds, { withHours: true });
        expect(text).toMatch(/^\d+:\d{2}:\d{2}$/);
        expect(parseClock(text, 'hour/min')).toEqual({ ok: true, value: seconds });
      }),
    );
    expect(formatClock(13_500, { withHours: true })).toBe('3:45:00');
    expect(formatClock(2700, { withHours: true })).toBe('0:45:00');
  });

  it('writes feet and inches once each, read back to the same length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 * 12 * 40 }), (value) => {
        const inches = value / 100;
        const text = formatFeetInches(inches);
        expect(text).toMatch(/^\d+'\d{1,2}(\.\d{1,2})?"$/);
        expect(parseFeetInches(text)).toEqual({ ok: true, value: expect.closeTo(inches, 6) });
      }),
    );
    expect(formatFeetInches(86)).toBe(`7'2"`);
    expect(formatFeetInches(30.5)).toBe(`2'6.5"`);
    expect(formatFeetInches(72)).toBe(`6'0"`);
  });

  it('writes minutes and seconds as people read them', () => {
    expect(formatClock(436)).toBe('7:16');
    expect(formatClock(62.35)).toBe('1:02.35');
    expect(formatClock(65.3)).toBe('1:05.3');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(52)).toBe('0:52');
  });
});
