// The add-result form's rules: the score checked exactly as the server will (core checkScore: spec 9's units, then the
// test's bounds), and the request it sends.
import { checkScore, findCategoryByKey, findTestByKey, type PhysicalTest } from '@podium/core';
import type { UploadedAsset } from '@podium/core/api/media';
import { z } from 'zod';
import type { AddTestResultRequest } from '../athlete-api.ts';

export const AddResultFormSchema = z
  .object({
    category: z.string(),
    testKey: z.string(),
    unit: z.string(),
    score: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.category === '') {
      ctx.addIssue({ code: 'custom', message: 'Choose a category', path: ['category'] });
      return;
    }
    const test = findTestByKey(values.testKey);
    if (!test) {
      ctx.addIssue({ code: 'custom', message: 'Choose a test', path: ['testKey'] });
      return;
    }
    // BODPOD and DEXA: the scan image is the score (spec 9).
    if (test.isImageScore) return;
    if (values.unit === '') {
      ctx.addIssue({ code: 'custom', message: 'Choose a unit', path: ['unit'] });
      return;
    }
    // Beyond the world record is refused here as on the server, beside the score field (issue 7).
    const checked = checkScore(values.score, values.unit, test.key);
    if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.msg, path: ['score'] });
  });
export type AddResultValues = z.infer<typeof AddResultFormSchema>;

/**
 * How a score is typed, under the field: clocks as they are shown (m:ss, h:mm:ss), with spec 9's m.ss and h.mm still
 * accepted; feet as feet and inches.
 */
export function scoreHint(unit: string): string {
  switch (unit) {
    case 'min/sec':
      return 'Minutes:seconds, like 4:05 or 1:02.35 (4.05 works too)';
    case 'hour/min':
      return 'Hours:minutes, like 3:45 or 3:45:10 (3.45 works too)';
    case 'ft':
      return `Feet and inches, like 5'11" or 5ft 11in`;
    case 'sec':
      return 'Seconds, like 4.52, or 1:35.2 from a minute';
    case 'level':
      return 'The level you reached, like 12.5';
    case 'reps':
      return 'Number of reps';
    default:
      return unit ? `In ${unit}` : 'Choose a unit first';
  }
}

export function unitLabel(unit: string): string {
  if (unit === 'min/sec') return 'min/sec (m:ss)';
  if (unit === 'hour/min') return 'hour/min (h:mm)';
  return unit;
}

/** Spec 9: Anthropometric and Flexibility tests carry an image, all others a video. */
export function evidenceKind(test: PhysicalTest | undefined): 'image' | 'video' {
  return test?.isImageTest ? 'image' : 'video';
}

/** The PUT physical-tests body (spec 9 upload fields): attribute and test are display names. */
export function buildAddResult(
  test: PhysicalTest,
  values: AddResultValues,
  asset: UploadedAsset | null,
): AddTestResultRequest {
  const attribute = findCategoryByKey(test.category)?.name ?? test.category;
  const media =
    asset === null
      ? {}
      : test.isImageTest
        ? { imgUrl: asset.secure_url, imgId: asset.public_id }
        : { vidUrl: asset.secure_url, vidId: asset.public_id };
  if (test.isImageScore) {
    // Spec 9: for BODPOD and DEXA the image URL is also stored as the score.
    return { attribute, test: test.name, results: { score: asset?.secure_url ?? '', ...media } };
  }
  return {
    attribute,
    test: test.name,
    results: { score: values.score.trim(), unitOfMeasurement: values.unit, ...media },
  };
}
