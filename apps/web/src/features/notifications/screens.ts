// The notifications feature's lazy parts, for the shell alone (app/): each loader's import() makes a chunk of its own,
// fetched when first needed. Apart from index.ts so that no chunk but the first load imports the module that holds
// the import() calls (docs/architecture.md, "Feature entry points").

/** The socket, the push prompt and push taps, for as long as the session (app/RootLayout.tsx). */
export const loadSignedInNotifications = () =>
  import('./SignedInNotifications.tsx').then((loaded) => loaded.SignedInNotifications);
/** The unread count in the top bar (app/TopBar.tsx). */
export const loadNotificationBadge = () =>
  import('./NotificationBadge.tsx').then((loaded) => loaded.NotificationBadge);
/** The notifications screen (app/routes.tsx). */
export const loadNotificationsPage = () =>
  import('./NotificationsPage.tsx').then((loaded) => loaded.NotificationsPage);
