// The groups feature's lazy parts, for the shell alone (app/): each loader's import() makes a chunk of its own,
// fetched when first needed (docs/architecture.md, "Feature entry points").

export const loadGroupsPage = () => import('./GroupsPage.tsx').then((loaded) => loaded.GroupsPage);
export const loadGroupPage = () => import('./GroupPage.tsx').then((loaded) => loaded.GroupPage);
export const loadGroupPersonPage = () =>
  import('./GroupPersonPage.tsx').then((loaded) => loaded.GroupPersonPage);
