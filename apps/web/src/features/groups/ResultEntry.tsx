// A result given from a group (a member's answer to a test request, or a result an admin sends for a member), taken
// as the profile's own Add a test result takes it: a unit and a score, or for a test scored from an image (BODPOD,
// DEXA) the scan itself, which is the result; any other test may carry its proof image or video.
import { checkScore, isMarkedUnit, type PhysicalTest } from '@podium/core';
import type { UploadedAsset } from '@podium/core/api/media';
import { SelectField } from '../../ui/SelectField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { buildAddResult, EvidencePicker, evidenceKind, scoreHint, unitLabel } from '../athletes/index.ts';
import { uploadInBackground } from '../media/index.ts';

export interface ResultEntry {
  unit: string;
  score: string;
  file: File | null;
}

export interface ResultEntryErrors {
  score?: string;
  file?: string;
}

export function emptyResultEntry(test: PhysicalTest | undefined): ResultEntry {
  return { unit: test?.units[0] ?? '', score: '', file: null };
}

/** What is wrong before anything is uploaded or sent (core checkScore, as the server checks); null: it may be sent. */
export function checkResultEntry(test: PhysicalTest, entry: ResultEntry): ResultEntryErrors | null {
  if (test.isImageScore) return entry.file ? null : { file: `Add the ${test.name} image: it is the result` };
  const checked = checkScore(entry.score, entry.unit, test.key);
  return checked.ok ? null : { score: checked.msg };
}

/**
 * Uploads the entry's file through the upload banner, then gives the body the server takes (the athletes feature's
 * buildAddResult: an image-scored test's score is its image's address). Null when the upload failed: the banner said so.
 */
export async function buildResultBody(test: PhysicalTest, entry: ResultEntry, purpose: string) {
  let asset: UploadedAsset | null = null;
  if (entry.file) {
    try {
      asset = await uploadInBackground({ assetType: 'test', file: entry.file, purpose });
    } catch {
      return null;
    }
  }
  const values = { category: test.category, testKey: test.key, score: entry.score, unit: entry.unit };
  return buildAddResult(test, values, asset);
}

export function ResultEntryFields({
  test,
  entry,
  errors,
  onChange,
}: {
  test: PhysicalTest;
  entry: ResultEntry;
  errors: ResultEntryErrors;
  onChange: (entry: ResultEntry) => void;
}) {
  return (
    <>
      {!test.isImageScore && (
        <div className="form-row form-row--2">
          <SelectField
            label="Unit"
            options={test.units.map((option) => ({ value: option, label: unitLabel(option) }))}
            value={entry.unit}
            onChange={(event) => onChange({ ...entry, unit: event.target.value })}
          />
          <TextField
            label="Score"
            // 7:30 and 7'2" need marks a numeric keypad lacks.
            inputMode={isMarkedUnit(entry.unit) ? 'text' : 'decimal'}
            autoComplete="off"
            hint={scoreHint(entry.unit)}
            value={entry.score}
            error={errors.score}
            onChange={(event) => onChange({ ...entry, score: event.target.value })}
          />
        </div>
      )}
      <EvidencePicker
        kind={evidenceKind(test)}
        file={entry.file}
        isRequired={test.isImageScore}
        label={test.isImageScore ? 'Scan image' : undefined}
        error={errors.file}
        onChange={(file) => onChange({ ...entry, file })}
      />
    </>
  );
}
