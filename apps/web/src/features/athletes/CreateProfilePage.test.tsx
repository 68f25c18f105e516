// Creating the profile: sports with one main, optional details, then 'Profile Created!' and on to /AthleteProfile.
import { STORAGE_KEYS } from '@podium/core';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubReply, stubApi } from '../../test/api-stub.ts';
import { buildUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';
import { buildProfile } from './athlete-fixtures.ts';

// Each test boots the whole app; on a busy machine the first screen can take over the default second.
configure({ asyncUtilTimeout: 5000 });

function openCreate(routes: Record<string, StubReply> = {}) {
  const calls = stubApi({ 'GET /api/auth': { body: buildUser() }, ...routes });
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  return { calls, ...renderApp('/create-profile') };
}

describe('/create-profile', () => {
  it('needs a sport', async () => {
    const { user, calls } = openCreate();
    await user.click(await screen.findByRole('button', { name: 'Create my profile' }));
    expect(await screen.findByText('Sport is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends sports with the chosen main one, destinations and stats, then opens the profile', async () => {
    const { user, calls, router } = openCreate({
      'POST /api/athleteProfile': { status: 201, body: { msg: 'Profile Created!', profile: buildProfile() } },
      'GET /api/athleteProfile/me': { body: buildProfile() },
    });
    await user.type(await screen.findByLabelText('Sport'), 'Football');
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
    expect(router.state.location.pathname).toBe('/AthleteProfile');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      sportingCred: [
        { sport: 'Football', main: false, position: 'Winger' },
        { sport: 'Athletics', main: true },
      ],
      desiredDestinations: ['NCAA Division I'],
      quickStats: { Height: '170 cm' },
    });
  });

  it('shows why the server refused', async () => {
    const { user } = openCreate({
      'POST /api/athleteProfile': {
        status: 409,
        body: { errors: [{ msg: 'You already have an athlete profile' }] },
      },
    });
    await user.type(await screen.findByLabelText('Sport'), 'Football');
    await user.click(screen.getByRole('button', { name: 'Create my profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have an athlete profile');
  });
});
