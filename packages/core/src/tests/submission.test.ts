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
    expect(
      checkTestResult({ test: 'BODPOD Scan', score: url, imgUrl: url, attribute: 'Anthropometric' }),
    ).toEqual({
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
    expect(checkTestResult({ test: 'dexa', score: 'not a url', imgUrl: url })).toEqual({
      ok: false,
      field: 'score',
      msg: 'Dual Energy Absorptiometry (DEXA) needs an image URL',
    });
  });

  it('upgrades the scan URL to https, and refuses a scan score that is not its image', () => {
    const http = 'http://cdn.example/dexa.png';
    expect(checkTestResult({ test: 'dexa', score: http, imgUrl: http })).toMatchObject({
      ok: true,
      value: { score: 'https://cdn.example/dexa.png' },
    });
    expect(
      checkTestResult({ test: 'dexa', score: http, imgUrl: 'https://cdn.example/dexa.png' }),
    ).toMatchObject({ ok: true, value: { score: 'https://cdn.example/dexa.png' } });
    expect(checkTestResult({ test: 'dexa', score: http, imgUrl: 'https://cdn.example/other.png' })).toEqual({
      ok: false,
      field: 'score',
      msg: "Dual Energy Absorptiometry (DEXA)'s score must be its image URL (imgUrl)",
    });
    expect(checkTestResult({ test: 'BODPOD Scan', score: http })).toEqual({
      ok: false,
      field: 'imgUrl',
      msg: 'BODPOD Scan needs its scan image',
    });
    expect(checkTestResult({ test: 'bodpod', score: 'javascript:alert(1)', imgUrl: http })).toMatchObject({
      ok: false,
      field: 'score',
    });
  });

  it('takes an image for Anthropometric and Flexibility results and a video for the others (spec 9)', () => {
    const image = { imgUrl: 'https://cdn.example/span.jpg', imgId: 'span' };
    const video = { vidUrl: 'https://cdn.example/dash.mp4', vidId: 'dash' };
    const span = { test: 'Hand Span', unitOfMeasurement: 'cm', score: '21' };
    const dash = { test: '40 Yard Dash', unitOfMeasurement: 'sec', score: '4.6' };
    expect(checkTestResult({ ...span, ...image }).ok).toBe(true);
    expect(checkTestResult({ ...dash, ...video }).ok).toBe(true);
    expect(checkTestResult(span).ok).toBe(true);
    expect(checkTestResult(dash).ok).toBe(true);
    expect(checkTestResult({ ...span, ...video })).toEqual({
      ok: false,
      field: 'vidUrl',
      msg: 'Hand Span results carry an image (imgUrl), not a video',
    });
    expect(checkTestResult({ ...span, vidId: 'x' })).toMatchObject({ ok: false, field: 'vidUrl' });
    expect(
      checkTestResult({ test: 'Sit & Reach', unitOfMeasurement: 'cm', score: '30', ...video }),
    ).toMatchObject({
      ok: false,
      field: 'vidUrl',
    });
    expect(checkTestResult({ ...dash, ...image })).toEqual({
      ok: false,
      field: 'imgUrl',
      msg: '40 Yard Dash results carry a video (vidUrl), not an image',
    });
    expect(checkTestResult({ ...dash, imgId: 'x' })).toMatchObject({ ok: false, field: 'imgUrl' });
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

describe('checkTestResult: bounds and the kind of evidence (issue 7)', () => {
  it('refuses a score beyond the record at the score field', () => {
    expect(checkTestResult({ test: '100 m Sprint', unitOfMeasurement: 'sec', score: '9.1' })).toEqual({
      ok: false,
      field: 'score',
      msg: '100 m Sprint: 9.58 sec is the world record; check the score',
    });
  });

  it('refuses an image given as a video, and a video given as an image', () => {
    const dash = { test: '40 Yard Dash', unitOfMeasurement: 'sec', score: '4.6' };
    const span = { test: 'Hand Span', unitOfMeasurement: 'cm', score: '21' };
    expect(checkTestResult({ ...dash, vidUrl: 'https://cdn.example/dash.png' })).toEqual({
      ok: false,
      field: 'vidUrl',
      msg: 'This file is an image, not a video',
    });
    expect(
      checkTestResult({ ...span, imgUrl: 'https://res.cloudinary.com/x/video/upload/tests/u/span' }),
    ).toEqual({
      ok: false,
      field: 'imgUrl',
      msg: 'This file is a video, not an image',
    });
    const pdf = 'https://cdn.example/scan.pdf';
    expect(checkTestResult({ test: 'dexa', score: pdf, imgUrl: pdf })).toMatchObject({
      ok: false,
      field: 'imgUrl',
      msg: 'This file is a document, not an image',
    });
  });
});
