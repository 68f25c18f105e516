// What the rest of the app may use of the alerts feature (docs/architecture.md, "Feature entry points").
export { Alerts } from './Alerts.tsx';
