// The owner's extras: the first-visit tour (PUT tour-modal when closed) and sharing the public link.
import { STORAGE_KEYS } from '@podium/core';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubReply, stubApi } from '../../../test/api-stub.ts';
import { buildProfile } from '../../../test/athlete-fixtures.ts';
import { buildUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

// Each test boots the whole app; on a busy machine the first screen can take over the default second.
configure({ asyncUtilTimeout: 5000 });

function openProfile(routes: Record<string, StubReply>) {
  const calls = stubApi({ 'GET /api/auth': { body: buildUser() }, ...routes });
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  return { calls, ...renderApp('/AthleteProfile') };
}

describe('owner actions', () => {
  it('walks through the tour on the first visit and marks it seen', async () => {
    const { user, calls } = openProfile({
      'GET /api/athleteProfile/me': { body: buildProfile({ tourSeen: false }) },
      'PUT /api/athleteProfile/me/tour-modal': { body: { tourSeen: true } },
    });
    const tour = await screen.findByRole('dialog', { name: 'Welcome to your profile' });
    expect(within(tour).getByText('Step 1 of 4')).toBeInTheDocument();
    await user.click(within(tour).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Add your test results' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip tour' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      calls.some((call) => call.method === 'PUT' && call.path === '/api/athleteProfile/me/tour-modal'),
    ).toBe(true);
  });

  it('turns the public link on and shows it ready to copy', async () => {
    const { user, calls } = openProfile({
      'GET /api/athleteProfile/me': { body: buildProfile() },
      'PUT /api/users/public-link': {
        body: { code: 'abc123xyz', enabled: true, url: 'https://podium.example/public/link/abc123xyz' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Share profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share your profile' });
    await user.click(within(dialog).getByRole('switch', { name: 'Public link off' }));
    expect(await within(dialog).findByLabelText('Your public link')).toHaveValue(
      'https://podium.example/public/link/abc123xyz',
    );
    expect(within(dialog).getByRole('switch', { name: 'Public link on' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/users/public-link')?.body).toEqual({ enabled: true });
  });

  it('says in the dialog why the link cannot be turned on, and leaves it off', async () => {
    const refusal =
      'Your profile stays hidden until your parent or caregiver gives their consent, so it cannot have a public link yet';
    const { user } = openProfile({
      'GET /api/athleteProfile/me': { body: buildProfile() },
      'PUT /api/users/public-link': { status: 403, body: { errors: [{ msg: refusal }] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Share profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share your profile' });
    expect(within(dialog).getByText(/only signed-in Podium members see your profile/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Public link off' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByRole('switch', { name: 'Public link off' })).not.toBeChecked();
    expect(within(dialog).queryByLabelText('Your public link')).not.toBeInTheDocument();
  });
});
