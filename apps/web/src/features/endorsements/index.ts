// What the rest of the app may use of the endorsements feature (docs/architecture.md, "Feature entry points").
export { EndorsementNotificationDetail } from './EndorsementNotificationDetail.tsx';
export { EndorsementsSection } from './EndorsementsSection.tsx';
export { ProfileEndorsements } from './ProfileEndorsements.tsx';
