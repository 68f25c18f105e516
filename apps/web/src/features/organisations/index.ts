// What the rest of the app may use of the organisations feature (docs/architecture.md, "Feature entry points").
export { OrganisationView } from './OrganisationView.tsx';
export { OrganisationById } from './OtherOrganisationPage.tsx';
