// /groups (issue 24): my groups and the invitations waiting, Join and Decline, a new group (`Group created!`, then the
// group, in the coach's shell for a coach; `Error!` without an id), and the empty, error and loading states.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubRequest, stubApi } from '../../test/api-stub.ts';
import {
  buildGroup,
  buildGroupPage,
  buildMemberPage,
  signedInAthlete,
  signedInCoach,
} from '../../test/group-fixtures.ts';
import { renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const sent = (calls: StubRequest[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

const NONE = { groups: [], invitations: [], nextCursor: null };

describe('my groups', () => {
  it('lists my groups with my role and the invitations waiting, asked for the acting profile', async () => {
    const calls = stubApi({
      'GET /api/auth': { body: signedInCoach() },
      'GET /api/groups': {
        body: {
          groups: [{ ...buildGroup(), role: 'owner' }],
          invitations: [
            {
              group: buildGroup({ _id: 'g-2', name: 'County squad', memberCount: 1 }),
              role: 'admin',
              expiresAt: '2026-12-01T10:00:00.000Z',
            },
          ],
          nextCursor: null,
        },
      },
    });
    renderApp('/groups');
    const mine = await screen.findByRole('link', { name: 'Harriers U18' });
    expect(mine).toHaveAttribute('href', '/CoachProfile/MyGroups/g-1');
    expect(mine.closest('article')).toHaveTextContent('2 members · You own it');
    const invitations = screen.getByRole('region', { name: 'Invitations' });
    expect(within(invitations).getByText(/Cora Coach invites you as an admin/)).toBeInTheDocument();
    expect(sent(calls, 'GET', '/api/groups')[0]?.query.get('type')).toBe('coach');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('joins from an invitation and opens the group, or declines it', async () => {
    const calls = stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/groups': {
        body: {
          ...NONE,
          invitations: [{ group: buildGroup(), role: 'member', expiresAt: '2026-12-01T10:00:00.000Z' }],
        },
      },
      'PUT /api/groups/join/g-1/athlete': {
        body: { msg: 'You have joined the Harriers U18 group', state: 'joined', group: buildGroup() },
      },
      'DELETE /api/groups/g-1/ap-1/athlete/athlete': { body: { msg: 'Group invite declined' } },
      'GET /api/groups/g-1/athlete': {
        body: buildMemberPage('ap-1'),
      },
    });
    const { user, router } = renderApp('/groups');
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Group invite declined')).toBeInTheDocument();
    expect(sent(calls, 'DELETE', '/api/groups/g-1/ap-1/athlete/athlete')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You have joined the Harriers U18 group')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/g-1'));
  });

  it('says the spec’s words when a join did not happen', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/groups': {
        body: {
          ...NONE,
          invitations: [{ group: buildGroup(), role: 'member', expiresAt: '2026-12-01T10:00:00.000Z' }],
        },
      },
      'PUT /api/groups/join/g-1/athlete': {
        body: { msg: 'You are already a member', state: 'existing member', group: buildGroup() },
      },
    });
    const { user } = renderApp('/groups');
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You are already a member of this group')).toBeInTheDocument();
  });

  it('invites to make a group when there is none, and makes one: `Group created!`, then the coach’s view', async () => {
    const calls = stubApi({
      'GET /api/auth': { body: signedInCoach() },
      'GET /api/groups': { body: NONE },
      'POST /api/groups': { status: 201, body: { msg: 'Group created!', group: buildGroup({ _id: 'g-9' }) } },
      'GET /api/groups/g-9/coach': { body: buildGroupPage() },
    });
    const { user, router } = renderApp('/groups');
    expect(await screen.findByRole('heading', { name: 'You are in no groups yet' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New group' });
    await user.type(within(form).getByLabelText('Name'), '  Harriers U18 ');
    await user.type(within(form).getByLabelText(/Description/), 'Sprint squad');
    await user.click(within(form).getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Group created!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/CoachProfile/MyGroups/g-9'));
    expect(sent(calls, 'POST', '/api/groups')[0]?.body).toEqual({
      name: 'Harriers U18',
      description: 'Sprint squad',
    });
  });

  it('opens an athlete’s new group at /groups/{id}', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/groups': { body: NONE },
      'POST /api/groups': {
        status: 201,
        body: { msg: 'Group created!', group: buildGroup({ _id: 'g-9', kind: 'athlete' }) },
      },
    });
    const { user, router } = renderApp('/groups');
    await user.type(await screen.findByLabelText('Name'), 'Training partners');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/g-9'));
  });

  it('says `Error!` and stays when creation answers no id', async () => {
    stubApi({
      'GET /api/auth': { body: signedInCoach() },
      'GET /api/groups': { body: NONE },
      'POST /api/groups': { status: 201, body: { msg: 'Group created!', group: buildGroup({ _id: '' }) } },
    });
    const { user, router } = renderApp('/groups');
    await user.type(await screen.findByLabelText('Name'), 'Harriers');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Error!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/groups');
  });

  it('offers Try again when the list fails to load, and keeps the new group’s form', async () => {
    stubApi({
      'GET /api/auth': { body: signedInCoach() },
      'GET /api/groups': { status: 500, body: { errors: [{ msg: 'boom' }] } },
    });
    renderApp('/groups');
    expect(
      await screen.findByRole('heading', { name: 'Your groups could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'New group' })).toBeInTheDocument();
  });
});
