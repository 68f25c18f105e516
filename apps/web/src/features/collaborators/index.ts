// What the rest of the app may use of the collaborators feature (docs/architecture.md, "Feature entry points").

export { CollaboratorsSection } from './CollaboratorsSection.tsx';
export { useCoachRankings, VerifiedOnlyToggle } from './coach-rankings.tsx';
