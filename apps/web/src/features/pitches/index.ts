// What the rest of the app may use of the pitches feature (docs/architecture.md, "Feature entry points").
export { pitchPath } from './pitch-path.ts';
