// What the rest of the app may use of the landing feature (docs/architecture.md, "Feature entry points"): its page,
// in the first chunk (the one screen that is not loaded lazily).
export { LandingPage } from './LandingPage.tsx';
