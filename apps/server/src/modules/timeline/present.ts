// One row of a profile's activity as a timeline item: the profile and the other party an endorsement names are
// found and checked against the one rule by the service; an endorsement whose other party is hidden is no item.
import type { ProfileCard, TimelineItem } from '@podium/core/api';
import type { ProfileOwner } from '../profiles/profiles.ts';
import type { ActivityRow } from './store.ts';

export function timelineItemOf(
  row: ActivityRow,
  profile: ProfileOwner,
  other: ProfileCard | null,
): TimelineItem | null {
  const at = row.at.toISOString();
  if (row.kind === 'result') {
    return {
      kind: 'result',
      _id: row.id,
      at,
      testKey: row.test_key ?? '',
      score: row.score ?? '',
      unit: row.unit ?? '',
      isVerified: row.is_verified === true,
    };
  }
  if (row.kind === 'video') {
    return { kind: 'video', _id: row.id, at, vidUrl: row.vid_url ?? '', title: row.title };
  }
  if (!other) return null;
  return {
    kind: 'endorsement',
    _id: row.id,
    at,
    body: row.body ?? '',
    role: profile.profileType === 'athlete' ? 'received' : 'given',
    other,
  };
}
