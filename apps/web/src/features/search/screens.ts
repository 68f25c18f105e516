// The search feature's lazy parts, for the shell alone (app/): each loader's import() makes a chunk of its own,
// fetched when first needed. Apart from index.ts so that no chunk but the first load imports the module that holds
// the import() calls (docs/architecture.md, "Feature entry points").

/** Athlete search, a chunk of its own fetched on the first visit (app/routes.tsx). */
export const loadAthleteSearchPage = () =>
  import('./AthleteSearchPage.tsx').then((loaded) => loaded.AthleteSearchPage);
