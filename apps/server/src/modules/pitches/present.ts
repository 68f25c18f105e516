// Rows -> the pitch detail an `Athlete CV`, `Athlete Promo CV` or `Contact Request` notification opens.
import { ageInYears, isMinor } from '@podium/core';
import type { PitchDetail, PitchReplyItem, ProfileCard } from '@podium/core/api';
import { type BestRow, presentBest } from '../search/present.ts';
import type { CvRow, PitchRow, ReplyRow } from './store.ts';

/** Most best results a CV shows. */
export const CV_RESULTS = 6;

const stringOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The form as stored (jsonb), each optional field kept only when it is text. */
function formOf(row: PitchRow): NonNullable<PitchDetail['formData']> {
  const optional = (key: string) => {
    const value = stringOf(row.form[key]);
    return value ? { [key]: value } : {};
  };
  return {
    message: row.message,
    ...optional('position'),
    ...optional('level'),
    ...optional('availableFrom'),
    ...optional('videoUrl'),
  };
}

export function presentReply(row: ReplyRow): PitchReplyItem {
  return { _id: row.id, message: row.message, createdAt: row.created_at.toISOString() };
}

/** What the reader may do about the pitch: reply, as its receiver, while the day's replies last. */
export interface ReplyState {
  replies: readonly ReplyRow[];
  canReply: boolean;
  repliesLeftToday: number;
}

export function presentPitch(
  row: PitchRow,
  athlete: ProfileCard,
  cv: CvRow,
  best: readonly BestRow[],
  receiver: ProfileCard,
  replies: ReplyState,
): PitchDetail {
  // Members see a city from 16 only (design choices, "Trust"); the age only when the athlete ticked athAgeCheck.
  const city = isMinor({ birthDate: cv.birth_date }) ? null : cv.city;
  const place = [city, cv.country].filter(Boolean).join(', ') || null;
  return {
    _id: row.id,
    kind: row.kind,
    promo: row.promo,
    event: row.event_id && row.event_name ? { _id: row.event_id, name: row.event_name } : null,
    createdAt: row.created_at.toISOString(),
    athlete: {
      profileId: athlete.profileId,
      name: athlete.name,
      age: row.age_shown ? ageInYears(cv.birth_date) : null,
      sport: cv.sport,
      position: cv.position,
      place,
      best: best.map(presentBest),
    },
    receiver,
    formData: row.kind === 'pitch' ? formOf(row) : null,
    contact:
      row.kind === 'contact'
        ? {
            email: stringOf(row.form.email) ?? null,
            phone: stringOf(row.form.phone) ?? null,
            message: row.message || null,
          }
        : null,
    replies: replies.replies.map(presentReply),
    canReply: replies.canReply,
    repliesLeftToday: replies.repliesLeftToday,
  };
}
