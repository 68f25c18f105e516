// The profiles feature's lazy parts, for the shell alone (app/): each loader's import() makes a chunk of its own,
// fetched when first needed. Apart from index.ts so that no chunk but the first load imports the module that holds
// the import() calls (docs/architecture.md, "Feature entry points").

export const loadOwnerExtras = () => import('./OwnerExtras.tsx').then((loaded) => loaded.OwnerExtras);
export const loadOtherAthletePage = () =>
  import('./OtherAthletePage.tsx').then((loaded) => loaded.OtherAthletePage);
export const loadPublicCoachPage = () =>
  import('./PublicCoachPage.tsx').then((loaded) => loaded.PublicCoachPage);
export const loadPublicOrganisationPage = () =>
  import('./PublicOrganisationPage.tsx').then((loaded) => loaded.PublicOrganisationPage);
export const loadUserProfilesPage = () =>
  import('./UserProfilesPage.tsx').then((loaded) => loaded.UserProfilesPage);
