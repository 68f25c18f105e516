// The timeline feature's lazy parts, for the shell alone (app/): each loader's import() makes a chunk of its own,
// fetched when first needed. Apart from index.ts so that no chunk but the first load imports the module that holds
// the import() calls (docs/architecture.md, "Feature entry points").

/** A profile's timeline, a chunk of its own fetched on the first visit (app/routes.tsx). */
export const loadTimelinePage = () => import('./TimelinePage.tsx').then((loaded) => loaded.TimelinePage);
