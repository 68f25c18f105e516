// The events feature's screens, for the route table alone (app/): the organisation's and its staff's (manage/,
// staff/) in one chunk, the athlete's (athlete/) in another, each fetched on the first visit to one of its screens
// (docs/architecture.md, "Feature entry points").
export const loadOrgEventScreens = () =>
  import('./OrgEventScreens.ts').then((loaded) => loaded.OrgEventScreens);
export const loadAthleteEventScreens = () =>
  import('./athlete/MyEventsPage.tsx').then((loaded) => loaded.AthleteEventScreens);
/** The top bar's "Events I staff", shown only to an account named staff of an event still to come (app/TopBar.tsx). */
export const loadStaffedEventsLink = () =>
  import('./staff/StaffedEventsLink.tsx').then((loaded) => loaded.StaffedEventsLink);
