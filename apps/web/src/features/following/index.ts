// What the rest of the app may use of the following feature (docs/architecture.md, "Feature entry points").
export { FollowButton } from './FollowButton.tsx';
export { FollowSection } from './FollowSection.tsx';
