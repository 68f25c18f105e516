// The group page follows the group live (issue 24): a notice posted while a member looks shows without a reload, a
// profile joining shows on an admin's Members tab as they join, and a member removed while looking is taken home with
// the message, since the group is no longer theirs to see.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { withFakeRealtime } from '../../test/fake-realtime.ts';
import {
  buildGroupPage,
  buildGroupRequest,
  buildMember,
  COACH,
  signedInAthlete,
  signedInCoach,
} from '../../test/group-fixtures.ts';
import { buildNotification, unseenCount } from '../../test/notification-fixtures.ts';
import { renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

await import('../notifications/SignedInNotifications.tsx');

const sockets = withFakeRealtime();

const GROUP_DATA = {
  groupId: 'g-1',
  groupName: 'Harriers U18',
  _id: 'c-1',
  userType: 'athlete',
  senderType: 'coach',
};

async function arrives(type: string, data: Record<string, unknown>) {
  await waitFor(() => expect(sockets).toHaveLength(1));
  sockets[0]?.handlers.onNotification(buildNotification({ type, data: { ...GROUP_DATA, ...data } }));
}

const asMember = () =>
  buildGroupPage({
    myProf: {
      profileId: 'ap-1',
      profileType: 'athlete',
      role: 'member',
      notifications: 'all',
      showContact: false,
    },
  });

describe('a group page, live', () => {
  it('shows a notice posted while the member looks, without a reload', async () => {
    let page = asMember();
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/notifications/unseen-count': { body: unseenCount(0) },
      'GET /api/groups/g-1/athlete': () => ({ body: page }),
    });
    renderApp('/groups/g-1');
    expect(await screen.findByRole('heading', { name: 'No notices yet' })).toBeInTheDocument();
    page = {
      ...page,
      noticeboard: [
        {
          _id: 'n-1',
          text: 'Bring spikes',
          author: COACH,
          createdAt: new Date().toISOString(),
          seenBy: 1,
          memberCount: 2,
        },
      ],
    };
    await arrives('Group Notice', { noticeId: 'n-1' });
    expect(await screen.findByText('Bring spikes')).toBeInTheDocument();
  });

  it('shows a new member on an admin’s Members tab as they join, without a reload', async () => {
    // An athlete the coach made an admin: told of a join as the owner is.
    let page = buildGroupPage({
      myProf: {
        profileId: 'ap-1',
        profileType: 'athlete',
        role: 'admin',
        notifications: 'all',
        showContact: false,
      },
    });
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/notifications/unseen-count': { body: unseenCount(0) },
      'GET /api/groups/g-1/athlete': () => ({ body: page }),
    });
    renderApp('/groups/g-1?tab=members');
    expect(await screen.findByRole('link', { name: 'Athlete 2' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Jo Joiner' })).not.toBeInTheDocument();
    const joiner = buildMember(3, { name: 'Jo Joiner' });
    page = {
      ...page,
      group: { ...page.group, memberCount: 3 },
      members: [...page.members, joiner],
    };
    await arrives('Group Joined', { _id: joiner.profileId, senderType: 'athlete' });
    expect(await screen.findByRole('link', { name: 'Jo Joiner' })).toBeInTheDocument();
  });

  it('refreshes an admin’s Requests tab, its answered / not yet lists and the leaderboard when a member answers', async () => {
    let answered = 3;
    const card = (profileId: string, name: string) => ({
      profileId,
      profileType: 'athlete',
      name,
      photo: null,
    });
    const runner = {
      rank: 1,
      score: '4.8',
      unitOfMeasurement: 'sec',
      mfScore: 4.8,
      mfUnit: 'sec',
      verified: false,
    };
    stubApi({
      'GET /api/auth': { body: signedInCoach() },
      'GET /api/notifications/unseen-count': {
        body: { total: 0, profiles: [{ profileId: 'c-1', profileType: 'coach', unseen: 0 }] },
      },
      'GET /api/groups/g-1/coach': { body: buildGroupPage() },
      'GET /api/groups/g-1/pending': { body: { pending: [] } },
      'GET /api/groups/g-1/requests': () => ({
        body: { requests: [buildGroupRequest({ asked: 4, answered })], nextCursor: null },
      }),
      'GET /api/groups/g-1/requests/r-1': () => ({
        body: {
          request: buildGroupRequest({ asked: 4, answered }),
          answered: [
            {
              profile: card('ap-2', 'Ann Early'),
              answeredAt: '2026-10-01T10:00:00.000Z',
              answer: { kind: 'result', id: 'res-1' },
            },
            ...(answered > 3
              ? [
                  {
                    profile: card('ap-5', 'Jo Late'),
                    answeredAt: new Date().toISOString(),
                    answer: { kind: 'result', id: 'res-1' },
                  },
                ]
              : []),
          ],
          waiting: answered > 3 ? [] : [card('ap-5', 'Jo Late')],
        },
      }),
      'GET /api/groups/g-1/leaderboard/tests': { body: { tests: [] } },
      'GET /api/groups/g-1/leaderboard': () => ({
        body: {
          test: { key: 'dash40', name: '40 Yard Dash', better: 'lower' },
          entries:
            answered > 3
              ? [
                  {
                    ...runner,
                    profile: card('ap-5', 'Jo Late'),
                    recordedAt: new Date().toISOString(),
                    previous: null,
                    change: null,
                  },
                ]
              : [],
          total: answered > 3 ? 1 : 0,
          nextCursor: null,
        },
      }),
    });
    const { user } = renderApp('/CoachProfile/MyGroups/g-1?tab=requests');
    expect(await screen.findByText(/Answered 3 of 4/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Who answered' }));
    const waiting = await screen.findByRole('list', { name: 'Not answered' });
    expect(within(waiting).getByText('Jo Late')).toBeInTheDocument();

    answered = 4;
    await arrives('Group Request Answered', {
      _id: 'ap-5',
      senderType: 'athlete',
      userType: 'coach',
      outcome: 'answered',
      requestId: 'r-1',
      kind: 'test',
    });
    expect(await screen.findByText(/Answered 4 of 4/)).toBeInTheDocument();
    expect(await screen.findByText('Everyone asked has answered.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Answered' })).getByText('Jo Late')).toBeInTheDocument();

    // The leaderboard, open when the next answer's result comes in, ranks it without a reload.
    answered = 3;
    await user.click(screen.getByRole('link', { name: 'Leaderboard' }));
    await user.selectOptions(await screen.findByLabelText('Test'), 'dash40');
    expect(await screen.findByText(/No results/i)).toBeInTheDocument();
    answered = 4;
    await arrives('Group Request Answered', {
      _id: 'ap-5',
      senderType: 'athlete',
      userType: 'coach',
      outcome: 'accepted',
      requestId: null,
      kind: 'test',
    });
    expect(await screen.findByText('Jo Late')).toBeInTheDocument();
  });

  it('takes a removed member home with the message', async () => {
    let isMember = true;
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/notifications/unseen-count': { body: unseenCount(0) },
      'GET /api/groups/g-1/athlete': () =>
        isMember
          ? { body: asMember() }
          : { status: 403, body: { errors: [{ msg: 'Only members see this group' }] } },
      'GET /api/athleteProfile/me': { status: 404, body: { errors: [{ msg: 'No profile' }] } },
    });
    const { router } = renderApp('/groups/g-1');
    await screen.findByRole('heading', { level: 1, name: 'Harriers U18' });
    isMember = false;
    await arrives('Removed You', {});
    expect(await screen.findByText('You were removed from Harriers U18')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/AthleteProfile'));
  });
});
