// Rows -> the group's JSON (profiles spec 7 "Groups": {group, members, activity, myProf}); no queries here.
import type {
  Group,
  GroupActivity,
  GroupMember,
  GroupNotice,
  ProfileCard,
  ProfileRef,
} from '@podium/core/api';
import type { ActivityRow, GroupRow, MemberRow, NoticeRow } from './store.ts';

export function presentGroup(row: GroupRow, owner: ProfileCard): Group {
  return {
    _id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    photo: row.photo,
    owner,
    memberCount: row.member_count,
    createdAt: row.created_at.toISOString(),
  };
}

export const ownerRef = (row: GroupRow): ProfileRef => ({
  profileId: row.owner_profile_id,
  profileType: row.owner_profile_type,
});

export const memberRef = (row: MemberRow): ProfileRef => ({
  profileId: row.member_profile_id,
  profileType: row.member_profile_type,
});

/** A member as other members see them: their email only when they chose to show their contact details. */
export function presentMember(row: MemberRow, card: ProfileCard): GroupMember {
  return {
    ...card,
    role: row.role,
    joinedAt: row.joined_at.toISOString(),
    email: row.show_contact ? row.email : null,
  };
}

export function presentActivity(
  row: ActivityRow,
  actor: ProfileCard | null,
  subject: ProfileCard | null,
): GroupActivity {
  return { _id: row.id, kind: row.kind, actor, subject, at: row.at.toISOString() };
}

export function presentNotice(row: NoticeRow, author: ProfileCard | null, memberCount: number): GroupNotice {
  return {
    _id: row.id,
    text: row.body,
    author,
    createdAt: row.created_at.toISOString(),
    seenBy: row.seen_by,
    memberCount,
  };
}

/** A group's owner when the one rule hides them from the viewer: the group is still shown, its owner unnamed. */
export function hiddenCard(ref: ProfileRef): ProfileCard {
  return { ...ref, name: 'A member', photo: null };
}
