// Endorsements on the web (issue 10): the athlete's section (ask a coach by name, accept, hide / display / delete
// after confirming), the coach writing one from the notification, and others seeing the displayed ones.
import { STORAGE_KEYS } from '@podium/core';
import type { Endorsement } from '@podium/core/api/endorsements';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubRequest, stubApi } from '../../test/api-stub.ts';
import { buildDashProfile, buildProfile } from '../../test/athlete-fixtures.ts';
import { withFakeRealtime } from '../../test/fake-realtime.ts';
import { buildUser } from '../../test/fixtures.ts';
import { buildNotification, signedInAthlete, unseenCount } from '../../test/notification-fixtures.ts';
import { renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

// The socket is tested on its own (notifications/realtime.test.ts); here it must not try to connect.
withFakeRealtime();

const card = (profileId: string, profileType: 'athlete' | 'coach', name: string) => ({
  profileId,
  profileType,
  name,
  photo: null,
});

function build(overrides: Partial<Endorsement> = {}): Endorsement {
  return {
    _id: 'e-1',
    state: 'submitted',
    athlete: card('ap-1', 'athlete', 'Maya Okafor'),
    coach: card('c-1', 'coach', 'Cora Coach'),
    text: 'Quick, brave and coachable.',
    hidden: false,
    requestedAt: '2025-03-01T10:00:00.000Z',
    submittedAt: '2025-03-02T10:00:00.000Z',
    acceptedAt: null,
    ...overrides,
  };
}

const ownProfile = {
  'GET /api/athleteProfile/me': { body: buildDashProfile() },
  'POST /api/athleteProfile/athData': { body: {} },
  'GET /api/collaborators': { body: { collaborators: [] } },
};

/** The status changes sent (hide, display, delete), in order. */
const statusCalls = (calls: StubRequest[]) =>
  calls
    .filter((call) => call.method === 'PUT' && call.path.includes('/endorsementStatus/'))
    .map(({ path, body }) => ({ path, body }));

describe('the athlete’s Endorsements section', () => {
  it('accepts a written one, then hides it after confirming', async () => {
    let list = [build()];
    const calls = stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      ...ownProfile,
      'GET /api/athleteProfile/endorsements/me': () => ({ body: { endorsements: list } }),
      'PUT /api/athleteProfile/acceptEndorsement/e-1': () => {
        list = [build({ state: 'accepted', acceptedAt: '2025-03-03T10:00:00.000Z' })];
        return { body: { msg: 'Added to Profile!', endorsement: list[0] } };
      },
      'PUT /api/athleteProfile/endorsementStatus/e-1': () => {
        list = [build({ state: 'accepted', hidden: true, acceptedAt: '2025-03-03T10:00:00.000Z' })];
        return { body: { msg: 'Endorsement Hidden!' } };
      },
    });
    const { user } = renderApp('/AthleteProfile');
    const section = await screen.findByRole('region', { name: 'Endorsements' });
    expect(await within(section).findByText('Written: accept to add it')).toBeInTheDocument();
    expect(within(section).getByText('“Quick, brave and coachable.”')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Added to Profile!')).toBeInTheDocument();
    expect(await within(section).findByText('On your profile')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide endorsement?' });
    // Nothing changes until confirmed.
    expect(calls.some((call) => call.path.includes('endorsementStatus'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Endorsement Hidden!')).toBeInTheDocument();
    expect(calls.find((call) => call.path.includes('endorsementStatus'))?.body).toEqual({ action: 'hide' });
    expect(await within(section).findByRole('button', { name: 'Display' })).toBeInTheDocument();
  });

  it('displays a hidden one after confirming', async () => {
    const accepted = { state: 'accepted', acceptedAt: '2025-03-03T10:00:00.000Z' } as const;
    let list = [build({ ...accepted, hidden: true })];
    const calls = stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      ...ownProfile,
      'GET /api/athleteProfile/endorsements/me': () => ({ body: { endorsements: list } }),
      'PUT /api/athleteProfile/endorsementStatus/e-1': () => {
        list = [build({ ...accepted, hidden: false })];
        return { body: { msg: 'Endorsement Displayed!' } };
      },
    });
    const { user } = renderApp('/AthleteProfile');
    const section = await screen.findByRole('region', { name: 'Endorsements' });
    expect(await within(section).findByText('Hidden')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Display' }));
    const dialog = await screen.findByRole('dialog', { name: 'Display endorsement?' });
    expect(within(dialog).getByText(/Everyone who can see your profile will see it/)).toBeInTheDocument();
    expect(statusCalls(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Display' }));
    expect(await screen.findByText('Endorsement Displayed!')).toBeInTheDocument();
    expect(statusCalls(calls)).toEqual([
      { path: '/api/athleteProfile/endorsementStatus/e-1', body: { action: 'display' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(section).findByText('On your profile')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Hide' })).toBeInTheDocument();
  });

  it('deletes one after confirming, and it leaves the list', async () => {
    const accepted = { state: 'accepted', acceptedAt: '2025-03-03T10:00:00.000Z' } as const;
    let list = [
      build({ ...accepted }),
      build({ ...accepted, _id: 'e-2', coach: card('c-2', 'coach', 'Bo Trainer'), text: 'Reads the game.' }),
    ];
    const calls = stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      ...ownProfile,
      'GET /api/athleteProfile/endorsements/me': () => ({ body: { endorsements: list } }),
      'PUT /api/athleteProfile/endorsementStatus/e-1': () => {
        list = list.filter((endorsement) => endorsement._id !== 'e-1');
        return { body: { msg: 'Endorsement Removed!' } };
      },
    });
    const { user } = renderApp('/AthleteProfile');
    const section = await screen.findByRole('region', { name: 'Endorsements' });
    const row = (await within(section).findByText('“Quick, brave and coachable.”')).closest('li');
    if (!row) throw new Error('no row');
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete endorsement?' });
    expect(within(dialog).getByText(/From Cora Coach\. It is removed for good/)).toBeInTheDocument();
    expect(statusCalls(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Endorsement Removed!')).toBeInTheDocument();
    expect(statusCalls(calls)).toEqual([
      { path: '/api/athleteProfile/endorsementStatus/e-1', body: { action: 'delete' } },
    ]);
    await waitFor(() =>
      expect(within(section).queryByText('“Quick, brave and coachable.”')).not.toBeInTheDocument(),
    );
    expect(within(section).getByText('“Reads the game.”')).toBeInTheDocument();
  });

  it.each([
    ['Hide', 'Hide endorsement?'],
    ['Delete', 'Delete endorsement?'],
  ])('sends nothing when %s is cancelled at its confirmation', async (button, title) => {
    const calls = stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      ...ownProfile,
      'GET /api/athleteProfile/endorsements/me': {
        body: { endorsements: [build({ state: 'accepted', acceptedAt: '2025-03-03T10:00:00.000Z' })] },
      },
    });
    const { user } = renderApp('/AthleteProfile');
    const section = await screen.findByRole('region', { name: 'Endorsements' });
    await user.click(await within(section).findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: title });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // A confirmed change would keep the dialog open until the server answered: once it is gone, any call is made.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(statusCalls(calls)).toEqual([]);
    expect(within(section).getByText('On your profile')).toBeInTheDocument();
    expect(within(section).getByText('“Quick, brave and coachable.”')).toBeInTheDocument();
  });

  it('asks a coach found by name, and says when there are none', async () => {
    let list: Endorsement[] = [];
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      ...ownProfile,
      'GET /api/athleteProfile/endorsements/me': () => ({ body: { endorsements: list } }),
      'GET /api/search/name': {
        body: {
          results: [{ ...card('c-2', 'coach', 'Bo Trainer'), sport: null, place: 'Cork', score: 0.9 }],
        },
      },
      'PUT /api/athleteProfile/c-2/request-endorsement': () => {
        list = [
          build({ _id: 'e-2', state: 'requested', text: null, coach: card('c-2', 'coach', 'Bo Trainer') }),
        ];
        return { body: { msg: 'Endorsement requested!', endorsement: list[0] } };
      },
    });
    const { user } = renderApp('/AthleteProfile');
    const section = await screen.findByRole('region', { name: 'Endorsements' });
    expect(await within(section).findByText(/No endorsements yet/)).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Ask a coach for an endorsement'), 'Bo');
    await user.click(await within(section).findByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Endorsement requested!')).toBeInTheDocument();
    expect(await within(section).findByText('Waiting for the coach')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Asked' })).toBeDisabled();
  });

  it('shows an error with a retry when the list fails', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      ...ownProfile,
      'GET /api/athleteProfile/endorsements/me': { status: 500, body: { errors: [{ msg: 'Server error' }] } },
    });
    renderApp('/AthleteProfile');
    const section = await screen.findByRole('region', { name: 'Endorsements' });
    expect(await within(section).findByText(/We could not load your endorsements/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the coach’s side', () => {
  it('writes and submits the endorsement from the request’s notification', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const coach = buildUser({ userType: 2, name: 'Cora Coach', profileId: 'c-1' });
    const request = buildNotification({
      type: 'Endorsement Request',
      body: 'asked you for an endorsement',
      data: { _id: 'ap-1', endorsementId: 'e-1' },
      sender: card('ap-1', 'athlete', 'Maya Okafor'),
      receiver: { profileId: 'c-1', profileType: 'coach' },
    });
    const calls = stubApi({
      'GET /api/auth': { body: coach },
      'GET /api/notifications/unseen-count': {
        body: { total: 1, profiles: [{ profileId: 'c-1', profileType: 'coach', unseen: 1 }] },
      },
      'GET /api/notifications': { body: { notifications: [request], nextCursor: null } },
      'PUT /api/notifications/read': { body: { msg: 'ok', notification: { ...request, seen: true } } },
      'GET /api/athleteProfile/endorsement/e-1': { body: build({ state: 'requested', text: null }) },
      'PUT /api/athleteProfile/endorse/e-1': {
        body: { msg: 'Endorsement Submitted', endorsement: build() },
      },
    });
    const { user } = renderApp('/notifications');
    await user.click(await screen.findByRole('button', { name: /Maya Okafor asked you for an endorsement/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Endorsement request' });
    const box = await within(dialog).findByLabelText('Your endorsement of Maya Okafor');
    await user.click(within(dialog).getByRole('button', { name: 'Submit endorsement' }));
    expect(within(dialog).getByText('Write what you would say about Maya Okafor')).toBeInTheDocument();
    await user.type(box, 'Quick, brave and coachable.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit endorsement' }));
    expect(await screen.findByText('Endorsement Submitted')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/athleteProfile/endorse/e-1')?.body).toEqual({
      text: 'Quick, brave and coachable.',
    });
  });
});

describe('others viewing the athlete', () => {
  it('see the displayed endorsements with the coach’s name', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/notifications/unseen-count': { body: unseenCount(0) },
      'GET /api/athleteProfile/ap-7': {
        body: buildProfile({
          _id: 'ap-7',
          isOwner: false,
          endorsements: [
            {
              _id: 'e-9',
              coach: card('c-1', 'coach', 'Cora Coach'),
              text: 'A natural leader.',
              hidden: false,
              acceptedAt: '2025-03-03T10:00:00.000Z',
            },
          ],
        }),
      },
      'GET /api/following/status': {
        body: { isFollowing: false, isRequested: false, followsYou: false, isBlocked: false },
      },
    });
    renderApp('/profile/ap-7');
    const section = await screen.findByRole('region', { name: 'Endorsements' });
    expect(within(section).getByText('“A natural leader.”')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Cora Coach' })).toHaveAttribute(
      'href',
      '/profile/c-1?profileType=coach',
    );
  });
});
