// What each notification type offers (account spec 2 detail types, 4 "Notification types and actions"): the
// buttons on the list, and the detail view's title and sentence. Types whose feature is not built yet get a
// plain detail: who sent it, what it says, and when.
import type { AnyNotification as Notification } from '@podium/core/api/notifications';
import type { ProfileKind } from '@podium/core/api/users';
import { timeAgo } from '../../ui/dates.ts';

export type NotificationAction = 'reject' | 'accept' | 'view' | 'join' | 'deny' | 'connect';

export interface ActionButton {
  action: NotificationAction;
  label: string;
  /** The one the person most likely wants, drawn as the primary button. */
  isPrimary?: boolean;
}

/** Spec 4: follow_request Reject/View/Accept, Group Invite Reject/Join, Athlete Connect Request Deny/Accept, else View. */
export function actionsFor(type: string): ActionButton[] {
  switch (type) {
    case 'follow_request':
      return [
        { action: 'reject', label: 'Reject' },
        { action: 'view', label: 'View' },
        { action: 'accept', label: 'Accept', isPrimary: true },
      ];
    case 'Group Invite':
      return [
        { action: 'reject', label: 'Reject' },
        { action: 'join', label: 'Join', isPrimary: true },
      ];
    case 'Athlete Connect Request':
      return [
        { action: 'deny', label: 'Deny' },
        { action: 'connect', label: 'Accept', isPrimary: true },
      ];
    default:
      return [{ action: 'view', label: 'View' }];
  }
}

interface DetailText {
  title: string;
  summary: string;
}

/** The detail types of spec 2, each with what it is about. */
export const DETAIL_TYPES: Record<string, DetailText> = {
  'Athlete CV': { title: 'Athlete CV', summary: 'An athlete shared their CV with you.' },
  match_found: { title: 'Match found', summary: 'Profiles matching what you look for.' },
  'Athlete Promo CV': { title: 'Athlete promo CV', summary: 'An athlete sent you their promo CV.' },
  'Contact Request': { title: 'Contact request', summary: 'Someone would like to get in touch with you.' },
  'Added Associated': { title: 'Added as associated', summary: 'You were added as an associated athlete.' },
  'Added Associated Coach': {
    title: 'Added as associated coach',
    summary: 'You were added as an associated coach.',
  },
  'Endorsement Submitted': {
    title: 'Endorsement submitted',
    summary: 'An endorsement was submitted for you.',
  },
  // Not a spec 2 type: the coach's request to write one (design choices, issue 10).
  'Endorsement Request': {
    title: 'Endorsement request',
    summary: 'An athlete asked you to endorse them.',
  },
  'Associated Coach Request': {
    title: 'Associated coach request',
    summary: 'A coach asked to be associated with you.',
  },
  'Collaborator Test Submission': {
    title: 'Collaborator test submission',
    summary: 'A collaborator added results to your profile.',
  },
  'Collaborator Video Submission': {
    title: 'Collaborator video submission',
    summary: 'A collaborator added a highlight video to your profile.',
  },
  // Ours (issue 10): an athlete invites a coach to add results and videos; the detail view offers Accept.
  'Collaborator Invite': {
    title: 'Collaborator invite',
    summary:
      'An athlete invited you to add results and videos to their profile. Results you add show as verified.',
  },
  'Athlete Event Signup': { title: 'Athlete event sign-up', summary: 'An athlete signed up for your event.' },
  follow_request: { title: 'Follow request', summary: 'Someone asked to follow you.' },
  'Group Invite': { title: 'Group invite', summary: 'You were invited to join a group.' },
  'Athlete Connect Request': { title: 'Connect request', summary: 'An athlete asked to connect with you.' },
  // Ours (issue 22, 20): a coach or an organisation answered the athlete's pitch; the message is in data.message.
  'Pitch Reply': { title: 'Reply to your pitch', summary: 'A coach or organisation you pitched wrote back.' },
  // Ours (issue 10): the answer to an Athlete Connect Request the receiver sent.
  'Athlete Connect Accepted': {
    title: 'Connect request accepted',
    summary: 'An athlete accepted your connect request.',
  },
  // Ours (issue 22): what an athlete under 16 is told of their caregiver's decision.
  'Caregiver Consent Given': {
    title: 'Caregiver consent given',
    summary: 'Your caregiver gave their consent: coaches and organisations on Podium can see your profile.',
  },
  'Caregiver Consent Withdrawn': {
    title: 'Caregiver consent withdrawn',
    summary: 'Your caregiver withdrew their consent: your profile is hidden from others again.',
  },
};

export function detailFor(type: string): DetailText {
  return DETAIL_TYPES[type] ?? { title: 'Notification', summary: 'A notification from Podium.' };
}

/** '5 minutes ago' (spec 2: timestamps show as relative time). */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return '';
  // A clock a little ahead of ours must not read "in 3 seconds".
  if (when.getTime() >= now.getTime() - 1000) return 'just now';
  return timeAgo(when, now);
}

/** The profile a follow request came from: data._id as the spec names it, else the sender. */
export function senderProfileId(notification: Notification): string | undefined {
  const fromData = notification.data._id;
  return typeof fromData === 'string' ? fromData : notification.sender?.profileId;
}

/** Profiles a match_found carries (spec 3: matchingProfiles, each profileId and profileType). */
export function matchingProfilesOf(
  notification: Notification,
): { profileId: string; profileType: ProfileKind }[] {
  const list = notification.data.matchingProfiles;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const profileId = 'profileId' in entry ? entry.profileId : undefined;
    const profileType = 'profileType' in entry ? entry.profileType : undefined;
    if (typeof profileId !== 'string') return [];
    const kind: ProfileKind = profileType === 'coach' || profileType === 'org' ? profileType : 'athlete';
    return [{ profileId, profileType: kind }];
  });
}

/** Extra facts worth showing on the detail view (spec 3: groupName, memberName). */
export function factsOf(notification: Notification): { label: string; value: string }[] {
  const facts: { label: string; value: string }[] = [];
  const { groupName, memberName } = notification.data;
  if (typeof groupName === 'string' && groupName) facts.push({ label: 'Group', value: groupName });
  if (typeof memberName === 'string' && memberName) facts.push({ label: 'Member', value: memberName });
  return facts;
}
