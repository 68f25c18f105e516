// The athletes feature's lazy parts, for the shell alone (app/): each loader's import() makes a chunk of its own,
// fetched when first needed. Apart from index.ts so that no chunk but the first load imports the module that holds
// the import() calls (docs/architecture.md, "Feature entry points").

export const loadAthleteProfilePage = async () =>
  (await import('./profile/AthleteProfilePage.tsx')).AthleteProfilePage;
export const loadCreateProfilePage = async () =>
  (await import('./profile/CreateProfilePage.tsx')).CreateProfilePage;
export const loadPublicAthletePage = async () =>
  (await import('./profile/PublicAthletePage.tsx')).PublicAthletePage;
export const loadPublicLinkPage = async () =>
  (await import('./profile/PublicAthletePage.tsx')).PublicLinkPage;
