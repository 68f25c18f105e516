// Who may do what in a group (issue 24): only its owner and admins invite, remove, confirm, deny, edit and post
// notices; only members see its content; the owner stays (hands over before leaving, later). One place for the words.
import type { GroupRole, ProfileKind } from '@podium/core/api';
import { forbidden, notFound } from '../../http/errors.ts';
import type { MemberRow } from './store.ts';

export const GROUP_NOT_FOUND = 'id: No such group';
/** The spec's words for a join whose group is gone (profiles spec 8). */
export const NO_ACCESS = 'You no longer have access to this group';
export const ALREADY_MEMBER = 'You are already a member of this group';
export const ONLY_ADMINS = 'Only the group’s owner and admins can do that';
export const ONLY_MEMBERS = 'Only members see this group';
export const ONLY_OWNER_REMOVES_ADMINS = 'Only the group’s owner can remove an admin';
export const OWNER_STAYS = 'The owner cannot leave or be removed from their group';
export const PROFILE_NOT_FOUND = 'profileId: No such profile';
export const NOT_A_MEMBER = 'memberId: Not a member of this group';
export const NOTHING_TO_LEAVE = 'memberId: You are not in this group, nor invited or waiting to join';
export const NO_REQUEST = 'memberId: No waiting request to join from this profile';
export const HIDDEN_PERSON =
  'Your profile stays hidden until your parent or caregiver gives their consent, so you cannot do this yet';
export const NO_PROFILE = 'Create your profile first: a group is made by a profile';
export const FULL = 'This group is full';

export const noProfileOfType = (type: ProfileKind) => forbidden(`type: You have no ${type} profile`);

export const isAdminRole = (role: GroupRole) => role === 'owner' || role === 'admin';

/** The membership if it is an owner's or an admin's; otherwise 403. */
export function assertAdmin(member: MemberRow | undefined): MemberRow {
  if (!member || !isAdminRole(member.role)) throw forbidden(ONLY_ADMINS);
  return member;
}

export function assertMember(member: MemberRow | undefined): MemberRow {
  if (!member) throw forbidden(ONLY_MEMBERS);
  return member;
}

export function assertFound<T>(value: T | undefined, message = GROUP_NOT_FOUND): T {
  if (value === undefined) throw notFound(message);
  return value;
}

/** Who may remove whom: an admin removes members; only the owner removes admins; nobody removes the owner. */
export function assertMayRemove(remover: MemberRow, target: MemberRow) {
  if (target.role === 'owner') throw forbidden(OWNER_STAYS);
  if (target.role === 'admin' && remover.role !== 'owner') throw forbidden(ONLY_OWNER_REMOVES_ADMINS);
}
