// The owner's sports: edit a sport's details ('Sport Updated!'), make one main, and never remove the last one.
import { STORAGE_KEYS } from '@podium/core';
import { type AthleteProfile, PROFILE_FULL, PROFILE_LIMITS } from '@podium/core/api';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubReply, stubApi } from '../../../test/api-stub.ts';
import { buildProfile } from '../../../test/athlete-fixtures.ts';
import { buildUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

// Each test boots the whole app; on a busy machine the first screen can take over the default second.
configure({ asyncUtilTimeout: 5000 });

const TWO_SPORTS = buildProfile({
  sportingCred: [
    {
      _id: 's-1',
      sport: 'Football (soccer)',
      other: false,
      main: true,
      position: 'Winger',
      level: 'U18',
      team: 'Leeds Girls',
    },
    { _id: 's-2', sport: 'Athletics', other: false, main: false, position: null, level: null, team: null },
  ],
});

async function openSports(profile: AthleteProfile, routes: Record<string, StubReply> = {}) {
  const calls = stubApi({
    'GET /api/auth': { body: buildUser() },
    'GET /api/athleteProfile/me': { body: profile },
    ...routes,
  });
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  const view = renderApp('/AthleteProfile');
  const section = await screen.findByRole('region', { name: 'Sports' });
  return { calls, section, ...view };
}

describe('sports on the own profile', () => {
  it("edits a sport's position, level and team and says 'Sport Updated!'", async () => {
    const updated = buildProfile({
      sportingCred: [
        {
          _id: 's-1',
          sport: 'Football (soccer)',
          other: false,
          main: true,
          position: 'Striker',
          level: 'U18',
          team: '',
        },
      ],
    });
    const { user, section, calls } = await openSports(buildProfile(), {
      'PUT /api/athleteProfile/sport-credentials/s-1': { body: { msg: 'Sport Updated!', profile: updated } },
    });
    await user.click(within(section).getByRole('button', { name: 'Edit Football (soccer)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Football (soccer)' });
    expect(within(dialog).getByLabelText('Sport')).toHaveValue('Football (soccer)');
    expect(within(dialog).getByLabelText(/^Level/)).toHaveValue('U18');
    // Editing never moves the main sport: that is 'Make main'.
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Position/));
    await user.type(within(dialog).getByLabelText(/^Position/), 'Striker');
    await user.clear(within(dialog).getByLabelText(/^Team/));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Sport Updated!')).toBeInTheDocument();
    // The alert and the dialog's closing may land in separate renders on a busy machine.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list shows the saved sport once the profile the server answered lands (it may trail the alert).
    expect(await within(section).findByText('Striker · U18')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      sport: 'Football (soccer)',
      position: 'Striker',
      level: 'U18',
      team: '',
    });
  });

  it('refuses an empty sport name before sending, and shows a server refusal with the dialog still open', async () => {
    const { user, section, calls } = await openSports(buildProfile(), {
      'PUT /api/athleteProfile/sport-credentials/s-1': {
        status: 400,
        body: { errors: [{ msg: 'position: Must be at most 60 characters' }] },
      },
    });
    await user.click(within(section).getByRole('button', { name: 'Edit Football (soccer)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Football (soccer)' });
    await user.clear(within(dialog).getByLabelText('Sport'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Sport is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(within(dialog).getByLabelText('Sport'), 'Football (soccer)');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('position: Must be at most 60 characters');
    expect(await screen.findByRole('dialog', { name: 'Edit Football (soccer)' })).toBeInTheDocument();
  });

  it('never offers removing the only sport', async () => {
    const { section } = await openSports(buildProfile());
    expect(within(section).getByRole('button', { name: 'Edit Football (soccer)' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Make main/ })).not.toBeInTheDocument();
  });

  it('offers removing and making main once there are two sports', async () => {
    const { section } = await openSports(TWO_SPORTS);
    expect(within(section).getByRole('button', { name: 'Remove Football (soccer)' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Remove Athletics' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Make main sport: Athletics' })).toBeInTheDocument();
    expect(
      within(section).queryByRole('button', { name: 'Make main sport: Football (soccer)' }),
    ).not.toBeInTheDocument();
  });
});

describe('a full profile (issue 7)', () => {
  it('offers no more sports past the limit, and says why', async () => {
    const full = buildProfile({
      sportingCred: Array.from({ length: PROFILE_LIMITS.sports }, (_, index) => ({
        _id: `s-${index}`,
        sport: `Sport ${index}`,
        other: true,
        main: index === 0,
        position: null,
        level: null,
        team: null,
      })),
    });
    const { section } = await openSports(full);
    expect(within(section).queryByRole('button', { name: 'Add sport' })).not.toBeInTheDocument();
    expect(
      within(section).getByText(`${PROFILE_FULL.sports}: remove one to add another.`),
    ).toBeInTheDocument();
  });
});
