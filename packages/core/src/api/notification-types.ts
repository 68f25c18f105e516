// The notification types the server writes (issue 22), apart from the schemas: a screen that needs only a type's
// name loads no zod for it (the public pages carry none, issue 8).

/** What a caregiver's decision tells the athlete under 16 (issue 22): ours, the spec names none. */
export const CONSENT_GIVEN = 'Caregiver Consent Given';
export const CONSENT_WITHDRAWN = 'Caregiver Consent Withdrawn';

/**
 * Every notification type the server writes (the spec's names where it has one; spec 2 and 4 name more, for
 * capabilities not built yet: Group Invite, match_found, Athlete Event Signup). The server's notify takes only
 * these, and the web decides for each what it makes stale on screen (issue 22), so a new type is a decision on both
 * sides.
 */
export const NOTIFICATION_TYPES = [
  'follow_request',
  'follow_accepted',
  'Athlete Connect Request',
  'Athlete Connect Accepted',
  'Added Associated',
  'Added Associated Coach',
  'Associated Coach Request',
  'Collaborator Invite',
  'Collaborator Test Submission',
  'Collaborator Video Submission',
  'Athlete CV',
  'Athlete Promo CV',
  'Contact Request',
  /** The receiver's answer to a pitch (issue 22): ours, the spec names none. */
  'Pitch Reply',
  'Endorsement Request',
  'Endorsement Submitted',
  CONSENT_GIVEN,
  CONSENT_WITHDRAWN,
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
