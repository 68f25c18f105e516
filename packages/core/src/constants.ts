// Every business constant of the spec (account spec section 9, profiles spec section 9), named once.

/** Alerts disappear after this many milliseconds unless told otherwise. */
export const ALERT_TIMEOUT_MS = 5000;

/** Purchase provider time-outs and waits (account spec 9). */
export const PURCHASE_TIMEOUTS_MS = {
  userLinking: 10_000,
  anonymousCheck: 5_000,
  offerings: 10_000,
  purchase: 30_000,
  storeInitWithinLinking: 5_000,
  afterLogin: 1_000,
  afterReset: 2_000,
  registrationLinking: 10_000,
  providerInitAfterUser: 1_500,
} as const;

/** The purchases provider accepts user ids of at most this length. */
export const PURCHASE_USER_ID_MAX = 50;

export const PRODUCT_KEYS = ['social_share_single', 'public_link', 'event_ticket'] as const;
export const SUBSCRIPTION_PRODUCTS = [
  'athlete_premium_monthly',
  'athlete_premium_annual',
  'coach_premium',
  'coach_standard',
  'organization_pro',
  'organization_standard',
] as const;

/** Image share rendering (account spec 9). */
export const IMAGE_SHARE = { width: 400, pixelRatio: 2, maxHeight: 500, maxCanvasSide: 16_384 } as const;

/** Push and service worker timings (account spec 9). */
export const PUSH = {
  tokenRefreshDays: 7,
  serviceWorkerReadyTimeoutMs: 10_000,
  localNotificationDelayMs: 1_000,
  localNotificationIdMax: 1_000_000,
  installationTokenRefreshMarginMs: 60 * 60 * 1000,
  heartbeatMaxEntries: 30,
  heartbeatHeaderMaxChars: 1024,
} as const;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/**
 * An API call unanswered after this long is given up, so a hung server ends in profiles spec 8's
 * 'Request timed out' rather than a loader forever. Our choice (the spec names none): the socket's 20 s.
 */
export const API_REQUEST_TIMEOUT_MS = 20_000;
export const SOCKET = { reconnectDelayMs: 1_000, reconnectDelayMaxMs: 5_000, timeoutMs: 20_000 } as const;
/**
 * What one realtime connection and one account may do (issue 22; docs/design-choices.md "socket limits"). A client
 * connects, sends registerUser once (again on a profile switch) and perhaps a ping-check now and then: these bounds
 * leave that many times over, and cut a flood before it reaches the database.
 */
export const SOCKET_LIMITS = {
  /** A client message larger than this closes its connection before it is parsed. */
  maxMessageBytes: 16 * 1024,
  /** From the transport opening to the connection admitted (its token checked): longer, and it is closed. */
  handshakeMs: 10_000,
  /** Events of one socket: this many at once, then this many a second (in memory, per socket). */
  eventBurst: 10,
  eventsPerSecond: 1,
  /**
   * registerUser of one account over all its sockets on one server process: this many at once, then this many a
   * second (in memory); each costs queries, so a flood spread over many sockets reaches the database this often.
   */
  registrationBurst: 10,
  registrationsPerSecond: 1,
  /** registerUser of one account over all its sockets and server processes, per window. */
  registrationsPerAccount: 60,
  /** Connections one account opens over all server processes, per window. */
  socketsOpenedPerAccount: 30,
  windowSeconds: 60,
  /** Connections one account holds open at once on one server process (tabs and devices). */
  socketsHeldPerAccount: 20,
} as const;
/**
 * A client closed past a socket limit connects again after a window (the limits' counts have moved on by then), twice
 * as long each time it is closed again, at most this long: never at once, which would only meet the limit again. Apart
 * from SOCKET_LIMITS, the server's, which the web's first load would otherwise carry whole for these two numbers.
 */
export const SOCKET_RETRY = { afterLimitMs: 60_000, afterLimitMaxMs: 600_000 } as const;
export const SPLASH_HIDE_MS = 500;
export const DEEP_LINK_FLAG_MS = 1_500;
export const BRANCH_INIT_RETRY_MS = 100;
export const COPYRIGHT_YEAR = 2023;

/** Overlay card and branded video geometry (profiles spec 9). */
export const OVERLAY_CARD = { width: 440, height: 540 } as const;
export const BRANDED_VIDEO = {
  width: 1080,
  height: 1920,
  format: 'mp4',
  card: { width: 400, offsetX: 40, offsetY: 120 },
  logo: { height: 100, offsetX: 60, offsetY: 40 },
} as const;

/** Device storage keys (account spec 3). */
export const STORAGE_KEYS = {
  token: 'token',
  userRegistered: 'userRegistered',
  notificationsDismissed: 'notificationsDismissed',
  /**
   * Ours (design choices: device token): names this device as one the account signed in from, so an account
   * under attack does not slow its owner down here. Kept at logout: it names the device, not a session.
   */
  deviceToken: 'deviceToken',
  /**
   * Ours (issue 22): until when (ms since 1970) the push prompt waits after Remind Me Later. Kept at logout, as
   * notificationsDismissed is: it is this device's answer.
   */
  notificationsRemindAfter: 'notificationsRemindAfter',
} as const;

/** Session keys that logout clears (account spec 4). */
export const LOGOUT_SESSION_KEYS = [
  'share-profile',
  'event-ticket',
  'promo',
  'video-share',
  'public-link',
  'token-purchase',
] as const;
/** On native, logout also clears these (account spec 4). */
export const LOGOUT_NATIVE_KEYS = ['pending-payment', 'purchases-config'] as const;

/** Account rules we designed (the spec leaves client rules "not shown"). */
export const ACCOUNT_RULES = {
  passwordMinLength: 8,
  passwordMaxLength: 128,
  /** An athlete younger than this must name a caregiver, who is told by mail. */
  caregiverRequiredUnderAge: 16,
  /**
   * Athletes younger than this cannot register (issue 7, defect 17): 13 is where COPPA draws the line and the
   * lowest age of digital consent GDPR allows; below it a recruiting profile has no purpose.
   */
  athleteMinAge: 13,
  /** Coaches, scouts and organisation admins must be adults (terms of use, section 1). */
  coachMinAge: 18,
  /** Password reset links are valid this long, and only once. */
  resetTokenTtlMs: 60 * 60 * 1000,
  /**
   * Sign-in limits (design choices: login limits). Failures count per address and per (address, account);
   * an account is slowed, never shut, and a device it signed in from before is not slowed at all.
   */
  login: {
    windowSeconds: 15 * 60,
    failuresPerAddress: 20,
    failuresPerAddressAndAccount: 5,
    /** Failures with one device token before it stops exempting from the slowdown. */
    failuresPerDevice: 5,
    /** Failures an account takes from everywhere before it is slowed. */
    failuresBeforeSlowdown: 10,
    /** Once slowed: one attempt per this many seconds, for anyone without a device token of the account. */
    slowdownSeconds: 60,
    /** How long a device stays known after a sign-in from it. */
    deviceTokenDays: 180,
  },
  /**
   * Sign-in links (design choices: login limits): a new device's way in while sign-in there is limited. A link
   * works once, for windowSeconds; asking is limited per address (429) and per email (no more mail, the same
   * answer). A link lives as long as the email's window, so while an email's mails are held back the owner's inbox
   * still holds a link that works, whoever asked for the others.
   */
  signInLink: {
    windowSeconds: 15 * 60,
    requestsPerAddress: 10,
    mailsPerEmail: 3,
  },
  /** Current-password checks (email or password change, deletion) per signed-in account. */
  passwordChecksPerAccount: 5,
  passwordCheckWindowSeconds: 15 * 60,
  /** Registrations per address; each costs a password hash. */
  registrationsPerAddress: 30,
  registrationWindowSeconds: 60 * 60,
  /** Answers that tell whether an email has an account (the check, and registration's 409), per address. */
  emailChecksPerAddress: 30,
  emailCheckWindowSeconds: 15 * 60,
} as const;

export const USER_TYPE = { athlete: 1, coach: 2 } as const;

/**
 * A request to the same person again (after it was withdrawn, declined or ended) waits this long after the last
 * one: asking and withdrawing in a loop notified the person every time (issue 22, item 7).
 */
export const ASK_AGAIN_AFTER_DAYS = 1;

/**
 * Requests: whatever makes someone receive a request notification (design choices: request limits). One rule for
 * every kind (requests.ts): the same person again waits `againAfterDays`, and an account sends at most `perDay` of
 * a kind in any 24 hours. Pitches and contact details keep their 30 days (issue 10).
 */
export const REQUEST_RULES = {
  /** follow_request, to any profile. */
  follow: { perDay: 50, againAfterDays: ASK_AGAIN_AFTER_DAYS },
  /** Athlete Connect Request, between athletes. */
  connect: { perDay: 30, againAfterDays: ASK_AGAIN_AFTER_DAYS },
  /** Endorsement Request, an athlete to a coach. */
  endorsement: { perDay: 20, againAfterDays: ASK_AGAIN_AFTER_DAYS },
  /** Collaborator Invite, an athlete to a coach. */
  collaborator: { perDay: 20, againAfterDays: ASK_AGAIN_AFTER_DAYS },
  /**
   * Added Associated (Coach), a coach or organisation listing someone, and Associated Coach Request, a coach
   * asking an organisation: a club lists its squad in one sitting.
   */
  association: { perDay: 60, againAfterDays: ASK_AGAIN_AFTER_DAYS },
  /** Athlete CV and Athlete Promo CV, an athlete to a coach or organisation. */
  pitch: { perDay: 20, againAfterDays: 30 },
  /** Contact Request, an athlete's contact details to a coach or organisation. */
  contact: { perDay: 20, againAfterDays: 30 },
} as const satisfies Record<string, { perDay: number; againAfterDays: number }>;

export type RequestKind = keyof typeof REQUEST_RULES;
