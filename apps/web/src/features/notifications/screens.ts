// The notifications feature's lazy parts, for the shell alone (app/): each loader's import() makes a chunk of its own,
// fetched when first needed. Apart from index.ts so that no chunk but the first load imports the module that holds
// the import() calls (docs/architecture.md, "Feature entry points").

/** The socket, the push prompt and push taps, for as long as the session (app/RootLayout.tsx). */
export const loadSignedInNotifications = async () =>
  (await import('./SignedInNotifications.tsx')).SignedInNotifications;
/** The unread count in the top bar (app/TopBar.tsx). */
export const loadNotificationBadge = async () => (await import('./NotificationBadge.tsx')).NotificationBadge;
/** The notifications screen (app/routes.tsx). */
export const loadNotificationsPage = async () => (await import('./NotificationsPage.tsx')).NotificationsPage;
