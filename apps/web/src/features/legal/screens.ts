// The legal feature's lazy parts, for the shell alone (app/): each loader's import() makes a chunk of its own,
// fetched when first needed. Apart from index.ts so that no chunk but the first load imports the module that holds
// the import() calls (docs/architecture.md, "Feature entry points").

export const loadPrivacyPage = () => import('./PrivacyPage.tsx').then((loaded) => loaded.PrivacyPage);
export const loadSupportPage = () => import('./SupportPage.tsx').then((loaded) => loaded.SupportPage);
export const loadTermsPage = () => import('./TermsPage.tsx').then((loaded) => loaded.TermsPage);
