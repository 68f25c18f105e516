// A submitted result is resolved against the catalogue and normalised, or refused with a field and message.
import { describe, expect, it } from 'vitest';
import { checkTestResult, TestResultSubmissionSchema } from './submission.ts';

describe('checkTestResult', () => {
  it('resolves a display name, normalises the score and keeps what was typed', () => {
    expect(checkTestResult({ test: 'Bench Press 1 RM', unitOfMeasurement: 'lb', score: ' 225 ' })).toEqual({
      ok: true,
      value: {
        testKey: 'benchPress1',
        category: 'absoluteStrength',
        score: '225',
        unitOfMeasurement: 'lb',
        mfScore: 102.06,
        mfUnit: 'kg',
      },
    });
  });

  it('accepts a key, a numeric score and a matching attribute', () => {
    const checked = checkTestResult({
      test: 'dash40',
      unitOfMeasurement: 'sec',
      score: 4.42,
      attribute: 'Run Tests',
    });
    expect(checked).toMatchObject({ ok: true, value: { testKey: 'dash40', score: '4.42', mfScore: 4.42 } });
  });

  it('stores the image URL as the score of BODPOD and DEXA (spec 9)', () => {
    const url = 'https://cdn.example/bodpod.png';
    expect(checkTestResult({ test: 'BODPOD Scan', score: url, attribute: 'Anthropometric' })).toEqual({
      ok: true,
      value: {
        testKey: 'bodpod',
        category: 'anthropometric',
        score: url,
        unitOfMeasurement: '',
        mfScore: null,
        mfUnit: null,
      },
    });
    expect(checkTestResult({ test: 'dexa', score: 'not a url' })).toEqual({
      ok: false,
      field: 'score',
      msg: 'Dual Energy Absorptiometry (DEXA) needs an image URL',
    });
  });

  it('names the field at fault', () => {
    expect(checkTestResult({ test: 'Curls', unitOfMeasurement: 'kg', score: '10' })).toMatchObject({
      field: 'test',
    });
    expect(
      checkTestResult({
        test: 'Marathon',
        unitOfMeasurement: 'hour/min',
        score: '3.30',
        attribute: 'Swim Tests',
      }),
    ).toEqual({
      ok: false,
      field: 'attribute',
      msg: 'Marathon is not a Swim Tests test',
    });
    expect(checkTestResult({ test: 'Marathon', score: '3.30', attribute: 'Cooking' })).toMatchObject({
      field: 'attribute',
    });
    expect(checkTestResult({ test: 'Marathon', score: '3.30' })).toEqual({
      ok: false,
      field: 'unitOfMeasurement',
      msg: 'Marathon is recorded in hour/min',
    });
    expect(checkTestResult({ test: 'Marathon', unitOfMeasurement: 'hour/min', score: '3.75' })).toEqual({
      ok: false,
      field: 'score',
      msg: 'Minutes must be less than 60',
    });
  });
});

describe('TestResultSubmissionSchema', () => {
  it('parses into a checked result', () => {
    const parsed = TestResultSubmissionSchema.parse({
      test: 'Marathon',
      unitOfMeasurement: 'hour/min',
      score: '3.45',
    });
    expect(parsed).toMatchObject({ testKey: 'marathon', mfScore: 13_500, mfUnit: 'sec' });
  });

  it('reports a refusal at its field', () => {
    const result = TestResultSubmissionSchema.safeParse({
      test: 'Standing Reach',
      unitOfMeasurement: 'ft',
      score: `8'13"`,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([{ path: ['score'], message: 'Inches must be less than 12' }]);
  });

  it('refuses a body without the fields', () => {
    const result = TestResultSubmissionSchema.safeParse({ score: '10' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['test'], message: 'Choose a test' });
  });
});
