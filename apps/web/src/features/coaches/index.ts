// What the rest of the app may use of the coaches feature (docs/architecture.md, "Feature entry points"): a coach's
// profile view, the associated people's list and actions, and the calls others make.
export { AddAssociatedButton } from './AddAssociatedButton.tsx';
export { manageAssociated } from './AssociatedActions.tsx';
export { AssociatedList, type EntryActions, memberProfileLink, type ProfileLink } from './AssociatedList.tsx';
export { CoachProfileView } from './CoachProfileView.tsx';
export { useRequestAssociationMutation, useSwitchProfileMutation } from './coaches-api.ts';
export { CoachById } from './OtherCoachPage.tsx';
