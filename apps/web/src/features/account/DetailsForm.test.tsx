// Account details and the age rules of a birth date change: a caregiver for athletes under 16, coaches 18 or over.
import { STORAGE_KEYS } from '@podium/core';
import type { User } from '@podium/core/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubRequest, stubApi } from '../../test/api-stub.ts';
import { buildUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

const CAREGIVER = 'Parent or caregiver email';
const NEEDS_CAREGIVER = 'Athletes under 16 need a parent or caregiver email';

/** A birth date this many whole years ago, two days past the birthday so the age holds. */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 2);
  return date.toISOString().slice(0, 10);
}

/** Opens /account for this user; the server echoes the saved details back as the user. */
async function openDetails(signedIn: User) {
  const calls = stubApi({
    'GET /api/auth': { body: signedIn },
    'PUT /api/users/update': ({ body }: StubRequest) => ({
      body: { msg: 'Account Updated!', user: { ...signedIn, ...formDataOf(body) } },
    }),
  });
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  window.history.replaceState(null, '', '/account');
  const view = renderApp('/account');
  const form = await screen.findByRole('form', { name: 'Your details' });
  const updates = () => calls.filter((call) => call.method === 'PUT');
  return { ...view, form, updates };
}

function formDataOf(body: unknown): object {
  if (typeof body === 'object' && body !== null && 'formData' in body) {
    const { formData } = body;
    if (typeof formData === 'object' && formData !== null) return formData;
  }
  return {};
}

async function changeBirthDate(view: Awaited<ReturnType<typeof openDetails>>, birthDate: string) {
  const field = within(view.form).getByLabelText('Birth date');
  await view.user.clear(field);
  await view.user.type(field, birthDate);
}

const save = (view: Awaited<ReturnType<typeof openDetails>>) =>
  view.user.click(within(view.form).getByRole('button', { name: 'Save details' }));

describe('minimum age on the account details (defect 17)', () => {
  it('refuses a birth date that makes an athlete under 13, before sending', async () => {
    const view = await openDetails(buildUser({ birthDate: yearsAgo(20) }));
    await changeBirthDate(view, yearsAgo(12));
    await view.user.type(within(view.form).getByLabelText(CAREGIVER), 'parent@example.com');
    await save(view);
    const birthDate = within(view.form).getByLabelText('Birth date');
    expect(await within(view.form).findByText('Athletes must be at least 13')).toBeInTheDocument();
    expect(birthDate).toHaveAccessibleDescription('Athletes must be at least 13');
    expect(view.updates()).toHaveLength(0);
  });
});

describe('caregiver email on the account details', () => {
  it('is asked when the new birth date makes an athlete under 16, required, then sent', async () => {
    const view = await openDetails(buildUser({ birthDate: yearsAgo(20) }));
    expect(within(view.form).queryByLabelText(CAREGIVER)).not.toBeInTheDocument();

    const birthDate = yearsAgo(14);
    await changeBirthDate(view, birthDate);
    const caregiver = within(view.form).getByLabelText(CAREGIVER);
    expect(caregiver).toHaveValue('');
    await save(view);
    expect(await within(view.form).findByText(NEEDS_CAREGIVER)).toBeInTheDocument();
    expect(caregiver).toHaveAttribute('aria-invalid', 'true');
    expect(caregiver).toHaveAccessibleDescription(NEEDS_CAREGIVER);
    expect(view.updates()).toHaveLength(0);

    await view.user.type(caregiver, 'Parent@Example.com');
    await save(view);
    expect(await screen.findByText('Account Updated!')).toBeInTheDocument();
    expect(view.updates()).toHaveLength(1);
    expect(view.updates()[0]?.body).toMatchObject({
      type: 'details',
      formData: { birthDate, caregiverEmail: 'parent@example.com' },
    });
  });

  it('is prefilled with the caregiver on file, and sent with the other details', async () => {
    const view = await openDetails(
      buildUser({ birthDate: yearsAgo(14), caregiverEmail: 'guardian@example.com' }),
    );
    expect(within(view.form).getByLabelText(CAREGIVER)).toHaveValue('guardian@example.com');
    await view.user.type(within(view.form).getByLabelText(/City/), 'Leeds');
    await save(view);
    expect(await screen.findByText('Account Updated!')).toBeInTheDocument();
    expect(view.updates()[0]?.body).toMatchObject({
      formData: { city: 'Leeds', caregiverEmail: 'guardian@example.com' },
    });
  });

  it('must not be the athlete’s own email', async () => {
    const view = await openDetails(buildUser({ birthDate: yearsAgo(14), email: 'kai@example.com' }));
    await view.user.type(within(view.form).getByLabelText(CAREGIVER), 'KAI@example.com');
    await save(view);
    expect(
      await within(view.form).findByText('Caregiver email must differ from your own'),
    ).toBeInTheDocument();
    expect(view.updates()).toHaveLength(0);
  });

  it('is neither asked nor sent once the birth date makes the athlete 16', async () => {
    const view = await openDetails(buildUser({ birthDate: yearsAgo(20) }));
    await changeBirthDate(view, yearsAgo(14));
    // A half-typed address in a field that then disappears must not block saving.
    await view.user.type(within(view.form).getByLabelText(CAREGIVER), 'not-an-email');
    const birthDate = yearsAgo(16);
    await changeBirthDate(view, birthDate);
    expect(within(view.form).queryByLabelText(CAREGIVER)).not.toBeInTheDocument();
    await save(view);
    expect(await screen.findByText('Account Updated!')).toBeInTheDocument();
    expect(view.updates()[0]?.body).toMatchObject({ formData: { birthDate } });
    expect(formDataOf(view.updates()[0]?.body)).not.toHaveProperty('caregiverEmail');
  });
});

describe('birth date of a coach', () => {
  it('never asks a coach for a caregiver, and refuses a birth date under 18 on the field', async () => {
    const view = await openDetails(
      buildUser({ userType: 2, activeProfile: 'coach', birthDate: yearsAgo(30) }),
    );
    await changeBirthDate(view, yearsAgo(14));
    expect(within(view.form).queryByLabelText(CAREGIVER)).not.toBeInTheDocument();
    await save(view);
    const birthDate = within(view.form).getByLabelText('Birth date');
    expect(await within(view.form).findByText('Coaches must be at least 18')).toBeInTheDocument();
    expect(birthDate).toHaveAccessibleDescription('Coaches must be at least 18');
    expect(within(view.form).queryByText(NEEDS_CAREGIVER)).not.toBeInTheDocument();
    expect(view.updates()).toHaveLength(0);
  });

  it('saves a coach who is 18', async () => {
    const view = await openDetails(
      buildUser({ userType: 2, activeProfile: 'coach', birthDate: yearsAgo(30) }),
    );
    const birthDate = yearsAgo(18);
    await changeBirthDate(view, birthDate);
    await save(view);
    expect(await screen.findByText('Account Updated!')).toBeInTheDocument();
    expect(view.updates()[0]?.body).toEqual({
      type: 'details',
      formData: expect.objectContaining({ birthDate }),
    });
    expect(formDataOf(view.updates()[0]?.body)).not.toHaveProperty('caregiverEmail');
  });
});
