// The profiles feature's lazy parts, for the shell alone (app/): each loader's import() makes a chunk of its own,
// fetched when first needed. Apart from index.ts so that no chunk but the first load imports the module that holds
// the import() calls (docs/architecture.md, "Feature entry points").

export const loadOwnerExtras = async () => (await import('./OwnerExtras.tsx')).OwnerExtras;
export const loadOtherAthletePage = async () => (await import('./OtherAthletePage.tsx')).OtherAthletePage;
export const loadPublicCoachPage = async () => (await import('./PublicCoachPage.tsx')).PublicCoachPage;
export const loadPublicOrganisationPage = async () =>
  (await import('./PublicOrganisationPage.tsx')).PublicOrganisationPage;
export const loadUserProfilesPage = async () => (await import('./UserProfilesPage.tsx')).UserProfilesPage;
