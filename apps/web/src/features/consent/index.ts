// What the rest of the app may use of the consent feature (docs/architecture.md, "Feature entry points").
export { ConsentNotice, useHiddenWhileWaiting } from './ConsentNotice.tsx';
