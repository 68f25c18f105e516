// Checks one submitted test result ({ test, unitOfMeasurement, score }) against the catalogue and spec 9.
import { z } from 'zod';
import { categoryForAttribute, findTest, type TestCategoryKey } from './catalogue.ts';
import { normaliseScore } from './units.ts';

export type TestResultSubmission = {
  /** The test's key or display name (the client sends the name, spec 9). */
  readonly test: string;
  readonly unitOfMeasurement?: string | undefined;
  readonly score: string | number;
  /** The category display name the client sends as `attribute` (spec 9), when present. */
  readonly attribute?: string | undefined;
};

/** A result ready to store: key resolved, score trimmed, normalised score computed. */
export type CheckedTestResult = {
  readonly testKey: string;
  readonly category: TestCategoryKey;
  readonly score: string;
  readonly unitOfMeasurement: string;
  /** Null for image-score tests (BODPOD, DEXA): they are not ranked. */
  readonly mfScore: number | null;
  readonly mfUnit: string | null;
};

/** A refusal names the field at fault, so a form can show the message beside it. */
export type TestResultRefusal = {
  readonly ok: false;
  readonly msg: string;
  readonly field: 'test' | 'attribute' | 'unitOfMeasurement' | 'score';
};

const ImageUrlSchema = z.url({ protocol: /^https?$/ });

const refuse = (field: TestResultRefusal['field'], msg: string): TestResultRefusal => ({
  ok: false,
  msg,
  field,
});

export function checkTestResult(
  input: TestResultSubmission,
): { readonly ok: true; readonly value: CheckedTestResult } | TestResultRefusal {
  const test = findTest(input.test.trim());
  if (test === undefined) return refuse('test', `Unknown test '${input.test}'`);
  if (input.attribute !== undefined) {
    const category = categoryForAttribute(input.attribute);
    if (category === undefined) return refuse('attribute', `Unknown test category '${input.attribute}'`);
    if (category.key !== test.category)
      return refuse('attribute', `${test.name} is not a ${category.name} test`);
  }
  const score = String(input.score).trim();
  const base = { testKey: test.key, category: test.category, score };
  if (test.isImageScore) {
    // Spec 9: for BODPOD and DEXA the image URL is stored as the score.
    if (!ImageUrlSchema.safeParse(score).success) return refuse('score', `${test.name} needs an image URL`);
    return { ok: true, value: { ...base, unitOfMeasurement: '', mfScore: null, mfUnit: null } };
  }
  const unit = (input.unitOfMeasurement ?? '').trim();
  if (!test.units.some((known) => known === unit)) {
    return refuse('unitOfMeasurement', `${test.name} is recorded in ${test.units.join(', ')}`);
  }
  const normal = normaliseScore(score, unit, test.key);
  if (!normal.ok) return refuse('score', normal.msg);
  return { ok: true, value: { ...base, unitOfMeasurement: unit, ...normal.value } };
}

/** The submitted fields, as a schema the server validates request bodies with. */
export const TestResultSubmissionSchema = z
  .object({
    test: z.string({ message: 'Choose a test' }).min(1, 'Choose a test').describe('Test key or display name'),
    unitOfMeasurement: z.string().optional().describe("Unit the score is written in, e.g. 'kg' or 'min/sec'"),
    score: z
      .union([z.string(), z.number()], { message: 'Enter a score' })
      .describe("The score as typed: 102.5, 4.05 (min/sec), 5'11 (ft); an image URL for BODPOD and DEXA"),
    attribute: z.string().optional().describe("Category display name, e.g. 'Run Tests'"),
  })
  .transform((input, ctx): CheckedTestResult | typeof z.NEVER => {
    const checked = checkTestResult(input);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: 'custom', message: checked.msg, path: [checked.field] });
    return z.NEVER;
  });
