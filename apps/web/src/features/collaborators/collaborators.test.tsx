// Collaborators on the web (issue 10): the athlete's section (list, invite by name, remove after confirming), the
// coach's screen (accept, empty, error), the verified badge, and the invite's Accept in a notification (offered only
// while the invitation is open).
import { STORAGE_KEYS } from '@podium/core';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { buildDashProfile, buildResult } from '../../test/athlete-fixtures.ts';
import { buildUser } from '../../test/fixtures.ts';
import { buildNotification, signedInAthlete } from '../../test/notification-fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { reportedUpload, SIGNATURE, sentUpload, uploadedClip } from '../../test/upload-fixtures.ts';
import { VerifiedBadge, verifiedText } from '../../ui/VerifiedBadge.tsx';
import { FakeXhr } from '../media/fake-xhr.ts';
import { CollaboratorTestsDetail } from './CollaboratorNotice.tsx';

configure({ asyncUtilTimeout: 5000 });

const coachCard = (name: string, profileId = 'c-1') => ({
  profileId,
  profileType: 'coach',
  name,
  photo: null,
});
const entry = (name: string, state: 'invited' | 'active', profileId = 'c-1') => ({
  profile: coachCard(name, profileId),
  state,
  invitedAt: '2025-03-01T10:00:00.000Z',
  acceptedAt: state === 'active' ? '2025-03-02T10:00:00.000Z' : null,
});

function signedInCoach() {
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  return buildUser({ userType: 2, name: 'Cora Coach' });
}

describe('the athlete’s Collaborators section', () => {
  it('lists collaborators, invites a coach found by name, and removes one after confirming', async () => {
    let list = [entry('Cora Coach', 'active')];
    const calls = stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/me': { body: buildDashProfile() },
      'POST /api/athleteProfile/athData': { body: {} },
      'GET /api/collaborators': () => ({ body: { collaborators: list } }),
      'GET /api/search/name': {
        body: {
          results: [{ ...coachCard('Bo Trainer', 'c-2'), sport: null, place: 'Cork', score: 0.9 }],
        },
      },
      'PUT /api/collaborators/invite/c-2': () => {
        list = [entry('Bo Trainer', 'invited', 'c-2'), ...list];
        return { body: { msg: 'Invite Sent!' } };
      },
      'DELETE /api/collaborators/c-1': () => {
        list = list.filter((row) => row.profile.profileId !== 'c-1');
        return { body: { msg: 'Collaborator Removed!' } };
      },
    });
    const { user } = renderApp('/AthleteProfile');
    const section = await screen.findByRole('region', { name: 'Collaborators' });
    expect(await within(section).findByText('Collaborating')).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Invite a coach by name'), 'Bo');
    await user.click(await within(section).findByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invite Sent!')).toBeInTheDocument();
    const collaborators = within(section).getByRole('list', { name: 'Your collaborators' });
    expect(await within(collaborators).findByText('Invited')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT' && call.path === '/api/collaborators/invite/c-2')).toBe(
      true,
    );
    const cora = within(section).getByText('Cora Coach').closest('li');
    if (!cora) throw new Error('no row');
    await user.click(within(cora).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove collaborator?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Collaborator Removed!')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('says when there are none', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      'GET /api/athleteProfile/me': { body: buildDashProfile() },
      'POST /api/athleteProfile/athData': { body: {} },
      'GET /api/collaborators': { body: { collaborators: [] } },
    });
    renderApp('/AthleteProfile');
    expect(await screen.findByText(/No collaborators yet/)).toBeInTheDocument();
  });
});

describe('the coach’s athletes', () => {
  it('accepts an invitation, and offers adding a result or a video to an athlete collaborating', async () => {
    const athlete = (state: 'invited' | 'active', profileId: string, name: string) => ({
      ...entry(name, state, profileId),
      profile: { profileId, profileType: 'athlete', name, photo: null },
    });
    stubApi({
      'GET /api/auth': { body: signedInCoach() },
      'GET /api/collaborators/athletes': {
        body: {
          athletes: [athlete('invited', 'ap-1', 'Ann Invites'), athlete('active', 'ap-2', 'Al Active')],
        },
      },
      'PUT /api/collaborators/accept/ap-1': { body: { msg: 'Confirmed!' } },
    });
    const { user } = renderApp('/CoachProfile/collaborations');
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Confirmed!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add result' }));
    expect(await screen.findByRole('dialog', { name: 'Add a result for Al Active' })).toBeInTheDocument();
  });

  it('uploads a clip for an athlete collaborating, then adds it for them', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const calls = stubApi({
      'GET /api/auth': { body: signedInCoach() },
      'GET /api/collaborators/athletes': {
        body: {
          athletes: [
            {
              ...entry('Al Active', 'active', 'ap-2'),
              profile: { profileId: 'ap-2', profileType: 'athlete', name: 'Al Active', photo: null },
            },
          ],
        },
      },
      'POST /api/cloudinary-signature': { body: SIGNATURE },
      'POST /api/media/files': reportedUpload,
      'PUT /api/collaborators/collab-vids-added': { body: { msg: 'Video Added!' } },
    });
    const { user } = renderApp('/CoachProfile/collaborations');
    await user.click(await screen.findByRole('button', { name: 'Add video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a video for Al Active' });
    await user.click(within(dialog).getByRole('button', { name: 'Add video' }));
    expect(within(dialog).getByText('Choose a video to upload')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Title/), 'Sprint start');
    const clip = new File([new Uint8Array(4096)], 'start.mp4', { type: 'video/mp4' });
    await user.upload(within(dialog).getByLabelText(/^Video/), clip);
    await user.click(within(dialog).getByRole('button', { name: 'Add video' }));
    const xhr = await sentUpload(0);
    act(() => xhr.respond(200, uploadedClip('highlights')));
    expect(await screen.findByText('Video Added!')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/collaborators/collab-vids-added')?.body).toEqual({
      sender: 'ap-2',
      video: {
        vidUrl: 'https://media.example.com/highlights/u-1/clip.mp4',
        vidId: 'highlights/u-1/clip',
        title: 'Sprint start',
      },
    });
    vi.unstubAllGlobals();
  });

  it('shows the empty and the error states', async () => {
    stubApi({
      'GET /api/auth': { body: signedInCoach() },
      'GET /api/collaborators/athletes': { status: 500, body: { errors: [{ msg: 'down' }] } },
    });
    renderApp('/CoachProfile/collaborations');
    expect(await screen.findByText('We could not load your athletes')).toBeInTheDocument();
  });
});

describe('verified results and notifications', () => {
  it('says who verified a result and when, and nothing for an unverified one', () => {
    const verified = buildResult({
      verifiedBy: { name: 'Vera Verifier', profileId: 'c-1' },
      verifiedAt: '2025-03-04T10:00:00.000Z',
    });
    expect(verifiedText(verified)).toBe('Verified by Vera Verifier on 4 Mar 2025');
    expect(verifiedText(buildResult())).toBeNull();
    render(<VerifiedBadge result={verified} />);
    expect(screen.getByText('Verified by Vera Verifier on 4 Mar 2025')).toBeInTheDocument();
  });

  it.each([
    ['still open', 'invited', true, null],
    ['already accepted', 'active', false, /You collaborate for this athlete/],
    ['withdrawn by the athlete', null, false, /This invitation is no longer open/],
  ] as const)('opens a Collaborator Invite %s with what can still be done', async (_, state, offersAccept, says) => {
    const user = { ...signedInCoach(), _id: 'c-1' };
    const invite = buildNotification({
      type: 'Collaborator Invite',
      body: 'invited you to collaborate',
      data: { _id: 'ap-1' },
      sender: { profileId: 'ap-1', profileType: 'athlete', name: 'Ann Invites', photo: null },
      receiver: { profileId: 'c-1', profileType: 'coach' },
    });
    stubApi({
      'GET /api/auth': { body: user },
      'GET /api/notifications/unseen-count': {
        body: { total: 1, profiles: [{ profileId: 'c-1', profileType: 'coach', unseen: 1 }] },
      },
      'GET /api/notifications': { body: { notifications: [invite], nextCursor: null } },
      'PUT /api/notifications/read': {
        body: { msg: 'Notification read', notification: { ...invite, seen: true } },
      },
      'GET /api/collaborators/athletes': {
        body: {
          athletes: state
            ? [
                {
                  ...entry('Ann Invites', state, 'ap-1'),
                  profile: { profileId: 'ap-1', profileType: 'athlete', name: 'Ann Invites', photo: null },
                },
              ]
            : [],
        },
      },
    });
    const { user: clicker } = renderApp('/notifications');
    await clicker.click(await screen.findByRole('button', { name: /Ann Invites invited you/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Collaborator invite' });
    if (offersAccept) {
      // Disabled until the invitation's state has been read, then offered.
      const accept = await within(dialog).findByRole('button', { name: 'Accept' });
      await waitFor(() => expect(accept).toBeEnabled());
    } else {
      expect(await within(dialog).findByText(says ?? '')).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    }
  });

  it('lists what a Collaborator Test Submission added', () => {
    const tests = [
      { test: 'Bench Press 1 RM', score: '100', unitOfMeasurement: 'kg' },
      { test: '2000 m Row', score: '7.16', unitOfMeasurement: 'min/sec' },
      { test: 'Standing Reach', score: "7'2", unitOfMeasurement: 'ft' },
    ];
    render(<CollaboratorTestsDetail notification={{ data: { tests } }} />);
    expect(screen.getByText('Bench Press 1 RM: 100 kg')).toBeInTheDocument();
    // Times and feet as every result reads, the unit once (issue 22).
    expect(screen.getByText('2000 m Row: 7:16')).toBeInTheDocument();
    expect(screen.getByText(`Standing Reach: 7'2"`)).toBeInTheDocument();
  });
});
