// The athletes feature's lazy parts, for the shell alone (app/): each loader's import() makes a chunk of its own,
// fetched when first needed. Apart from index.ts so that no chunk but the first load imports the module that holds
// the import() calls (docs/architecture.md, "Feature entry points").

export const loadAthleteProfilePage = () =>
  import('./profile/AthleteProfilePage.tsx').then((loaded) => loaded.AthleteProfilePage);
export const loadCreateProfilePage = () =>
  import('./profile/CreateProfilePage.tsx').then((loaded) => loaded.CreateProfilePage);
export const loadPublicAthletePage = () =>
  import('./profile/PublicAthletePage.tsx').then((loaded) => loaded.PublicAthletePage);
export const loadPublicLinkPage = () =>
  import('./profile/PublicAthletePage.tsx').then((loaded) => loaded.PublicLinkPage);
