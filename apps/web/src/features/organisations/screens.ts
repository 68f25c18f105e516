// The organisations feature's lazy parts, for the shell alone (app/): each loader's import() makes a chunk of its own,
// fetched when first needed. Apart from index.ts so that no chunk but the first load imports the module that holds
// the import() calls (docs/architecture.md, "Feature entry points").

export const loadOrganisationPage = () =>
  import('./OrganisationPage.tsx').then((loaded) => loaded.OrganisationPage);
export const loadCreateOrganisationPage = () =>
  import('./CreateOrganisationPage.tsx').then((loaded) => loaded.CreateOrganisationPage);
