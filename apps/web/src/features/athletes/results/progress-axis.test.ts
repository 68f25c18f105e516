// The progress chart's score axis writes scores as results read (issue 22): clocks for times, whole inches for feet.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreAxis } from './progress-axis.ts';

const typed = (unitOfMeasurement: string, mfUnit: string) => ({ unitOfMeasurement, mfUnit });

describe('scoreAxis', () => {
  it('writes times as m:ss, h:mm:ss for hour/min, and leaves short sprints in seconds', () => {
    expect(scoreAxis([typed('min/sec', 'sec')], [436])?.format(436)).toBe('7:16');
    expect(scoreAxis([typed('sec', 'sec')], [95.2])?.format(95.2)).toBe('1:35.2');
    expect(scoreAxis([typed('hour/min', 'sec')], [13_500])?.format(13_500)).toBe('3:45:00');
    expect(scoreAxis([typed('sec', 'sec')], [4.5, 4.9])).toBeNull();
    expect(scoreAxis([typed('kg', 'kg')], [100])).toBeNull();
  });

  it('writes feet at whole inches, each tick once, spanning every result', () => {
    const axis = scoreAxis([typed('ft', 'cm')], [212.09, 218.44]);
    expect(axis?.ticks?.map((tick) => axis.format(tick))).toEqual([`6'11"`, `7'0"`, `7'1"`, `7'2"`]);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 2540, max: 60_000 }), { minLength: 1, maxLength: 20 }),
        (hundredths) => {
          const values = hundredths.map((value) => value / 100);
          const feet = scoreAxis([typed('ft', 'cm')], values);
          const ticks = feet?.ticks ?? [];
          const labels = ticks.map((tick) => feet?.format(tick));
          expect(new Set(labels).size).toBe(labels.length);
          expect(labels.length).toBeGreaterThanOrEqual(2);
          expect(ticks[0]).toBeLessThanOrEqual(Math.min(...values) + 1e-9);
          expect(ticks.at(-1)).toBeGreaterThanOrEqual(Math.max(...values) - 1e-9);
          for (const label of labels) expect(label).toMatch(/^\d+'\d+"$/);
        },
      ),
    );
  });

  it('does not write lengths typed in other units as feet', () => {
    expect(scoreAxis([typed('ft', 'cm'), typed('cm', 'cm')], [200, 210])).toBeNull();
  });
});
