// What the rest of the app may use of the athletes feature (docs/architecture.md, "Feature entry points"): the
// profile's calls, its read-only view, and the result and video pieces a collaborator or a group fills in.
export { useGetAthleteProfileQuery, useGetMyAthleteProfileQuery } from './athlete-api.ts';
export { rankedTestKeys } from './profile/profile-view.ts';
export { ReadOnlyProfile } from './profile/ReadOnlyProfile.tsx';
export {
  AddResultFormSchema,
  type AddResultValues,
  buildAddResult,
  evidenceKind,
  scoreHint,
  unitLabel,
} from './results/add-result-form.ts';
export { EvidencePicker } from './results/EvidencePicker.tsx';
export { TestPickerFields } from './results/TestPickerFields.tsx';
export type { RankingView } from './results/TestResultsSection.tsx';
export { VideoUploadDialog } from './videos/VideoUploadDialog.tsx';
