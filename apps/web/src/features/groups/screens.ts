// The groups feature's lazy parts, for the shell alone (app/): every group screen in one chunk, by one loader (why:
// GroupScreens in GroupPage.tsx), fetched when first needed (docs/architecture.md, "Feature entry points").

export const loadGroupScreens = () => import('./GroupPage.tsx').then((loaded) => loaded.GroupScreens);
