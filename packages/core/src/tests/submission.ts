// Checks one submitted test result ({ test, unitOfMeasurement, score, its video or image }) against the catalogue and spec 9.
import { z } from 'zod';
import { MediaUrlSchema, upgradeToHttps } from '../api/athletes.ts';
import { checkMediaUrlKind } from '../api/media-kind.ts';
import { checkScore } from './bounds.ts';
import { categoryForAttribute, findTest, type PhysicalTest, type TestCategoryKey } from './catalogue.ts';

/** The proof sent with a result (spec 9 upload fields): a video, or an image for image tests. */
export type TestEvidence = {
  readonly vidUrl?: string | undefined;
  readonly vidId?: string | undefined;
  readonly imgUrl?: string | undefined;
  readonly imgId?: string | undefined;
};

export type TestResultSubmission = {
  /** The test's key or display name (the client sends the name, spec 9). */
  readonly test: string;
  readonly unitOfMeasurement?: string | undefined;
  readonly score: string | number;
  /** The category display name the client sends as `attribute` (spec 9), when present. */
  readonly attribute?: string | undefined;
} & TestEvidence;

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
  readonly field: 'test' | 'attribute' | 'unitOfMeasurement' | 'score' | 'vidUrl' | 'imgUrl';
};

const refuse = (field: TestResultRefusal['field'], msg: string): TestResultRefusal => ({
  ok: false,
  msg,
  field,
});

const isSent = (value: string | undefined) => value !== undefined && value.trim() !== '';

/**
 * Spec 9: Anthropometric and Flexibility results carry an image, all others a video. Either may be left
 * out (a score without proof is still a score), except the scan that is itself the result.
 */
function checkEvidenceKind(test: PhysicalTest, evidence: TestEvidence): TestResultRefusal | undefined {
  if (test.isImageTest && (isSent(evidence.vidUrl) || isSent(evidence.vidId))) {
    return refuse('vidUrl', `${test.name} results carry an image (imgUrl), not a video`);
  }
  if (!test.isImageTest && (isSent(evidence.imgUrl) || isSent(evidence.imgId))) {
    return refuse('imgUrl', `${test.name} results carry a video (vidUrl), not an image`);
  }
  return checkEvidenceFile(evidence);
}

/** Issue 7: the file behind each URL is the kind its field names, or the player shows a broken video. */
function checkEvidenceFile(evidence: TestEvidence): TestResultRefusal | undefined {
  const video = isSent(evidence.vidUrl) ? checkMediaUrlKind(evidence.vidUrl ?? '', 'video') : undefined;
  if (video) return refuse('vidUrl', video);
  const image = isSent(evidence.imgUrl) ? checkMediaUrlKind(evidence.imgUrl ?? '', 'image') : undefined;
  return image ? refuse('imgUrl', image) : undefined;
}

/** Spec 9: for BODPOD and DEXA the image URL is also the score, upgraded to https like every media URL. */
function checkImageScore(test: PhysicalTest, score: string, imgUrl: string | undefined) {
  const url = MediaUrlSchema.safeParse(score);
  if (!url.success) return refuse('score', `${test.name} needs an image URL`);
  if (imgUrl === undefined || !isSent(imgUrl)) return refuse('imgUrl', `${test.name} needs its scan image`);
  if (upgradeToHttps(imgUrl.trim()) !== url.data) {
    return refuse('score', `${test.name}'s score must be its image URL (imgUrl)`);
  }
  return { ok: true as const, value: url.data };
}

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
  const wrongEvidence = checkEvidenceKind(test, input);
  if (wrongEvidence) return wrongEvidence;
  const score = String(input.score).trim();
  const base = { testKey: test.key, category: test.category };
  if (test.isImageScore) {
    const url = checkImageScore(test, score, input.imgUrl);
    if (!url.ok) return url;
    return {
      ok: true,
      value: { ...base, score: url.value, unitOfMeasurement: '', mfScore: null, mfUnit: null },
    };
  }
  const unit = (input.unitOfMeasurement ?? '').trim();
  if (!test.units.some((known) => known === unit)) {
    return refuse('unitOfMeasurement', `${test.name} is recorded in ${test.units.join(', ')}`);
  }
  // Spec 9's normalisation, then the test's bounds (issue 7): beyond the world record is refused.
  const normal = checkScore(score, unit, test.key);
  if (!normal.ok) return refuse('score', normal.msg);
  return { ok: true, value: { ...base, score, unitOfMeasurement: unit, ...normal.value } };
}

/** The submitted fields, as a schema the server validates request bodies with. */
export const TestResultSubmissionSchema = z
  .object({
    test: z.string({ message: 'Choose a test' }).min(1, 'Choose a test').describe('Test key or display name'),
    unitOfMeasurement: z.string().optional().describe("Unit the score is written in, e.g. 'kg' or 'min/sec'"),
    score: z
      .union([z.string(), z.number()], { message: 'Enter a score' })
      .describe(
        "The score as typed: 102.5; 7:16, 1:02.35, 1:02:03 or spec 9's 7.16 (min/sec); 3:45 or 3:45:10 (hour/min); 95.2 or 1:35.2 (sec); 5'11\" or 5ft 11in (ft); an image URL for BODPOD and DEXA",
      ),
    attribute: z.string().optional().describe("Category display name, e.g. 'Run Tests'"),
    vidUrl: z
      .string()
      .optional()
      .describe('Video of the test, for tests outside Anthropometric and Flexibility'),
    vidId: z.string().optional(),
    imgUrl: z.string().optional().describe('Image of the test, for Anthropometric and Flexibility tests'),
    imgId: z.string().optional(),
  })
  .transform((input, ctx): CheckedTestResult | typeof z.NEVER => {
    const checked = checkTestResult(input);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: 'custom', message: checked.msg, path: [checked.field] });
    return z.NEVER;
  });
