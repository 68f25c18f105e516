// The collaborators feature's lazy parts, for the shell alone (app/): each loader's import() makes a chunk of its own,
// fetched when first needed. Apart from index.ts so that no chunk but the first load imports the module that holds
// the import() calls (docs/architecture.md, "Feature entry points").

/** The athletes a coach collaborates for, a chunk of its own fetched on the first visit (app/routes.tsx). */
export const loadCollaboratingForPage = () =>
  import('./CollaboratingForPage.tsx').then((loaded) => loaded.CollaboratingForPage);
