// Groups as the server answers them, for the screens' tests: a group, its members and its page as a coach owner or
// an athlete member sees it, and the API stubbed as either of them.
import { STORAGE_KEYS } from '@podium/core';
import type { GroupRequest } from '@podium/core/api/group-requests';
import type { Group, GroupMember, GroupPage } from '@podium/core/api/groups';
import { type StubReply, stubApi } from './api-stub.ts';
import { buildUser } from './fixtures.ts';

export const COACH = { profileId: 'c-1', profileType: 'coach' as const, name: 'Cora Coach', photo: null };

export function signedInCoach() {
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  return buildUser({ _id: 'c-1', profileId: 'c-1', userType: 2, activeProfile: 'coach', name: 'Cora Coach' });
}

export function signedInAthlete(profileId = 'ap-1') {
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  return buildUser({ profileId });
}

export function buildGroup(overrides: Partial<Group> = {}): Group {
  return {
    _id: 'g-1',
    kind: 'coach',
    name: 'Harriers U18',
    description: 'Sprint squad, Tuesdays and Thursdays',
    photo: null,
    owner: COACH,
    memberCount: 2,
    createdAt: '2026-09-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildMember(index: number, overrides: Partial<GroupMember> = {}): GroupMember {
  return {
    profileId: `ap-${index}`,
    profileType: 'athlete',
    name: `Athlete ${index}`,
    photo: null,
    role: 'member',
    joinedAt: '2026-09-02T10:00:00.000Z',
    email: null,
    ...overrides,
  };
}

const OWNER: GroupMember = { ...COACH, role: 'owner', joinedAt: '2026-09-01T10:00:00.000Z', email: null };

/** The page as its owner (the coach) sees it, unless `myProf` says another member looks. */
export function buildGroupPage(overrides: Partial<GroupPage> = {}): GroupPage {
  return {
    group: buildGroup(),
    members: [OWNER, buildMember(2)],
    nextCursor: null,
    activity: [{ _id: 'a-1', kind: 'created', actor: COACH, subject: null, at: '2026-09-01T10:00:00.000Z' }],
    noticeboard: [],
    myProf: {
      profileId: 'c-1',
      profileType: 'coach',
      role: 'owner',
      notifications: 'all',
      showContact: false,
    },
    requests: [],
    invitations: [],
    ...overrides,
  };
}

/** The page as an athlete member (`profileId`, not an admin) sees it. */
export function buildMemberPage(profileId = 'ap-2', overrides: Partial<GroupPage> = {}): GroupPage {
  return buildGroupPage({
    myProf: { profileId, profileType: 'athlete', role: 'member', notifications: 'all', showContact: false },
    ...overrides,
  });
}

/** The API as the coach who owns group g-1 sees it: signed in, the group's page; routes add or replace replies. */
export function stubGroupAsCoach(routes: Record<string, StubReply> = {}) {
  return stubApi({
    'GET /api/auth': { body: signedInCoach() },
    'GET /api/groups/g-1/coach': { body: buildGroupPage() },
    ...routes,
  });
}

/** The API as athlete member `profileId` of group g-1 sees it; routes add or replace replies. */
export function stubGroupAsMember(routes: Record<string, StubReply> = {}, profileId = 'ap-2') {
  return stubApi({
    'GET /api/auth': { body: signedInAthlete(profileId) },
    'GET /api/groups/g-1/athlete': { body: buildMemberPage(profileId) },
    ...routes,
  });
}

/** A request of the group's, a 40 Yard Dash asked of 12 by the coach unless overrides say otherwise. */
export function buildGroupRequest(overrides: Partial<GroupRequest> = {}): GroupRequest {
  return {
    _id: 'r-1',
    kind: 'test',
    test: { key: 'dash40', name: '40 Yard Dash' },
    text: 'Best of three, full recovery',
    due: '2026-12-01',
    author: COACH,
    createdAt: new Date().toISOString(),
    asked: 12,
    answered: 3,
    seenBy: 7,
    remindedAt: null,
    mine: null,
    ...overrides,
  };
}
