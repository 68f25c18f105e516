// The bio stays editable after the profile is made (issue 8): write, change and remove it from the own profile.
import { STORAGE_KEYS } from '@podium/core';
import { type AthleteProfile, PROFILE_LIMITS } from '@podium/core/api';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubReply, stubApi } from '../../../test/api-stub.ts';
import { buildProfile } from '../../../test/athlete-fixtures.ts';
import { buildUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

// Each test boots the whole app; on a busy machine the first screen can take over the default second.
configure({ asyncUtilTimeout: 5000 });

async function openAbout(profile: AthleteProfile, routes: Record<string, StubReply> = {}) {
  const calls = stubApi({
    'GET /api/auth': { body: buildUser() },
    'GET /api/athleteProfile/me': { body: profile },
    ...routes,
  });
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  const view = renderApp('/AthleteProfile');
  const section = await screen.findByRole('region', { name: 'About' });
  return { calls, section, ...view };
}

describe('the bio on the own profile', () => {
  it("changes the bio and says 'Bio Updated!'", async () => {
    const updated = buildProfile({ bio: 'Full-back now.' });
    const { user, section, calls } = await openAbout(buildProfile(), {
      'PUT /api/athleteProfile/bio': { body: { msg: 'Bio Updated!', profile: updated } },
    });
    expect(within(section).getByText('Winger who loves a late run.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Edit bio' }));
    const dialog = await screen.findByRole('dialog', { name: 'About you' });
    const field = within(dialog).getByLabelText('Bio');
    expect(field).toHaveValue('Winger who loves a late run.');
    expect(field).toHaveAttribute('maxlength', String(PROFILE_LIMITS.bioLength));
    await user.clear(field);
    await user.type(field, '  Full-back now. ');
    await user.click(within(dialog).getByRole('button', { name: 'Save bio' }));

    expect(await screen.findByText('Bio Updated!')).toBeInTheDocument();
    // The alert and the dialog's closing may land in separate renders on a busy machine.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ bio: 'Full-back now.' });
    expect(await within(section).findByText('Full-back now.')).toBeInTheDocument();
  });

  it('invites an owner without a bio to add one', async () => {
    const { section } = await openAbout(buildProfile({ bio: null }));
    expect(within(section).getByRole('button', { name: 'Add a bio' })).toBeInTheDocument();
  });

  it('keeps the dialog open and shows the server refusal', async () => {
    const { user, section } = await openAbout(buildProfile(), {
      'PUT /api/athleteProfile/bio': {
        status: 400,
        body: { errors: [{ msg: 'bio: Must be at most 1000 characters' }] },
      },
    });
    await user.click(within(section).getByRole('button', { name: 'Edit bio' }));
    // The dialog is a lazy chunk: the first test of a run to open it waits for it to load.
    await user.click(await screen.findByRole('button', { name: 'Save bio' }));
    expect(await screen.findByText(/Must be at most 1000 characters/)).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'About you' })).toBeInTheDocument();
  });
});

describe('the graduation year on the own profile', () => {
  const nextYear = new Date().getUTCFullYear() + 1;

  it("adds the class, says 'Graduation Year Updated!' and shows it", async () => {
    const updated = buildProfile({ graduationYear: nextYear });
    const { user, section, calls } = await openAbout(buildProfile(), {
      'PUT /api/athleteProfile/graduation-year': {
        body: { msg: 'Graduation Year Updated!', profile: updated },
      },
    });
    expect(within(section).getByText('No graduation year yet: coaches search by it.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Add your class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Graduation year' });
    await user.type(within(dialog).getByLabelText('Class of'), String(nextYear));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Graduation Year Updated!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ graduationYear: nextYear });
    expect(await within(section).findByText(`Class of ${nextYear}`)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Change' })).toBeInTheDocument();
  });

  it('says which years it takes before asking the server, and empty removes the class', async () => {
    const { user, section, calls } = await openAbout(buildProfile({ graduationYear: nextYear }), {
      'PUT /api/athleteProfile/graduation-year': {
        body: { msg: 'Graduation Year Updated!', profile: buildProfile() },
      },
    });
    await user.click(within(section).getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Graduation year' });
    const field = within(dialog).getByLabelText('Class of');
    expect(field).toHaveValue(String(nextYear));
    await user.clear(field);
    await user.type(field, '27');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(/^Enter a graduation year from \d{4} to \d{4}$/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Graduation Year Updated!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ graduationYear: null });
  });
});
