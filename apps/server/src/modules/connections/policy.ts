// Who may connect with whom (issue 10): athletes with athletes, each able to see the other. Every refusal names
// what is wrong.
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';

export const ATHLETES_ONLY = 'Only athletes connect with athletes';
export const NO_PROFILE = 'Create your athlete profile first: you connect as your profile';
export const NO_ATHLETE = 'profileId: No such athlete';
export const CONNECT_SELF = 'profileId: You cannot connect with yourself';
export const HIDDEN_ASKER =
  'Your profile stays hidden until your parent or caregiver gives their consent, so you cannot ask anyone to connect yet';
export const NOT_A_REQUEST = 'notification_id: This notification is not a connect request';
export const NOT_CONNECTED = 'profileId: You are not connected and have no request waiting';

export const alreadyConnected = (name: string) => `You are already connected with ${name}`;
export const alreadyAsked = (name: string) =>
  `You have already asked ${name} to connect; wait for their answer`;
export const theyAsked = (name: string) =>
  `${name} has already asked you to connect: answer their request in your notifications`;
export const declined = (name: string) => `${name} did not accept your connect request`;

const ATHLETE = 1;

export function assertAthlete(account: { user_type: number }) {
  if (account.user_type !== ATHLETE) throw forbidden(ATHLETES_ONLY);
}

export function assertFound<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw notFound(message);
  return value;
}

export function assertNotSelf(mine: string, theirs: string) {
  if (mine === theirs) throw conflict(CONNECT_SELF);
}

export function assertRequest(isRequest: boolean) {
  if (!isRequest) throw badRequest(NOT_A_REQUEST);
}
