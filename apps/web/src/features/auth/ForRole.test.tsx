// Each role sees where it belongs (issue 8): a home for another kind of account takes you to your own.
import { STORAGE_KEYS } from '@podium/core';
import type { User } from '@podium/core/api';
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { buildProfile } from '../../test/athlete-fixtures.ts';
import { buildUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const ATHLETE = buildUser();
const COACH = buildUser({ userType: 2, activeProfile: 'coach', name: 'Dana Reid' });
const ORG_ADMIN = buildUser({
  userType: 2,
  orgAdmin: true,
  activeProfile: 'org',
  organisation: 'Leeds Academy',
  name: 'Sam Park',
});

function openAs(user: User, path: string) {
  stubApi({ 'GET /api/auth': { body: user }, 'GET /api/athleteProfile/me': { body: buildProfile() } });
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  return renderApp(path);
}

describe('a screen for another role', () => {
  it.each([
    ['an athlete', '/CoachProfile', '/AthleteProfile', ATHLETE],
    ['an athlete', '/organisation', '/AthleteProfile', ATHLETE],
    ['a coach', '/organisation', '/CoachProfile', COACH],
    ['a coach', '/AthleteProfile', '/CoachProfile', COACH],
    ['an organisation admin', '/AthleteProfile', '/organisation', ORG_ADMIN],
  ])('takes %s at %s to %s', async (_who, path, home, user) => {
    const { router } = openAs(user, path);
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    // Someone who is not a coach is never offered a coach profile on the way. (A coach's own home may offer it: this
    // coach has none stubbed, and on a busy machine its answer came before the look, failing the suite once.)
    if (home !== '/CoachProfile')
      expect(screen.queryByText('Create your coach profile')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('lets an organisation admin open the coach profile too', async () => {
    stubApi({
      'GET /api/auth': { body: ORG_ADMIN },
      'GET /api/coachProfile/me': {
        status: 404,
        body: { errors: [{ msg: 'Create your coach profile first' }] },
      },
    });
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const { router } = renderApp('/CoachProfile');
    expect(await screen.findByRole('link', { name: 'Create your coach profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/CoachProfile');
  });
});
