// What the rest of the app may use of the endorsements feature (docs/architecture.md, "Feature entry points").
export { EndorsementsSection } from './EndorsementsSection.tsx';
export { ProfileEndorsements } from './ProfileEndorsements.tsx';
