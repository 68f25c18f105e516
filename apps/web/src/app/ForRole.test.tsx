// Each screen that is one kind of account's says so in the route table (routes.tsx), and anyone else is taken to their
// own home, never shown another's screen or invited to make a profile they cannot have (issue 8, issue 23).
import { STORAGE_KEYS } from '@podium/core';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../test/api-stub.ts';
import { buildUser } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';

const ATHLETE = buildUser({ userType: 1 });
const COACH = buildUser({ userType: 2, orgAdmin: false, activeProfile: 'coach' });

const SCREENS: { path: string; wrongUser: typeof ATHLETE; home: string }[] = [
  { path: '/AthleteProfile', wrongUser: COACH, home: '/CoachProfile' },
  { path: '/AthleteProfile/contact-form/coach/false/c-1', wrongUser: COACH, home: '/CoachProfile' },
  { path: '/profile/c-1/contact-form', wrongUser: COACH, home: '/CoachProfile' },
  { path: '/CoachProfile', wrongUser: ATHLETE, home: '/AthleteProfile' },
  { path: '/create-coach-profile', wrongUser: ATHLETE, home: '/AthleteProfile' },
  { path: '/create-organisation', wrongUser: ATHLETE, home: '/AthleteProfile' },
  { path: '/user-profiles', wrongUser: ATHLETE, home: '/AthleteProfile' },
  { path: '/CoachProfile/watchlist', wrongUser: ATHLETE, home: '/AthleteProfile' },
  { path: '/CoachProfile/watchlist/profile/p-1', wrongUser: ATHLETE, home: '/AthleteProfile' },
  { path: '/CoachProfile/collaborations', wrongUser: ATHLETE, home: '/AthleteProfile' },
  // An organisation's page is its admins': a coach who admins none goes to their coach home.
  { path: '/organisation', wrongUser: COACH, home: '/CoachProfile' },
];

describe('screens for one kind of account', () => {
  it.each(SCREENS)('$path takes anyone else to their own home', async ({ path, wrongUser, home }) => {
    stubApi({ 'GET /api/auth': { body: wrongUser } });
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
  });
});
