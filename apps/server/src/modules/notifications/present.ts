// Row -> the spec's notification (section 3): the one place `_id` and the spec's field names are produced.
import type { ProfileCard } from '@podium/core/api';
import type { NotificationMessage } from '../../jobs/delivery.ts';
import type { NotificationRow } from './store.ts';

/** What presenting a notification reads of its row (a row just written has no cursor or sender check). */
export type PresentedRow = Pick<
  NotificationRow,
  'id' | 'type' | 'body' | 'data' | 'receiver_profile_id' | 'receiver_profile_type' | 'seen' | 'updated_at'
>;

export function presentNotification(row: PresentedRow, sender: ProfileCard | null): NotificationMessage {
  return {
    _id: row.id,
    type: row.type,
    body: row.body,
    data: row.data,
    sender,
    receiver: { profileId: row.receiver_profile_id, profileType: row.receiver_profile_type },
    seen: row.seen,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The position after a row, for the next page: `<microseconds since 1970>_<id>` (core CursorSchema). */
export const cursorAfter = (row: { created_us: number; id: string }) => `${row.created_us}_${row.id}`;

export function readCursor(cursor: string | undefined): { createdUs: number; id: string } | undefined {
  if (cursor === undefined) return undefined;
  const [micros = '', id = ''] = cursor.split('_');
  return { createdUs: Number(micros), id };
}
