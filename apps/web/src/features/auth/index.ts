// What the rest of the app may use of the auth feature (docs/architecture.md, "Feature entry points"): the role
// guard, and the registration form's pieces the account screen edits with.
export { CaregiverField } from './CaregiverField.tsx';
export { ForRole } from './ForRole.tsx';
export { loadPasswordRule, PASSWORD_HINT, passwordProblem } from './password-check.ts';
export { needsCaregiver } from './register/register-form.ts';
export { GENDER_OPTIONS } from './register/StepDetails.tsx';
