// Changing the password: the core password rule (defect 9) is said in the form before anything is sent.
import { STORAGE_KEYS } from '@podium/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { buildUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

async function openPasswordForm() {
  const calls = stubApi({
    'GET /api/auth': { body: buildUser({ name: 'Maya Okafor', email: 'maya@example.com' }) },
    'PUT /api/users/update': { body: { msg: 'Account Updated!', user: buildUser(), token: 'tok-new' } },
  });
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  window.history.replaceState(null, '', '/account');
  const view = renderApp('/account');
  const form = await screen.findByRole('form', { name: 'Change password' });
  const change = async (newPassword: string) => {
    const field = within(form).getByLabelText('New password');
    const confirm = within(form).getByLabelText('Confirm new password');
    await view.user.clear(field);
    await view.user.clear(confirm);
    await view.user.type(field, newPassword);
    await view.user.type(confirm, newPassword);
    await view.user.click(within(form).getByRole('button', { name: 'Change password' }));
  };
  await view.user.type(within(form).getByLabelText('Current password'), 'sprinter123');
  const updates = () => calls.filter((call) => call.method === 'PUT');
  return { form, change, updates };
}

describe('changing the password', () => {
  it('tells what the rule asks before typing', async () => {
    const { form } = await openPasswordForm();
    expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters; not a common password, your name or your email.',
    );
  });

  it('refuses a leaked password and one made of the name or email, without sending them', async () => {
    const { form, change, updates } = await openPasswordForm();
    await change('iloveyou');
    expect(
      await within(form).findByText('This password is too common: it appears in lists of leaked passwords'),
    ).toBeInTheDocument();
    await change('okafor-maya');
    expect(
      await within(form).findByText(
        'This password is made of your email or name: choose one others cannot guess',
      ),
    ).toBeInTheDocument();
    expect(updates()).toHaveLength(0);

    await change('faster-still-456');
    expect(await screen.findByText('Account Updated!')).toBeInTheDocument();
    expect(updates()[0]?.body).toEqual({
      type: 'password',
      formData: { currentPassword: 'sprinter123', newPassword: 'faster-still-456' },
    });
  });
});
