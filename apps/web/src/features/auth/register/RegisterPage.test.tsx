// Registration: step validation with the core schema, caregiver for under-16 athletes, server errors as alerts.
import { STORAGE_KEYS } from '@podium/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { buildUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 2);
  return date.toISOString().slice(0, 10);
}

type View = ReturnType<typeof renderApp>;

async function fillAccount(
  { user }: View,
  { birthDate, email = 'kid@example.com' }: { birthDate: string; email?: string },
) {
  await user.type(screen.getByLabelText('Full name'), 'Kai Mensah');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'sprinter123');
  await user.type(screen.getByLabelText('Birth date'), birthDate);
}

async function chooseAthlete({ user }: View) {
  await user.click(await screen.findByRole('radio', { name: /Athlete/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Your account' });
}

describe('registration', () => {
  it('asks who you are before anything else', async () => {
    const view = renderApp('/register');
    await view.user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose athlete or coach to continue')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who are you?' })).toBeInTheDocument();
  });

  it('shows the caregiver email for an athlete under 16 and requires it', async () => {
    stubApi({ 'POST /api/users/check': { body: { email: 'kid@example.com', taken: false } } });
    const view = renderApp('/register');
    await chooseAthlete(view);
    expect(screen.queryByLabelText('Parent or caregiver email')).not.toBeInTheDocument();
    await fillAccount(view, { birthDate: yearsAgo(14) });
    expect(screen.getByLabelText('Parent or caregiver email')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Athletes under 16 need a parent or caregiver email')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your account' })).toBeInTheDocument();
  });

  it('does not ask a 16-year-old athlete for a caregiver', async () => {
    const view = renderApp('/register?as=athlete');
    await view.user.click(await screen.findByRole('button', { name: 'Continue' }));
    await fillAccount(view, { birthDate: yearsAgo(16) });
    expect(screen.queryByLabelText('Parent or caregiver email')).not.toBeInTheDocument();
  });

  it('shows the rule under each field that breaks it', async () => {
    const view = renderApp('/register?as=coach');
    await view.user.click(await screen.findByRole('button', { name: 'Continue' }));
    await view.user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await view.user.type(screen.getByLabelText('Password'), 'short');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a leaked password, or one made of the name or email, before going on (defect 9)', async () => {
    const calls = stubApi({ 'POST /api/users/check': { body: { email: 'kid@example.com', taken: false } } });
    const view = renderApp('/register?as=athlete');
    await view.user.click(await screen.findByRole('button', { name: 'Continue' }));
    await fillAccount(view, { birthDate: yearsAgo(20) });
    const password = screen.getByLabelText('Password');
    await view.user.clear(password);
    await view.user.type(password, 'password1');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('This password is too common: it appears in lists of leaked passwords'),
    ).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await view.user.clear(password);
    await view.user.type(password, 'Kai.Mensah');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('This password is made of your email or name: choose one others cannot guess'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await view.user.clear(password);
    await view.user.type(password, 'sprinter123');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'About you' })).toBeInTheDocument();
  });

  it('refuses an athlete under 13 with the server’s words (defect 17)', async () => {
    const view = renderApp('/register?as=athlete');
    await view.user.click(await screen.findByRole('button', { name: 'Continue' }));
    await fillAccount(view, { birthDate: yearsAgo(12) });
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Athletes must be at least 13')).toBeInTheDocument();
    expect(screen.getByLabelText('Birth date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: 'Your account' })).toBeInTheDocument();
  });

  it('says so when the email already has an account', async () => {
    stubApi({ 'POST /api/users/check': { body: { email: 'kid@example.com', taken: true } } });
    const view = renderApp('/register?as=athlete');
    await view.user.click(await screen.findByRole('button', { name: 'Continue' }));
    await fillAccount(view, { birthDate: yearsAgo(20) });
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
  });

  it('shows each server error as a danger alert', async () => {
    stubApi({
      'POST /api/users/check': { body: { email: 'kid@example.com', taken: false } },
      'POST /api/users': { status: 409, body: { errors: [{ msg: 'User already exists' }] } },
    });
    const view = renderApp('/register?as=athlete');
    await view.user.click(await screen.findByRole('button', { name: 'Continue' }));
    await fillAccount(view, { birthDate: yearsAgo(20) });
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'About you' });
    await view.user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User already exists');
    expect(view.store.getState().auth.isAuthenticated).toBe(false);
  });

  it('requires the terms, then registers an athlete with their sports and goes to their home', async () => {
    const calls = stubApi({
      'POST /api/users/check': { body: { email: 'kid@example.com', taken: false } },
      'POST /api/users': { status: 201, body: { token: 'tok-new', user: buildUser({ name: 'Kai Mensah' }) } },
    });
    const view = renderApp('/register?as=athlete');
    await view.user.click(await screen.findByRole('button', { name: 'Continue' }));
    await fillAccount(view, { birthDate: yearsAgo(14) });
    await view.user.type(screen.getByLabelText('Parent or caregiver email'), 'parent@example.com');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'About you' });

    await view.user.type(screen.getByLabelText(/Your sports/), 'Athletics{Enter}');
    await view.user.type(screen.getByLabelText(/Your sports/), 'Rugby');
    await view.user.click(screen.getByRole('button', { name: 'Add' }));
    expect(within(screen.getByRole('list', { name: 'Sports added' })).getAllByRole('listitem')).toHaveLength(
      2,
    );

    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('You must agree to the terms to register')).toBeInTheDocument();
    await view.user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/AthleteProfile'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-new');
    expect(localStorage.getItem(STORAGE_KEYS.userRegistered)).toBe('true');
    const sent = calls.find((call) => call.method === 'POST' && call.path === '/api/users');
    expect(sent?.body).toMatchObject({
      userType: 1,
      activeProfile: 'athlete',
      caregiverEmail: 'parent@example.com',
      // Kept as the catalogue names them: "Rugby" is rugby union.
      sportsArray: ['Athletics', 'Rugby union'],
      agreedToTerms: true,
    });
  });

  it('pre-fills the email and organisation admin from a group invitation link', async () => {
    const view = renderApp('/register-group-link/coach%40club.org/true/group-7');
    expect(await screen.findByText(/invited to join a group/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Coach/ })).toBeChecked();
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('coach@club.org');
  });
});
