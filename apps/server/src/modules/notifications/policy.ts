// Who may read, mark and delete a notification: only an account that owns the receiving profile (issue 9), which for
// an organisation is any of its admins (issue 10).
import type { ProfileRef } from '@podium/core/api';
import { forbidden, notFound } from '../../http/errors.ts';
import type { NotificationRow } from './store.ts';

export const NOTIFICATION_NOT_FOUND = 'notification_id: No such notification';
export const NOT_YOUR_NOTIFICATION = 'notification_id: This notification is addressed to someone else';
export const PROFILE_NOT_FOUND = 'profile_id: No such profile';
export const NOT_YOUR_PROFILE = 'profile_id: You can only read the notifications of your own profiles';

/** 404 for an unknown id, 403 for a notification addressed to a profile the account does not own. */
export function assertOwnNotification(
  row: NotificationRow | undefined,
  owned: readonly ProfileRef[],
): asserts row is NotificationRow {
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  const isOwn = owned.some(
    (profile) =>
      profile.profileId === row.receiver_profile_id && profile.profileType === row.receiver_profile_type,
  );
  if (!isOwn) throw forbidden(NOT_YOUR_NOTIFICATION);
}
