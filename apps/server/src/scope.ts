// What Podium does today and what it does not yet, in one place: the OpenAPI description is built from it and a
// test (scope.test.ts) holds the README's "What works today" to the same lists. Change them as issues land.

/** Built and served: each item is backed by calls in /api/openapi.json and screens in the web app. */
export const WORKS_TODAY = [
  'Accounts: register as an athlete or a coach (an organisation admin names their organisation), sign in and out (everywhere too), change details, email and password, reset a forgotten password by mail, delete the account or the organisation',
  'Caregiver consent: an athlete under 16 names a parent or caregiver, and nobody else sees the athlete until the caregiver consents through the link in their mail',
  'Athlete profiles: bio, sports, quick stats, desired destinations (shown or hidden), highlight videos, a public link (a plan since issue 25: kept by everyone who had turned it on)',
  'Physical test results: about 100 tests in the units people type, with plausible bounds and progress over time',
  'Rankings: overall, by sport, by age and by age and sport, with where the athlete stands among everyone who did the test; coaches may rank by verified results only',
  "Uploads: images and videos, on the server's disk or on Cloudinary, within a storage quota per account",
  "Coaches and organisations: coach profiles, organisations with several admins, switching between acting as coach or organisation, associated athletes and coaches, public pages (a coach's once they turn it on)",
  'Search: typo-tolerant, accent-insensitive name search; athletes filtered by sport, position, age, graduation year ("class of"), gender, place, test thresholds in any unit and rank for their age, sorted and paged',
  "Recruiting: pitches and contact details sent to coaches and organisations, who reply to them (with limits against spam), endorsements the athlete controls, collaborators whose results show as verified (on the profile, on search cards and on pitch CVs), a coach's watchlist, athlete connections, each profile's timeline",
  'Groups: make a group, invite people (by name or by email, with a secret link) or let them ask to join, roles (owner, admins, members), a notice board with "seen by n of m", the activity, each member\'s notification setting and contact choice, live on the group\'s notifications; images and documents (opened by a short-lived link), requests for a test result, a video or a file with who answered and reminders, members answering with a result, a video or a file, results an admin sends for an athlete, pending until the athlete accepts or declines them, and the leaderboard with its filters and the CSV export; minors are let in only as the consent rule allows and their caregiver is copied',
  "Plans and purchases on the web: plan cards for athletes, coaches and organisations at the server's prices, checkout through Stripe or, offline, the local checkout, a signed webhook applied once, the return from checkout, and the public link sold to athletes who did not have it",
  'Events: an organisation makes events (date and time in their zone, place, capacity, free or priced, the tests measured, a promo link), edits and cancels them (ticket holders are told), names staff by email; staff check athletes in by typing the ticket\'s code or scanning its QR code and enter results that land verified on the athlete\'s profile; cancelling refunds every paid ticket, tells its buyer and lists the refunds for the organisation; people named staff find "Events I staff" in the menu',
  "Events, the athlete's side: an event's promo link shows the event to anyone and registers new athletes, who sign up for a free event or buy a paid one's ticket by card (Stripe, or the local checkout offline; a seat is held while they pay, and a payment that finds no seat is refunded) and keep their tickets with a QR code, an Add to calendar file, when they were checked in and the verified results entered there; a promo CV reaches the event's organisation",
  'Notifications and following: ask to follow a profile, accept or reject; notifications listed in the app, live over the socket (on one server process or many), and pushed to browsers (Web Push) and, with FCM configured, to phones',
] as const;

/** In the spec, not built yet: no calls, and the web app shows an honest "coming soon" where it links to them. */
export const NOT_YET = [
  "Groups: a video sent for a member, and results sent by a collaborating coach who is no admin, on screen (their calls are here; the group screens offer only an admin's results)",
  "Subscriptions and purchases in the native apps (in-app purchases through RevenueCat, and Restore purchases on the plans page: the server's calls and webhook and the apps' purchase code are here; no native build runs them yet)",
  'Social videos',
  'Native iOS and Android builds (the web app is ready for Capacitor wrappers; none is built or published)',
] as const;

export const API_DESCRIPTION = [
  'The calls of the Podium client that exist today. Errors are always a 4xx with { errors: [{ msg }] }.',
  '',
  'Works today:',
  ...WORKS_TODAY.map((item) => `- ${item}`),
  '',
  'Not yet (no calls here):',
  ...NOT_YET.map((item) => `- ${item}`),
].join('\n');
