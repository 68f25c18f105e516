// The coach's own profile, another coach's, /create-coach-profile, /organisation and /user-profiles (issue 10):
// loading, empty (no details yet), error and content, and the calls each action makes.

import { STORAGE_KEYS } from '@podium/core';
import type { CoachProfile, Organisation } from '@podium/core/api';
import { sportQuestion } from '@podium/core/sports';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SERVER_ERROR } from '../../state/messages.ts';
import { stubApi } from '../../test/api-stub.ts';
import { buildUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const COACH = buildUser({ _id: 'c-1', userType: 2, activeProfile: 'coach', name: 'Dana Reid' });
const ORG_ADMIN = buildUser({
  _id: 'c-2',
  userType: 2,
  orgAdmin: true,
  activeProfile: 'coach',
  organisation: 'Leeds Academy',
  name: 'Sam Park',
});
const ATHLETE = buildUser({ _id: 'u-9', userType: 1 });

const card = (profileId: string, name: string, profileType: 'athlete' | 'coach' | 'org' = 'athlete') => ({
  profileId,
  profileType,
  name,
  photo: null,
});

function buildCoach(overrides: Partial<CoachProfile> = {}): CoachProfile {
  return {
    _id: 'c-1',
    name: 'Dana Reid',
    photo: null,
    bio: 'Sprint coach in Leeds',
    sports: ['Athletics'],
    position: 'Head coach',
    organisation: 'Leeds Athletics Club',
    team: 'U18 sprinters',
    publicPage: false,
    athletes: [
      { _id: 'as-1', profile: card('ap-1', 'Ann Added'), confirmed: true, requestedBy: 'owner' },
      { _id: 'as-2', profile: card('ap-2', 'Pat Pending'), confirmed: false, requestedBy: 'owner' },
    ],
    coaches: [
      { _id: 'as-3', profile: card('c-5', 'Ray Asks', 'coach'), confirmed: false, requestedBy: 'member' },
    ],
    organisations: [],
    followers: 3,
    isOwner: true,
    ...overrides,
  };
}

const follows = { 'GET /api/following/followers': { body: { profiles: [], nextCursor: null } } };

function signIn(user: ReturnType<typeof buildUser>) {
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  return { 'GET /api/auth': { body: user } };
}

describe('/CoachProfile', () => {
  it('invites a coach without details to create their coach profile', async () => {
    stubApi({
      ...signIn(COACH),
      'GET /api/coachProfile/me': {
        status: 404,
        body: { errors: [{ msg: 'Create your coach profile first' }] },
      },
    });
    renderApp('/CoachProfile');
    expect(await screen.findByRole('link', { name: 'Create your coach profile' })).toHaveAttribute(
      'href',
      '/create-coach-profile',
    );
  });

  it('shows an error with Try again when the profile does not load, and Try again loads it', async () => {
    let failing = true;
    stubApi({
      ...signIn(COACH),
      ...follows,
      'GET /api/coachProfile/me': () =>
        failing
          ? { status: 500, body: { errors: [{ msg: 'Database unavailable' }] } }
          : { body: buildCoach() },
    });
    const { user } = renderApp('/CoachProfile');
    expect(await screen.findByRole('heading', { name: 'Your profile did not load' })).toBeInTheDocument();
    // The server's trouble in words a person reads, not its own message.
    expect(screen.getByText(SERVER_ERROR)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Dana Reid', level: 1 })).toBeInTheDocument();
  });

  it('links the coach to search, their watchlist, the athletes they collaborate for and their timeline', async () => {
    stubApi({ ...signIn(COACH), ...follows, 'GET /api/coachProfile/me': { body: buildCoach() } });
    renderApp('/CoachProfile');
    expect(await screen.findByRole('link', { name: 'Find athletes' })).toHaveAttribute(
      'href',
      '/CoachProfile/search',
    );
    expect(screen.getByRole('link', { name: 'Your watchlist' })).toHaveAttribute(
      'href',
      '/CoachProfile/watchlist',
    );
    expect(screen.getByRole('link', { name: 'Athletes you collaborate for' })).toHaveAttribute(
      'href',
      '/CoachProfile/collaborations',
    );
    expect(screen.getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/timeline/c-1');
  });

  it('shows the profile; confirms a request and removes a person, with the spec’s failure message', async () => {
    const calls = stubApi({
      ...signIn(COACH),
      ...follows,
      'GET /api/coachProfile/me': { body: buildCoach() },
      'PUT /api/associated/as-3/confirm': {
        body: { msg: 'Confirmed!', associated: buildCoach().coaches[0] },
      },
      'DELETE /api/associated/as-1': { status: 409, body: {} },
    });
    const { user } = renderApp('/CoachProfile');
    expect(await screen.findByRole('heading', { name: 'Dana Reid' })).toBeInTheDocument();
    expect(screen.getByText('Sprint coach in Leeds')).toBeInTheDocument();
    // Where they coach, as they said at registration (issue 22, 19).
    expect(screen.getByText('Head coach at Leeds Athletics Club')).toBeInTheDocument();
    expect(screen.getByText('Team: U18 sprinters')).toBeInTheDocument();
    expect(screen.getByText('3 followers')).toBeInTheDocument();
    const athletes = screen.getByRole('region', { name: 'Associated athletes' });
    expect(within(athletes).getByText('Waiting for confirmation')).toBeInTheDocument();
    const coaches = screen.getByRole('region', { name: 'Associated coaches' });
    await user.click(within(coaches).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Confirmed!')).toBeInTheDocument();
    expect(
      calls.some((call) => call.method === 'PUT' && call.path.endsWith('/associated/as-3/confirm')),
    ).toBe(true);
    await user.click(within(athletes).getByRole('button', { name: 'Remove Ann Added' }));
    expect(await screen.findByText('Failed to remove coach')).toBeInTheDocument();
  });
});

describe('another coach’s profile', () => {
  it('shows Follow and, to an athlete, a Pitch link to the contact form', async () => {
    stubApi({
      ...signIn(ATHLETE),
      'GET /api/coachProfile/user/c-1': {
        body: buildCoach({ isOwner: false, athletes: [], coaches: [] }),
      },
      'GET /api/following/status': {
        body: { isFollowing: false, isRequested: false, followsYou: false, isBlocked: false },
      },
    });
    renderApp('/profile/c-1?profileType=coach');
    expect(await screen.findByRole('heading', { name: 'Dana Reid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pitch' })).toHaveAttribute(
      'href',
      '/AthleteProfile/contact-form/coach/0/c-1',
    );
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.getByText('No associated athletes yet.')).toBeInTheDocument();
  });

  it('says so when the coach is not found', async () => {
    stubApi({
      ...signIn(ATHLETE),
      'GET /api/coachProfile/user/c-404': { status: 404, body: { errors: [{ msg: 'No such coach' }] } },
    });
    renderApp('/profile/c-404?profileType=coach');
    expect(await screen.findByRole('heading', { name: 'Coach not found' })).toBeInTheDocument();
    expect(screen.getByText(/may have closed their account/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('an organisation seen by a member', () => {
  const following = {
    'GET /api/following/status': {
      body: { isFollowing: false, isRequested: false, followsYou: false, isBlocked: false },
    },
  };

  it('offers an athlete a Pitch link to its contact form', async () => {
    stubApi({
      ...signIn(ATHLETE),
      ...following,
      'GET /api/organisation/o-1': { body: buildOrganisation({ isAdmin: false }) },
    });
    renderApp('/profile/o-1?profileType=org');
    expect(await screen.findByRole('heading', { name: 'Leeds Academy', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pitch' })).toHaveAttribute(
      'href',
      '/AthleteProfile/contact-form/org/0/o-1',
    );
    expect(screen.queryByRole('button', { name: 'Ask to be associated' })).not.toBeInTheDocument();
  });

  it('offers a coach it does not list “Ask to be associated”, and one it lists nothing to ask', async () => {
    let coaches: Organisation['coaches'] = [];
    stubApi({
      ...signIn(COACH),
      ...following,
      'GET /api/organisation/o-1': () => ({ body: buildOrganisation({ isAdmin: false, coaches }) }),
    });
    const first = renderApp('/profile/o-1?profileType=org');
    expect(await screen.findByRole('button', { name: 'Ask to be associated' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pitch' })).not.toBeInTheDocument();
    first.unmount();

    coaches = [
      { _id: 'as-9', profile: card('c-1', 'Dana Reid', 'coach'), confirmed: true, requestedBy: 'member' },
    ];
    renderApp('/profile/o-1?profileType=org');
    expect(await screen.findByRole('heading', { name: 'Leeds Academy', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask to be associated' })).not.toBeInTheDocument();
  });
});

describe('/create-coach-profile', () => {
  it('creates the profile with bio, sports picked from the catalogue and role, then opens it', async () => {
    const calls = stubApi({
      ...signIn(COACH),
      ...follows,
      'GET /api/coachProfile/me': {
        status: 404,
        body: { errors: [{ msg: 'Create your coach profile first' }] },
      },
      'POST /api/coachProfile': {
        status: 201,
        body: { msg: 'Coach profile created!', profile: buildCoach() },
      },
    });
    const { user, router } = renderApp('/create-coach-profile');
    await user.type(await screen.findByLabelText(/Bio/), 'I coach sprinters');
    await user.type(screen.getByLabelText(/Add a sport/), 'track{Enter}');
    await user.type(screen.getByLabelText(/Role/), 'Head coach');
    await user.click(screen.getByRole('button', { name: 'Create profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/CoachProfile'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      photo: null,
      bio: 'I coach sprinters',
      sports: ['track'],
      position: 'Head coach',
      organisation: null,
      team: null,
      publicPage: false,
    });
  });

  it('starts from where the coach said at registration they coach, and saves what they change', async () => {
    const calls = stubApi({
      ...signIn(COACH),
      ...follows,
      'GET /api/coachProfile/me': {
        status: 404,
        body: { errors: [{ msg: 'Create your coach profile first' }] },
      },
      // The coach as others see them before the profile is made: registration's organisation, role and team.
      'GET /api/coachProfile/user/c-1': {
        body: buildCoach({ bio: null, sports: [], organisation: 'Harbour FC', team: 'U18 Boys' }),
      },
      'POST /api/coachProfile': {
        status: 201,
        body: { msg: 'Coach profile created!', profile: buildCoach() },
      },
    });
    const { user, router } = renderApp('/create-coach-profile');
    const where = await screen.findByRole('group', { name: 'Where you coach' });
    expect(within(where).getByLabelText(/Role/)).toHaveValue('Head coach');
    expect(within(where).getByLabelText(/Organisation/)).toHaveValue('Harbour FC');
    expect(within(where).getByLabelText(/Team/)).toHaveValue('U18 Boys');
    await user.clear(within(where).getByLabelText(/Team/));
    await user.clear(within(where).getByLabelText(/Organisation/));
    await user.type(within(where).getByLabelText(/Organisation/), 'Leeds Athletics Club');
    await user.click(screen.getByRole('button', { name: 'Create profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/CoachProfile'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      position: 'Head coach',
      organisation: 'Leeds Athletics Club',
      team: null,
    });
  });

  it('keeps a sport typed but not picked when the profile is saved', async () => {
    const calls = stubApi({
      ...signIn(COACH),
      ...follows,
      'GET /api/coachProfile/me': {
        status: 404,
        body: { errors: [{ msg: 'Create your coach profile first' }] },
      },
      'POST /api/coachProfile': {
        status: 201,
        body: { msg: 'Coach profile created!', profile: buildCoach() },
      },
    });
    const { user, router } = renderApp('/create-coach-profile');
    await user.type(await screen.findByLabelText(/Add a sport/), 'track{Enter}');
    await user.type(screen.getByLabelText(/Add a sport/), 'Gaelic football');
    await user.click(screen.getByRole('button', { name: 'Create profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/CoachProfile'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      sports: ['track', 'Gaelic football'],
    });
  });

  it('asks which sport "football" means before adding it, never adding the word itself', async () => {
    const calls = stubApi({
      ...signIn(COACH),
      ...follows,
      'GET /api/coachProfile/me': {
        status: 404,
        body: { errors: [{ msg: 'Create your coach profile first' }] },
      },
      'POST /api/coachProfile': {
        status: 201,
        body: { msg: 'Coach profile created!', profile: buildCoach() },
      },
    });
    const { user, router } = renderApp('/create-coach-profile');
    await user.type(await screen.findByLabelText(/Add a sport/), 'football{Enter}');
    expect(screen.queryByRole('list', { name: 'Chosen sports' })).not.toBeInTheDocument();
    const question = screen.getByRole('group', { name: sportQuestion('football') });
    await user.click(within(question).getByRole('button', { name: 'Football (soccer)' }));
    expect(
      within(screen.getByRole('list', { name: 'Chosen sports' })).getByText('Football (soccer)'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/CoachProfile'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      sports: ['Football (soccer)'],
    });
  });

  it('shows why the server refused a new profile, keeping everything typed', async () => {
    const calls = stubApi({
      ...signIn(COACH),
      ...follows,
      'GET /api/coachProfile/me': {
        status: 404,
        body: { errors: [{ msg: 'Create your coach profile first' }] },
      },
      'POST /api/coachProfile': {
        status: 409,
        body: { errors: [{ msg: 'You already have a coach profile' }] },
      },
    });
    const { user, router } = renderApp('/create-coach-profile');
    await user.type(await screen.findByLabelText(/Bio/), 'I coach sprinters');
    await user.type(screen.getByLabelText(/Role/), 'Head coach');
    await user.click(screen.getByRole('button', { name: 'Create profile' }));
    expect(await screen.findByText('You already have a coach profile')).toBeInTheDocument();
    expect(screen.getByLabelText(/Bio/)).toHaveValue('I coach sprinters');
    expect(screen.getByLabelText(/Role/)).toHaveValue('Head coach');
    expect(router.state.location.pathname).toBe('/create-coach-profile');
    // A refused write changed nothing: the profile is not asked for again.
    expect(calls.filter((call) => call.path === '/api/coachProfile/me')).toHaveLength(1);
  });

  it('turns the public page on from the edit form, and the profile then gives its address', async () => {
    let profile = buildCoach();
    const calls = stubApi({
      ...signIn(COACH),
      ...follows,
      'GET /api/coachProfile/me': () => ({ body: profile }),
      'PUT /api/coachProfile': () => {
        profile = buildCoach({ publicPage: true });
        return { body: { msg: 'Profile Updated!', profile } };
      },
    });
    const { user, router } = renderApp('/CoachProfile');
    expect(await screen.findByText(/Only Podium members see your profile/)).toBeInTheDocument();
    // The note's own link to the form, beside the hero's.
    await user.click(screen.getAllByRole('link', { name: 'Edit profile' })[1] as HTMLElement);
    const toggle = await screen.findByRole('checkbox', { name: /Public page/ });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/CoachProfile'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ publicPage: true });
    expect(await screen.findByText(/Your public page is on/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\/public\/coach\/c-1$/ })).toHaveAttribute(
      'href',
      '/public/coach/c-1',
    );
  });
});

function buildOrganisation(overrides: Partial<Organisation> = {}): Organisation {
  return {
    _id: 'o-1',
    name: 'Leeds Academy',
    logo: null,
    bio: null,
    sport: 'Rowing',
    country: 'United Kingdom',
    state: null,
    city: 'Leeds',
    admins: [card('c-2', 'Sam Park', 'coach')],
    athletes: [],
    coaches: [],
    followers: 0,
    isAdmin: true,
    ...overrides,
  };
}

describe('/organisation and /user-profiles', () => {
  it('shows the organisation with its admins, empty people lists and the add-admin form', async () => {
    const calls = stubApi({
      ...signIn({ ...ORG_ADMIN, activeProfile: 'org' }),
      ...follows,
      'GET /api/organisation/me': { body: buildOrganisation() },
      'POST /api/organisation/admins': { body: { msg: 'Admin added!', organisation: buildOrganisation() } },
    });
    const { user } = renderApp('/organisation');
    expect(await screen.findByRole('heading', { name: 'Leeds Academy' })).toBeInTheDocument();
    expect(screen.getByText('Leeds, United Kingdom')).toBeInTheDocument();
    expect(screen.getByText('No coaches yet.')).toBeInTheDocument();
    expect(screen.queryByText(/noticeboard/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find athletes' })).toHaveAttribute(
      'href',
      '/CoachProfile/search',
    );
    expect(screen.getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/timeline/o-1');
    await user.type(screen.getByLabelText(/Coach’s email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    expect(await screen.findByText('Admin added!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'ada@example.com' });
  });

  it('says under the add-admin field what is wrong with the email, and sends nothing', async () => {
    const calls = stubApi({
      ...signIn({ ...ORG_ADMIN, activeProfile: 'org' }),
      ...follows,
      'GET /api/organisation/me': { body: buildOrganisation() },
    });
    const { user } = renderApp('/organisation');
    const email = await screen.findByLabelText(/Coach’s email/);
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Email is required');
    await user.type(email, 'not an email');
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(email).toHaveValue('not an email');
  });

  it('invites an admin without an organisation to create one', async () => {
    stubApi({
      ...signIn({ ...ORG_ADMIN, activeProfile: 'org' }),
      ...follows,
      'GET /api/organisation/me': {
        status: 404,
        body: { errors: [{ msg: 'You administer no organisation' }] },
      },
    });
    renderApp('/organisation');
    expect(await screen.findByRole('heading', { name: 'Create your organisation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your organisation' })).toHaveAttribute(
      'href',
      '/create-organisation',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows an error with Try again when the organisation does not load, and Try again loads it', async () => {
    let failing = true;
    stubApi({
      ...signIn({ ...ORG_ADMIN, activeProfile: 'org' }),
      ...follows,
      'GET /api/organisation/me': () =>
        failing
          ? { status: 503, body: { errors: [{ msg: 'Database unavailable' }] } }
          : { body: buildOrganisation() },
    });
    const { user } = renderApp('/organisation');
    expect(
      await screen.findByRole('heading', { name: 'Your organisation did not load' }),
    ).toBeInTheDocument();
    // The server's trouble in words a person reads, not its own message.
    expect(screen.getByText(SERVER_ERROR)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Leeds Academy', level: 1 })).toBeInTheDocument();
  });

  it('marks the profile in use, switches to the organisation and goes to /organisation', async () => {
    let acting = 'coach';
    const calls = stubApi({
      'GET /api/auth': () => ({ body: { ...ORG_ADMIN, activeProfile: acting } }),
      ...follows,
      'PUT /api/users/active-profile': () => {
        acting = 'org';
        return { body: { msg: 'Now acting as your organisation', activeProfile: 'org' } };
      },
      'GET /api/organisation/me': { body: buildOrganisation() },
    });
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const { user, router } = renderApp('/user-profiles');
    const coachCard = await screen.findByRole('region', { name: 'Coach profile' });
    expect(within(coachCard).getByText('In use')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Organisation' })).queryByText('In use'),
    ).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Use organisation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisation'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ activeProfile: 'org' });
  });
});
