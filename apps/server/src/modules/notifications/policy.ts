// Who may read, mark and delete a notification: only the account that owns the receiving profile (issue 9).
import { forbidden, notFound } from '../../http/errors.ts';
import type { NotificationRow } from './store.ts';

export const NOTIFICATION_NOT_FOUND = 'notification_id: No such notification';
export const NOT_YOUR_NOTIFICATION = 'notification_id: This notification is addressed to someone else';
export const PROFILE_NOT_FOUND = 'profile_id: No such profile';
export const NOT_YOUR_PROFILE = 'profile_id: You can only read the notifications of your own profiles';

/** 404 for an unknown id, 403 for a notification addressed to another account's profile. */
export function assertOwnNotification(
  row: NotificationRow | undefined,
  userId: string,
): asserts row is NotificationRow {
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  if (row.receiver_user_id !== userId) throw forbidden(NOT_YOUR_NOTIFICATION);
}
