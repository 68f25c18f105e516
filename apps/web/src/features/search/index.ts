// What the rest of the app may use of the search feature (docs/architecture.md, "Feature entry points").
export { CoachPicker } from './CoachPicker.tsx';
