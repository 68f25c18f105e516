// The events feature's screens, for the route table alone (app/): the organisation's (manage/) and its staff's
// (staff/), each its own chunk fetched on the first visit, and the athlete's (athlete/) in one chunk
// (docs/architecture.md, "Feature entry points").
export const loadManageEventsPage = () =>
  import('./manage/ManageEventsPage.tsx').then((loaded) => loaded.ManageEventsPage);
export const loadManageEventPage = () =>
  import('./manage/ManageEventPage.tsx').then((loaded) => loaded.ManageEventPage);
export const loadStaffedEventsPage = () =>
  import('./staff/StaffedEventsPage.tsx').then((loaded) => loaded.StaffedEventsPage);
export const loadStaffEventPage = () =>
  import('./staff/StaffEventPage.tsx').then((loaded) => loaded.StaffEventPage);
export const loadAthleteEventScreens = () =>
  import('./athlete/MyEventsPage.tsx').then((loaded) => loaded.AthleteEventScreens);
