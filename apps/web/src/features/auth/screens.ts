// The auth feature's lazy parts, for the shell alone (app/): each loader's import() makes a chunk of its own,
// fetched when first needed. Apart from index.ts so that no chunk but the first load imports the module that holds
// the import() calls (docs/architecture.md, "Feature entry points").

export const loadLoginPage = () => import('./LoginPage.tsx').then((loaded) => loaded.LoginPage);
export const loadRegisterPage = () =>
  import('./register/RegisterPage.tsx').then((loaded) => loaded.RegisterPage);
export const loadResetRequestPage = () =>
  import('./ResetRequestPage.tsx').then((loaded) => loaded.ResetRequestPage);
export const loadResetConfirmPage = () =>
  import('./ResetConfirmPage.tsx').then((loaded) => loaded.ResetConfirmPage);
export const loadSignInLinkPage = () =>
  import('./SignInLinkPage.tsx').then((loaded) => loaded.SignInLinkPage);
