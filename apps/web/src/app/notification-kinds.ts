// Which features show notifications, and so register their kinds (issue 23; state/notification-kinds.ts): one line
// per feature, as the route table has one per screen. The route table loads them with the notifications screen, so
// every kind is registered before the screen shows one; each is a small chunk whose detail views load when opened.
export function loadNotificationKinds(): Promise<unknown> {
  return Promise.all([
    import('../features/following/notification-kinds.ts'),
    import('../features/connections/notification-kinds.ts'),
    import('../features/coaches/notification-kinds.ts'),
    import('../features/collaborators/notification-kinds.ts'),
    import('../features/pitches/notification-kinds.ts'),
    import('../features/endorsements/notification-kinds.ts'),
    import('../features/consent/notification-kinds.ts'),
    import('../features/groups/notification-kinds.ts'),
    import('../features/events/notification-kinds.ts'),
  ]);
}
