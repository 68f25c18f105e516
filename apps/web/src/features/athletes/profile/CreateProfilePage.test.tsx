// Creating the profile: sports with one main, optional details, then 'Profile Created!' and on to /AthleteProfile;
// an athlete who has one goes straight there, and a coach is told athlete profiles are for athletes.
import { STORAGE_KEYS } from '@podium/core';
import { sportQuestion } from '@podium/core/sports';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubReply, stubApi } from '../../../test/api-stub.ts';
import { buildProfile } from '../../../test/athlete-fixtures.ts';
import { buildUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { OTHER_SPORT_HINT } from '../../../ui/SportCombobox.tsx';

// Each test boots the whole app; on a busy machine the first screen can take over the default second.
configure({ asyncUtilTimeout: 5000 });

const NO_PROFILE: StubReply = {
  status: 404,
  body: { errors: [{ msg: 'Create your athlete profile first' }] },
};

function openCreate(routes: Record<string, StubReply> = {}, user = buildUser(), path = '/create-profile') {
  const calls = stubApi({
    'GET /api/auth': { body: user },
    'GET /api/athleteProfile/me': NO_PROFILE,
    ...routes,
  });
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  return { calls, ...renderApp(path) };
}

describe('/create-profile', () => {
  it('needs a sport', async () => {
    const { user, calls } = openCreate();
    await user.click(await screen.findByRole('button', { name: 'Create my profile' }));
    expect(await screen.findByText('Sport is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends sports with the chosen main one, destinations and stats, then opens the profile', async () => {
    let isCreated = false;
    const { user, calls, router } = openCreate({
      'POST /api/athleteProfile': () => {
        isCreated = true;
        return { status: 201, body: { msg: 'Profile Created!', profile: buildProfile() } };
      },
      'GET /api/athleteProfile/me': () => (isCreated ? { body: buildProfile() } : NO_PROFILE),
    });
    await user.type(await screen.findByLabelText('Sport'), 'Football');
    // "Football" names several sports: the field says why it asks, and offers each (issue 22).
    const question = screen.getByRole('group', { name: sportQuestion('Football') });
    expect(
      within(question)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(expect.arrayContaining(['Football (soccer)', 'American football', 'Canadian football']));
    await user.click(within(question).getByRole('button', { name: 'Football (soccer)' }));
    expect(screen.getByLabelText('Sport')).toHaveValue('Football (soccer)');
    expect(screen.queryByRole('group', { name: sportQuestion('Football') })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Position/), 'Winger');
    await user.click(screen.getByRole('button', { name: 'Add another sport' }));
    await user.type(screen.getByLabelText('Sport 2'), 'Athletics');
    const mainRadios = screen.getAllByRole('radio', { name: /Main sport/ });
    await user.click(mainRadios[1] ?? mainRadios[0] ?? document.body);
    await user.type(screen.getByLabelText(/Where you want to play or study/), 'NCAA Division I{Enter}');
    const stats = screen.getByRole('region', { name: /Quick stats/ });
    await user.type(within(stats).getByLabelText('Stat 1 value'), '170 cm');
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));

    expect(await screen.findByText('Profile Created!')).toBeInTheDocument();
    // The profile's screen is a chunk of its own: the move lands once it has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/AthleteProfile'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      sportingCred: [
        { sport: 'Football (soccer)', main: false, position: 'Winger' },
        { sport: 'Athletics', main: true },
      ],
      desiredDestinations: ['NCAA Division I'],
      quickStats: { Height: '170 cm' },
    });
  });

  it('goes back to the event’s promo page it came from (issue 25), and never off the app', async () => {
    const created = { status: 201, body: { msg: 'Profile Created!', profile: buildProfile() } };
    const createFrom = async (next: string) => {
      const { user, router, unmount } = openCreate(
        {
          'POST /api/athleteProfile': created,
          'GET /api/events/promo/CORK2027x': { status: 404, body: { errors: [{ msg: 'No' }] } },
        },
        buildUser(),
        `/create-profile?next=${encodeURIComponent(next)}`,
      );
      await user.type(await screen.findByLabelText('Sport'), 'Athletics');
      await user.click(screen.getByRole('button', { name: 'Create my profile' }));
      await waitFor(() => expect(router.state.location.pathname).not.toBe('/create-profile'));
      const landed = router.state.location.pathname;
      unmount();
      return landed;
    };
    expect(await createFrom('/register/promo/CORK2027x')).toBe('/register/promo/CORK2027x');
    expect(await createFrom('//evil.example/register/promo/x')).toBe('/AthleteProfile');
  });

  it('starts from the sports typed at registration, in catalogue names (issue 8)', async () => {
    const { user, calls } = openCreate(
      {
        'POST /api/athleteProfile': {
          status: 201,
          body: { msg: 'Profile Created!', profile: buildProfile() },
        },
      },
      buildUser({ sportsArray: ['Track', 'soccer', 'Quidditch'] }),
    );
    expect(await screen.findByLabelText('Sport 1')).toHaveValue('Athletics');
    expect(screen.getByLabelText('Sport 2')).toHaveValue('Football (soccer)');
    expect(screen.getByLabelText('Sport 3')).toHaveValue('Quidditch');
    expect(screen.getByLabelText('Sport 3')).toHaveAccessibleDescription(OTHER_SPORT_HINT);
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));
    await screen.findByText('Profile Created!');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      sportingCred: [
        { sport: 'Athletics', main: true },
        { sport: 'Football (soccer)', main: false },
        { sport: 'Quidditch', main: false },
      ],
    });
  });

  it('does not send a sport left as a word that names several, and says which it could be', async () => {
    const { user, calls } = openCreate({});
    await user.type(await screen.findByLabelText('Sport'), 'hockey');
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));
    expect(
      await screen.findByText('"hockey" could mean Field hockey or Ice hockey: say which'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    const question = screen.getByRole('group', { name: sportQuestion('hockey') });
    await user.click(within(question).getByRole('button', { name: 'Ice hockey' }));
    expect(screen.getByLabelText('Sport')).toHaveValue('Ice hockey');
  });

  it('shows why the server refused', async () => {
    const { user } = openCreate({
      'POST /api/athleteProfile': {
        status: 409,
        body: { errors: [{ msg: 'You already have an athlete profile' }] },
      },
    });
    await user.type(await screen.findByLabelText('Sport'), 'Football (soccer)');
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have an athlete profile');
  });

  it('sends an athlete who already has a profile straight to it', async () => {
    const { router, calls } = openCreate({ 'GET /api/athleteProfile/me': { body: buildProfile() } });
    expect(await screen.findByRole('heading', { name: 'Maya Okafor', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/AthleteProfile');
    expect(screen.queryByRole('form', { name: 'Create your athlete profile' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('checks for an existing profile before offering the form', async () => {
    openCreate({ 'GET /api/athleteProfile/me': () => new Promise(() => undefined) });
    expect(await screen.findByText('Checking for your profile...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create my profile' })).not.toBeInTheDocument();
  });

  it('tells a coach that athlete profiles are for athletes, with a way home', async () => {
    const { user, router, calls } = openCreate({}, buildUser({ userType: 2, activeProfile: 'coach' }));
    expect(
      await screen.findByRole('heading', { name: 'Athlete profiles are for athletes' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create my profile' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/athleteProfile/me')).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Go to your home page' }));
    // The coach home is a lazy route: the location moves once its chunk has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/CoachProfile'));
  });
});
