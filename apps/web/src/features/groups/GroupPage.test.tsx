// The group page (issue 24): its four states and the spec's `Group no longer exists!`; the board with "Seen by n of m"
// and an admin's notice; members a page at a time (a group of 500), contact details only where shown, Remove;
// requests, invitations and their states; my settings; Edit and Leave.
import type { GroupPage } from '@podium/core/api/groups';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StubRequest } from '../../test/api-stub.ts';
import {
  buildGroup,
  buildGroupPage,
  buildMember,
  COACH,
  stubGroupAsCoach,
  stubGroupAsMember,
} from '../../test/group-fixtures.ts';
import { renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const PAGE = 'GET /api/groups/g-1/coach';
const sent = (calls: StubRequest[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

function asCoach(
  page: GroupPage | { msg: 'No Group' } | (() => { status?: number; body: unknown }),
  extra = {},
) {
  return stubGroupAsCoach({ [PAGE]: typeof page === 'function' ? page : { body: page }, ...extra });
}

describe('group page', () => {
  it('shows the group: its head as the one h1, the notice board with who has seen each, and the activity', async () => {
    asCoach(
      buildGroupPage({
        noticeboard: [
          {
            _id: 'n-1',
            text: 'Training moves to 6 pm on Thursday',
            author: COACH,
            createdAt: new Date().toISOString(),
            seenBy: 3,
            memberCount: 12,
          },
        ],
      }),
    );
    renderApp('/CoachProfile/MyGroups/g-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Harriers U18' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Sprint squad, Tuesdays and Thursdays')).toBeInTheDocument();
    expect(screen.getByText(/2 members/)).toBeInTheDocument();
    const notices = screen.getByRole('list', { name: 'Notices' });
    expect(within(notices).getByText('Training moves to 6 pm on Thursday')).toBeInTheDocument();
    expect(within(notices).getByText(/Seen by 3 of 12/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Activity' })).getByText('Cora Coach made the group'),
    ).toBeInTheDocument();
  });

  it('lets an admin post a notice, said with the server’s words', async () => {
    const calls = asCoach(buildGroupPage(), {
      'POST /api/groups/g-1/noticeboard': { status: 201, body: { msg: 'Notice Added!' } },
    });
    const { user } = renderApp('/CoachProfile/MyGroups/g-1');
    expect(await screen.findByRole('heading', { name: 'No notices yet' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New notice'), 'Bring spikes');
    await user.click(screen.getByRole('button', { name: 'Post notice' }));
    expect(await screen.findByText('Notice Added!')).toBeInTheDocument();
    expect(sent(calls, 'POST', '/api/groups/g-1/noticeboard')[0]?.body).toEqual({
      type: 'coach',
      text: 'Bring spikes',
    });
    // The page is read again, so the notice shows.
    await waitFor(() => expect(sent(calls, 'GET', '/api/groups/g-1/coach')).toHaveLength(2));
  });

  it('gives a member no notice form and no admin lists', async () => {
    stubGroupAsMember();
    const { user } = renderApp('/groups/g-1');
    await screen.findByRole('heading', { level: 1, name: 'Harriers U18' });
    expect(screen.queryByLabelText('New notice')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit group' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Members' }));
    await screen.findByRole('list', { name: 'Members' });
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invite' })).toBeNull();
  });

  // 500 rows drawn in jsdom: room beyond the default 15 s on a busy machine.
  it('pages through a group of 500 members, 100 at a time', async () => {
    const owner = buildMember(0, { ...COACH, role: 'owner' });
    const calls = asCoach(buildGroupPage(), {
      [PAGE]: ({ query }: StubRequest) => {
        const cursor = Number(query.get('cursor') ?? 0);
        const members = Array.from({ length: 100 }, (_, index) =>
          cursor + index === 0 ? owner : buildMember(cursor + index),
        );
        return {
          body: buildGroupPage({
            group: buildGroup({ memberCount: 500 }),
            members,
            nextCursor: cursor + 100 < 500 ? cursor + 100 : null,
          }),
        };
      },
    });
    const { user } = renderApp('/CoachProfile/MyGroups/g-1?tab=members');
    const list = await screen.findByRole('list', { name: 'Members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    expect(screen.getByRole('heading', { name: 'Members (500)' })).toBeInTheDocument();
    for (let page = 2; page <= 5; page += 1) {
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(page * 100));
    }
    expect(within(list).getByRole('link', { name: 'Athlete 499' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(sent(calls, 'GET', '/api/groups/g-1/coach').map((call) => call.query.get('cursor'))).toEqual([
      null,
      '100',
      '200',
      '300',
      '400',
    ]);
  }, 30_000);

  it('shows a member’s email only where they chose to show it, and lets the owner remove a member', async () => {
    const calls = asCoach(
      buildGroupPage({
        members: [
          buildMember(0, { ...COACH, role: 'owner' }),
          buildMember(2, { email: 'two@example.com' }),
          buildMember(3),
        ],
      }),
      { 'DELETE /api/groups/g-1/ap-3/athlete/coach': { body: { msg: 'Group member removed!' } } },
    );
    const { user } = renderApp('/CoachProfile/MyGroups/g-1?tab=members');
    const list = await screen.findByRole('list', { name: 'Members' });
    expect(within(list).getByRole('link', { name: 'two@example.com' })).toHaveAttribute(
      'href',
      'mailto:two@example.com',
    );
    expect(within(list).getAllByRole('link', { name: /@/ })).toHaveLength(1);
    // The owner is nobody's to remove; the member's name leads to them inside the group.
    expect(within(list).queryByRole('button', { name: 'Remove Cora Coach' })).toBeNull();
    expect(within(list).getByRole('link', { name: 'Athlete 3' })).toHaveAttribute(
      'href',
      '/CoachProfile/MyGroups/g-1/members/ap-3',
    );
    await user.click(within(list).getByRole('button', { name: 'Remove Athlete 3' }));
    expect(await screen.findByText('Group member removed!')).toBeInTheDocument();
    expect(sent(calls, 'DELETE', '/api/groups/g-1/ap-3/athlete/coach')).toHaveLength(1);
  });

  it('lets an admin confirm or deny a request to join, with a count on the Members tab', async () => {
    const asker = { profileId: 'ap-7', profileType: 'athlete' as const, name: 'Ada Asker', photo: null };
    const calls = asCoach(
      buildGroupPage({ requests: [{ profile: asker, requestedAt: new Date().toISOString() }] }),
      {
        'PUT /api/groups/g-1/ap-7/denyJoin': { body: { msg: 'Request Denied!' } },
        'PUT /api/groups/g-1/confirmJoin': { body: { msg: 'Confirmed!' } },
      },
    );
    const { user } = renderApp('/CoachProfile/MyGroups/g-1');
    await user.click(await screen.findByRole('link', { name: /^Members\s*1\s*waiting$/ }));
    await user.click(await screen.findByRole('button', { name: 'Deny Ada Asker' }));
    expect(await screen.findByText('Request Denied!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Ada Asker' }));
    await waitFor(() =>
      expect(sent(calls, 'PUT', '/api/groups/g-1/confirmJoin')[0]?.body).toEqual({
        memberId: 'ap-7',
        memberType: 'athlete',
      }),
    );
  });

  it('invites a person found by name or an email, and resends an invitation not taken up', async () => {
    const found = { profileId: 'ap-9', profileType: 'athlete' as const, name: 'Nia Fast', photo: null };
    const calls = asCoach(
      buildGroupPage({
        invitations: [
          {
            profile: null,
            email: 'late@example.com',
            role: 'member',
            state: 'expired',
            sentAt: '2026-09-01T10:00:00.000Z',
            expiresAt: '2026-09-15T10:00:00.000Z',
          },
          {
            profile: found,
            email: null,
            role: 'member',
            state: 'accepted',
            sentAt: '2026-09-01T10:00:00.000Z',
            expiresAt: '2026-09-15T10:00:00.000Z',
          },
        ],
      }),
      {
        'GET /api/search/name': {
          body: { results: [{ ...found, sport: 'Athletics', place: 'Leeds', score: 1 }] },
        },
        'PUT /api/groups/invite/g-1/coach': { body: { msg: 'Group member added!' } },
      },
    );
    const { user } = renderApp('/CoachProfile/MyGroups/g-1?tab=members');
    const invitations = await screen.findByRole('list', { name: 'Invitations' });
    expect(within(invitations).getByText('Expired')).toBeInTheDocument();
    expect(within(invitations).getByText('Accepted')).toBeInTheDocument();
    // An accepted invitation has nothing to resend.
    expect(within(invitations).getAllByRole('button', { name: /Resend/ })).toHaveLength(1);

    await user.selectOptions(screen.getByLabelText('Invite as'), 'admin');
    await user.type(screen.getByLabelText('Find a person by name'), 'Nia');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Invite Nia Fast' }));
    expect(await screen.findByText('Group member added!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Or invite by email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await user.click(within(invitations).getByRole('button', { name: 'Resend to late@example.com' }));
    await waitFor(() =>
      expect(sent(calls, 'PUT', '/api/groups/invite/g-1/coach').map((call) => call.body)).toEqual([
        { profileId: 'ap-9', profileType: 'athlete', role: 'admin' },
        { email: 'new@example.com', role: 'admin' },
        { email: 'late@example.com', role: 'member' },
      ]),
    );
  });

  it('saves my settings in the group', async () => {
    const calls = asCoach(buildGroupPage(), {
      'PUT /api/groups/g-1/settings': { body: { msg: 'Settings saved!' } },
    });
    const { user } = renderApp('/CoachProfile/MyGroups/g-1?tab=settings');
    await user.click(await screen.findByRole('radio', { name: /Notices only/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Show my email to the other members' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved!')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/api/groups/g-1/settings')[0]?.body).toEqual({
      type: 'coach',
      notifications: 'notices',
      showContact: true,
    });
  });

  it('lets an admin edit the group', async () => {
    const calls = asCoach(buildGroupPage(), {
      'PUT /api/groups/g-1': { body: { msg: 'Group updated!', group: buildGroup({ name: 'Harriers U20' }) } },
    });
    const { user } = renderApp('/CoachProfile/MyGroups/g-1');
    await user.click(await screen.findByRole('button', { name: 'Edit group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit group' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Harriers U20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Group updated!')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/api/groups/g-1')[0]?.body).toEqual({
      name: 'Harriers U20',
      description: 'Sprint squad, Tuesdays and Thursdays',
    });
  });

  it('lets a member leave, says `Removed from group!` and goes home', async () => {
    const calls = stubGroupAsMember({
      'DELETE /api/groups/g-1/ap-2/athlete/athlete': { body: { msg: 'Removed from group!' } },
    });
    const { user, router } = renderApp('/groups/g-1');
    await user.click(await screen.findByRole('button', { name: 'Leave group' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave group' }));
    expect(await screen.findByText('Removed from group!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/AthleteProfile'));
    expect(sent(calls, 'DELETE', '/api/groups/g-1/ap-2/athlete/athlete')).toHaveLength(1);
  });
});

describe('group page states', () => {
  it('says `Group no longer exists!` when the server answers No Group', async () => {
    asCoach({ msg: 'No Group' });
    renderApp('/CoachProfile/MyGroups/g-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Group no longer exists!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your groups' })).toHaveAttribute('href', '/groups');
  });

  it('tells someone who is not a member that the group is for its members, with no Try again', async () => {
    asCoach(() => ({ status: 403, body: { errors: [{ msg: 'Only members see this group' }] } }));
    renderApp('/CoachProfile/MyGroups/g-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This group is for its members' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers Try again when the server fails, and shows the group once it answers', async () => {
    let isDown = true;
    asCoach(() =>
      isDown ? { status: 500, body: { errors: [{ msg: 'boom' }] } } : { body: buildGroupPage() },
    );
    const { user } = renderApp('/CoachProfile/MyGroups/g-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This group could not be loaded' }),
    ).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Harriers U18' })).toBeInTheDocument();
  });

  it('shows a loader while the group loads', async () => {
    asCoach(() => new Promise(() => undefined) as never);
    renderApp('/CoachProfile/MyGroups/g-1');
    expect(await screen.findByText('Loading the group...')).toBeInTheDocument();
  });

  it('keeps a long unbroken name inside the page (it may break anywhere)', async () => {
    const name = 'Harriers'.repeat(10);
    asCoach(buildGroupPage({ group: buildGroup({ name }) }));
    renderApp('/CoachProfile/MyGroups/g-1');
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  });
});
