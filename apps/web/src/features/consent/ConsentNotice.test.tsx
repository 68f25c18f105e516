// The athlete's own view of their caregiver's consent on /account and /AthleteProfile: hidden while waiting,
// the mail sent again, and nothing at all for athletes of 16 or over.
import { STORAGE_KEYS } from '@podium/core';
import type { ConsentStatus } from '@podium/core/api';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubReply, stubApi } from '../../test/api-stub.ts';
import { buildProfile } from '../../test/athlete-fixtures.ts';
import { buildUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const STATUS_API = 'GET /api/users/caregiver-consent';

function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 30);
  return date.toISOString().slice(0, 10);
}

const minor = buildUser({ birthDate: yearsAgo(14), caregiverEmail: 'parent@example.com' });

function waiting(overrides: Partial<ConsentStatus> = {}): ConsentStatus {
  return {
    state: 'pending',
    caregiverEmail: 'parent@example.com',
    requestedAt: '2026-03-01T09:00:00.000Z',
    isHidden: true,
    heldChanges: [],
    ...overrides,
  };
}

function open(path: string, user: ReturnType<typeof buildUser>, routes: Record<string, StubReply>) {
  const calls = stubApi({ 'GET /api/auth': { body: user }, ...routes });
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  return { calls, ...renderApp(path) };
}

describe('on /account', () => {
  it('says the profile is hidden while waiting, and sends the mail again', async () => {
    const { user, calls } = open('/account', minor, {
      [STATUS_API]: { body: waiting() },
      'POST /api/users/caregiver-consent/resend': {
        body: {
          msg: 'We sent the consent mail to parent@example.com again',
          status: waiting({ requestedAt: '2026-03-10T09:00:00.000Z' }),
        },
      },
    });
    const notice = (await screen.findByText(/Waiting for your caregiver's consent/)).closest('div');
    if (!notice) throw new Error('no notice');
    expect(notice).toHaveTextContent('your profile is hidden from others');
    expect(notice).toHaveTextContent('We mailed parent@example.com a consent link on 1 March 2026');
    await user.click(within(notice).getByRole('button', { name: 'Send the mail again' }));
    expect(
      await screen.findByText('We sent the consent mail to parent@example.com again'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/consent link on 10 March 2026/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/resend'))).toBe(true);
  });

  it('shows the refusal of a resend that came too often', async () => {
    const { user } = open('/account', minor, {
      [STATUS_API]: { body: waiting() },
      'POST /api/users/caregiver-consent/resend': {
        status: 429,
        body: {
          errors: [{ msg: 'You have sent the consent mail several times already. Try again in 40 minutes' }],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Send the mail again' }));
    expect(await screen.findByText(/Try again in 40 minutes/)).toBeInTheDocument();
  });

  it('offers a first mail to an account made before consent existed', async () => {
    open('/account', minor, { [STATUS_API]: { body: waiting({ requestedAt: null }) } });
    expect(await screen.findByRole('button', { name: 'Send the consent mail' })).toBeInTheDocument();
    expect(screen.getByText(/We have not mailed parent@example.com yet/)).toBeInTheDocument();
  });

  it('says when consent is given', async () => {
    open('/account', minor, { [STATUS_API]: { body: waiting({ state: 'given', isHidden: false }) } });
    expect(await screen.findByText(/Your caregiver gave their consent/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send the/ })).not.toBeInTheDocument();
  });

  it('says which changes wait for the caregiver to confirm them, hidden or not', async () => {
    const heldChanges = [
      { kind: 'birth-date' as const, value: '2000-03-03', requestedAt: '2026-03-02T09:00:00.000Z' },
      { kind: 'caregiver' as const, value: 'aunt@example.com', requestedAt: '2026-03-02T09:00:00.000Z' },
    ];
    open('/account', minor, { [STATUS_API]: { body: waiting({ heldChanges }) } });
    const list = await screen.findByRole('list', { name: 'Waiting for your caregiver' });
    expect(list).toHaveTextContent(
      'Your new birth date, 3 March 2000, waits for parent@example.com to confirm it. We mailed them a link on 2 March 2026.',
    );
    expect(list).toHaveTextContent('Naming aunt@example.com as your caregiver waits for parent@example.com');
  });

  it('shows a loader, then an error with a retry, when the state cannot be read', async () => {
    let attempts = 0;
    const { user } = open('/account', minor, {
      [STATUS_API]: () => {
        attempts += 1;
        return attempts === 1 ? { status: 503, body: {} } : { body: waiting() };
      },
    });
    // Found while loading (it is gone by the time the error shows).
    await screen.findByText(/Checking your caregiver's consent/);
    expect(await screen.findByText(/We could not check your caregiver's consent/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Waiting for your caregiver's consent/)).toBeInTheDocument();
  });

  it('asks nothing for an athlete of 16 or over', async () => {
    const { calls } = open('/account', buildUser({ birthDate: yearsAgo(20) }), {});
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/users/caregiver-consent')).toBe(false);
    expect(screen.queryByText(/caregiver's consent/)).not.toBeInTheDocument();
  });
});

describe('on the athlete’s own profile', () => {
  it('says the profile is hidden from others while waiting', async () => {
    open('/AthleteProfile', minor, {
      [STATUS_API]: { body: waiting() },
      'GET /api/athleteProfile/me': { body: buildProfile({ tourSeen: true }) },
    });
    expect(
      await screen.findByText("Waiting for your caregiver's consent: your profile is hidden from others."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the mail again' })).toBeInTheDocument();
  });

  it('says nothing once consent is given', async () => {
    open('/AthleteProfile', minor, {
      [STATUS_API]: { body: waiting({ state: 'given', isHidden: false }) },
      'GET /api/athleteProfile/me': { body: buildProfile({ tourSeen: true }) },
    });
    expect(await screen.findByRole('button', { name: 'Share profile' })).toBeInTheDocument();
    expect(screen.queryByText(/caregiver/)).not.toBeInTheDocument();
  });
});
