// Result display order (spec 3) and the change indicator (spec 4).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeIndicator, formatResult } from './display.ts';

describe('formatResult', () => {
  it('shows the score first, then the unit', () => {
    expect(formatResult('102.5', 'kg', 'benchPress1')).toBe('102.5 kg');
    expect(formatResult('4.05', 'min/sec', 'sixteenHund')).toBe('4.05 min/sec');
    expect(formatResult('4.42', 'sec', 'unknownTest')).toBe('4.42 sec');
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
