// The caregiver's page at /consent/confirm/{token} (issue 22): what changed, confirming or declining it once,
// a refused link, a failed load, and an expired request.
import type { ConfirmationView } from '@podium/core/api';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const TOKEN = 'Jq3mV0x4y9-Wb_cZk2LhTn8sRfA6uEoQ1gDiH5pK7aM';
const API = `/api/public/caregiver-confirmations/${TOKEN}`;
const PAGE = `/consent/confirm/${TOKEN}`;

function buildView(overrides: Partial<ConfirmationView> = {}): ConfirmationView {
  return {
    athleteName: 'Saoirse Kelly',
    kind: 'birth-date',
    previous: '2012-05-04',
    value: '2000-03-03',
    ageAfter: 26,
    state: 'waiting',
    requestedAt: '2026-03-02T09:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

describe('/consent/confirm/{token}', () => {
  it('shows the change, and confirming it says so and leaves no buttons', async () => {
    const calls = stubApi({
      [`GET ${API}`]: { body: buildView() },
      [`PUT ${API}`]: {
        body: {
          msg: "Thank you: Saoirse Kelly's birth date is now 2000-03-03",
          confirmation: buildView({ state: 'confirmed', decidedAt: '2026-03-03T09:00:00.000Z' }),
        },
      },
    });
    const { user } = renderApp(PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Saoirse Kelly changed their birth date' }),
    ).toBeInTheDocument();
    expect(screen.getByText('4 May 2012')).toBeInTheDocument();
    expect(screen.getByText('3 March 2000')).toBeInTheDocument();
    expect(screen.getByText(/would make them 26/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm the new birth date' }));
    expect(
      await screen.findByText("Thank you: Saoirse Kelly's birth date is now 2000-03-03"),
    ).toBeInTheDocument();
    expect(await screen.findByText('You confirmed this change on 3 March 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm|Decline/ })).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ confirm: true });
  });

  it('declines a new caregiver', async () => {
    const calls = stubApi({
      [`GET ${API}`]: {
        body: buildView({
          kind: 'caregiver',
          previous: 'parent@example.com',
          value: 'aunt@example.com',
          ageAfter: null,
        }),
      },
      [`PUT ${API}`]: {
        body: {
          msg: 'Declined: nothing has changed',
          confirmation: buildView({
            kind: 'caregiver',
            state: 'declined',
            decidedAt: '2026-03-03T09:00:00.000Z',
          }),
        },
      },
    });
    const { user } = renderApp(PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Saoirse Kelly named another caregiver' }),
    ).toBeInTheDocument();
    expect(screen.getByText('aunt@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline: keep it as it is' }));
    expect(
      await screen.findByText(/You declined this change on 3 March 2026: nothing changed/),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ confirm: false });
  });

  it('says an expired request changed nothing, with no buttons', async () => {
    stubApi({ [`GET ${API}`]: { body: buildView({ state: 'expired' }) } });
    renderApp(PAGE);
    expect(await screen.findByText(/This request has expired unanswered/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
  });

  it('says the link does not work when it is refused, and offers to try again when it could not load', async () => {
    stubApi({
      [`GET ${API}`]: {
        status: 404,
        body: { errors: [{ msg: 'This link is not valid: it may have been replaced by a newer one.' }] },
      },
    });
    renderApp(PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link does not work' }),
    ).toBeInTheDocument();
    // Trying again cannot help a link the server does not know: the way on is the newest mail, or us.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Write to / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('offers to try again when the server cannot be reached', async () => {
    let attempts = 0;
    stubApi({
      [`GET ${API}`]: () => {
        attempts += 1;
        return attempts === 1 ? { status: 503, body: {} } : { body: buildView() };
      },
    });
    const { user } = renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'We could not open your link' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Confirm the new birth date' })).toBeInTheDocument();
  });
});
