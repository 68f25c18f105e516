// Someone else's profile, signed in or public: everything to look at, nothing to edit; loading, error and not-found.
import { STORAGE_KEYS } from '@podium/core';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubReply, stubApi } from '../../../test/api-stub.ts';
import { buildDashProfile } from '../../../test/athlete-fixtures.ts';
import { buildUser } from '../../../test/fixtures.ts';
import { COACH, ORGANISATION } from '../../../test/profile-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

// Each test boots the whole app; on a busy machine the first screen can take over the default second.
configure({ asyncUtilTimeout: 5000 });

const othersView = buildDashProfile({
  _id: 'p-2',
  isOwner: false,
  tourSeen: false,
  user: { _id: 'u-2', name: 'Sam Reyes', birthDate: null, age: 16, gender: null, country: 'USA', city: null },
  quickStats: { Height: '5\'9"' },
  desiredDestinations: [{ _id: 'd-1', destination: 'NCAA Division I', public: true }],
  highlightVideos: [
    {
      _id: 'v-1',
      vidUrl: 'https://media.example.com/v.mp4',
      vidId: null,
      title: 'Cup final',
      date: '2025-02-02T00:00:00Z',
    },
  ],
});

const EDIT_CONTROL = /add|remove|edit|share|make main|upload/i;

function expectNoEditControls() {
  const names = screen.queryAllByRole('button').map((button) => button.textContent ?? '');
  expect(names.filter((name) => EDIT_CONTROL.test(name))).toEqual([]);
  expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

describe('read-only profiles', () => {
  it('shows another athlete at /profile/{id} without edit controls or the tour', async () => {
    stubApi({ 'GET /api/auth': { body: buildUser() }, 'GET /api/athleteProfile/p-2': { body: othersView } });
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    renderApp('/profile/p-2');
    expect(await screen.findByRole('heading', { name: 'Sam Reyes', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('4.95 sec')).toBeInTheDocument();
    expect(screen.getByText('NCAA Division I')).toBeInTheDocument();
    expect(screen.getByLabelText('Cup final')).toBeInTheDocument();
    expectNoEditControls();
  });

  it('shows a public profile to someone signed out', async () => {
    stubApi({ 'GET /api/public/athlete/p-2': { body: othersView } });
    renderApp('/public/athlete/p-2');
    expect(await screen.findByRole('heading', { name: 'Sam Reyes', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your free profile' })).toBeInTheDocument();
    expectNoEditControls();
  });

  it('says when a shared link is switched off', async () => {
    stubApi({
      'GET /api/public/link/abc123': { status: 404, body: { errors: [{ msg: 'This link is not active' }] } },
    });
    renderApp('/public/link/abc123');
    expect(await screen.findByRole('heading', { name: 'This link is not active' })).toBeInTheDocument();
  });
});

/**
 * The ways to someone else's profile: the call each makes, what it answers, and what a missing profile means there.
 * A coach's and an organisation's profile inside Podium load as an athlete's does.
 */
const SCREENS = [
  {
    path: '/profile/p-2',
    call: 'GET /api/athleteProfile/p-2',
    isSignedIn: true,
    body: othersView,
    heading: 'Sam Reyes',
    notFound: 'Athlete not found',
  },
  {
    path: '/public/athlete/p-2',
    call: 'GET /api/public/athlete/p-2',
    isSignedIn: false,
    body: othersView,
    heading: 'Sam Reyes',
    notFound: 'This profile is not public',
  },
  {
    path: '/public/link/abc123',
    call: 'GET /api/public/link/abc123',
    isSignedIn: false,
    body: othersView,
    heading: 'Sam Reyes',
    notFound: 'This link is not active',
  },
  {
    path: '/profile/c-1?profileType=coach',
    call: 'GET /api/coachProfile/user/c-1',
    isSignedIn: true,
    body: COACH,
    heading: 'Dana Reid',
    notFound: 'Coach not found',
  },
  {
    path: '/profile/o-1?profileType=org',
    call: 'GET /api/organisation/o-1',
    isSignedIn: true,
    body: ORGANISATION,
    heading: 'Leeds Academy',
    notFound: 'Organisation not found',
  },
] as const;

function openScreen(screenCase: (typeof SCREENS)[number], reply: StubReply) {
  const routes: Record<string, StubReply> = { [screenCase.call]: reply };
  if (screenCase.isSignedIn) {
    routes['GET /api/auth'] = { body: buildUser() };
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
  }
  stubApi(routes);
  return renderApp(screenCase.path);
}

describe.each(SCREENS)('$path', (screenCase) => {
  it('shows a loader while the profile loads', async () => {
    openScreen(screenCase, () => new Promise(() => undefined));
    expect(await screen.findByText('Loading profile...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows a server failure with a retry that loads the profile', async () => {
    let attempts = 0;
    const { user } = openScreen(screenCase, () => {
      attempts += 1;
      return attempts === 1 ? { status: 500, body: {} } : { body: screenCase.body };
    });
    expect(
      await screen.findByRole('heading', { name: 'We could not load this profile' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Podium is having trouble right now. Please try again in a moment.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: screenCase.heading, level: 1 })).toBeInTheDocument();
  });

  it('says when there is no such profile, once and with why, with no retry', async () => {
    // The server's words are the title's (issue 8: "Athlete not found" showed twice).
    openScreen(screenCase, { status: 404, body: { errors: [{ msg: screenCase.notFound }] } });
    expect(await screen.findByRole('heading', { name: screenCase.notFound })).toBeInTheDocument();
    expect(screen.getAllByText(screenCase.notFound)).toHaveLength(1);
    expect(screen.getByText(/the address is not quite right/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('/profile/{id}?profileType=...', () => {
  it.each([
    ['profileType=coach', '/api/coachProfile/user/c-1', COACH.name],
    ['profile=org', '/api/organisation/c-1', ORGANISATION.name],
  ])('?%s opens that profile (issue 10), without asking for an athlete', async (query, path, name) => {
    const calls = stubApi({
      'GET /api/auth': { body: buildUser({ userType: 2 }) },
      [`GET ${path}`]: { body: path.includes('coach') ? COACH : ORGANISATION },
    });
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    renderApp(`/profile/c-1?${query}`);
    expect(await screen.findByRole('heading', { name, level: 1 })).toBeInTheDocument();
    expect(calls.some((call) => call.path === path)).toBe(true);
    expect(calls.some((call) => call.path.startsWith('/api/athleteProfile'))).toBe(false);
  });

  it('?profileType=athlete shows the athlete', async () => {
    stubApi({ 'GET /api/auth': { body: buildUser() }, 'GET /api/athleteProfile/p-2': { body: othersView } });
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    renderApp('/profile/p-2?profileType=athlete');
    expect(await screen.findByRole('heading', { name: 'Sam Reyes', level: 1 })).toBeInTheDocument();
  });
});
