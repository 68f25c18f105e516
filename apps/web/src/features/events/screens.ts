// The events feature's lazy parts, for the shell alone (app/): the athlete's screens (issue 25) in one chunk, fetched
// when one of them is first visited (docs/architecture.md, "Feature entry points").

export const loadAthleteEventScreens = () =>
  import('./athlete/MyEventsPage.tsx').then((loaded) => loaded.AthleteEventScreens);
