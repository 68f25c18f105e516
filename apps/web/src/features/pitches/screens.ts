// The pitches feature's lazy parts, for the shell alone (app/): each loader's import() makes a chunk of its own,
// fetched when first needed. Apart from index.ts so that no chunk but the first load imports the module that holds
// the import() calls (docs/architecture.md, "Feature entry points").

export const loadContactFormPage = () =>
  import('./ContactFormPage.tsx').then((loaded) => loaded.ContactFormPage);
export const loadProfileContactFormPage = () =>
  import('./ContactFormPage.tsx').then((loaded) => loaded.ProfileContactFormPage);
