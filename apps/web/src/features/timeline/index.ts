// What the rest of the app may use of the timeline feature (docs/architecture.md, "Feature entry points").
export { TimelineLink } from './TimelineLink.tsx';
