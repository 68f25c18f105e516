// Who may follow whom (issue 9): readable in one place. Every refusal names what is wrong.
import { badRequest, conflict, notFound } from '../../http/errors.ts';

export const PROFILE_NOT_FOUND = 'profileId: No such profile';
export const NO_ACTING_PROFILE = 'Create your athlete profile first: you follow others as your profile';
export const FOLLOW_SELF = 'profileId: You cannot follow your own profile';
export const BLOCKED_BY_THEM = 'profileId: This profile does not accept follow requests from you';
export const REQUEST_NOT_FOUND = 'notification_id: No such follow request';
export const NOT_A_REQUEST = 'notification_id: This notification is not a follow request';
export const WRONG_SENDER =
  '_id: Must be the id of the profile that asked to follow (the notification’s data._id)';
export const HIDDEN_ASKER =
  'Your profile stays hidden until your parent or caregiver gives their consent, so you cannot ask to follow anyone yet';
export const BLOCK_SELF = 'profileId: You cannot block your own profile';

export const alreadyFollowing = (name: string) => `You already follow ${name}`;
export const alreadyAsked = (name: string) =>
  `You have already asked to follow ${name}; wait for their answer`;
export const youBlockThem = (name: string) => `You block ${name}: unblock them before following`;
export const notFollowing = (name: string) => `You do not follow ${name}`;
export const notBlocking = (name: string) => `You do not block ${name}`;

/** Following, blocking: never between one account's own profiles. */
export function assertNotSelf(me: { userId: string }, target: { userId: string }, message: string) {
  if (me.userId === target.userId) throw conflict(message);
}

export function assertFound<T>(value: T | undefined, message = PROFILE_NOT_FOUND): T {
  if (value === undefined) throw notFound(message);
  return value;
}

export function assertSender(expected: string | null, given: string) {
  if (expected !== given) throw badRequest(WRONG_SENDER);
}
