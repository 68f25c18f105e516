// What the rest of the app may use of the auth feature (docs/architecture.md, "Feature entry points"): the
// registration form's pieces the account screen edits with.
export { CaregiverField } from './CaregiverField.tsx';
export { loadPasswordRule, PASSWORD_HINT, passwordProblem } from './password-check.ts';
export { GENDER_OPTIONS, needsCaregiver } from './register/register-form.ts';
