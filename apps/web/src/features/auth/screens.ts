// The auth feature's lazy parts, for the shell alone (app/): each loader's import() makes a chunk of its own,
// fetched when first needed. Apart from index.ts so that no chunk but the first load imports the module that holds
// the import() calls (docs/architecture.md, "Feature entry points").

export const loadLoginPage = async () => (await import('./LoginPage.tsx')).LoginPage;
export const loadRegisterPage = async () => (await import('./register/RegisterPage.tsx')).RegisterPage;
export const loadResetRequestPage = async () => (await import('./ResetRequestPage.tsx')).ResetRequestPage;
export const loadResetConfirmPage = async () => (await import('./ResetConfirmPage.tsx')).ResetConfirmPage;
export const loadSignInLinkPage = async () => (await import('./SignInLinkPage.tsx')).SignInLinkPage;
