// The events feature's lazy parts, for the shell alone (app/): the athlete's screens (issue 25), each a chunk of its
// own, fetched when first visited (docs/architecture.md, "Feature entry points").

export const loadPromoPage = () => import('./athlete/PromoPage.tsx').then((loaded) => loaded.PromoPage);
export const loadMyEventsPage = () =>
  import('./athlete/MyEventsPage.tsx').then((loaded) => loaded.MyEventsPage);
export const loadEventConfirmedPage = () =>
  import('./athlete/EventConfirmedPage.tsx').then((loaded) => loaded.EventConfirmedPage);
