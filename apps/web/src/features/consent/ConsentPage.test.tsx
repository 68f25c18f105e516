// The caregiver's page at /consent/{token}: loading, a refused link, a failed load, and giving then withdrawing.
import type { ConsentView } from '@podium/core/api';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub.ts';
import { renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const TOKEN = 'Jq3mV0x4y9-Wb_cZk2LhTn8sRfA6uEoQ1gDiH5pK7aM';
const API = `/api/public/consent/${TOKEN}`;

function buildView(overrides: Partial<ConsentView> = {}): ConsentView {
  return {
    athleteName: 'Saoirse Kelly',
    summary: { age: 14, sports: ['Football', 'Athletics'], country: 'Ireland' },
    state: 'pending',
    givenAt: null,
    withdrawnAt: null,
    ...overrides,
  };
}

describe('/consent/{token}', () => {
  it('shows a loader while the link is checked', async () => {
    stubApi({ [`GET ${API}`]: () => new Promise(() => {}) });
    renderApp(`/consent/${TOKEN}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Opening your consent link...');
  });

  it('says the link does not work, why it may not, and where to turn, when it is refused', async () => {
    stubApi({
      [`GET ${API}`]: {
        status: 404,
        body: {
          errors: [{ msg: 'This consent link is not valid: it may have been replaced by a newer one.' }],
        },
      },
    });
    renderApp(`/consent/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'This consent link does not work', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/A newer mail from Podium may have replaced this link/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Write to support@podium.app/ })).toHaveAttribute(
      'href',
      'mailto:support@podium.app',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Give consent' })).not.toBeInTheDocument();
  });

  it('offers to try again when the server cannot be reached', async () => {
    let attempts = 0;
    stubApi({
      [`GET ${API}`]: () => {
        attempts += 1;
        return attempts === 1 ? { status: 503, body: {} } : { body: buildView() };
      },
    });
    const { user } = renderApp(`/consent/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'We could not open your consent link' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Saoirse Kelly on Podium', level: 1 }),
    ).toBeInTheDocument();
  });

  it('shows who the athlete is and what consenting means, then gives and withdraws consent', async () => {
    const calls = stubApi({
      [`GET ${API}`]: { body: buildView() },
      [`PUT ${API}`]: (request) => {
        const given = (request.body as { consent: boolean }).consent;
        return {
          body: {
            msg: given ? 'Thank you: your consent is recorded' : 'Your consent is withdrawn',
            consent: given
              ? buildView({ state: 'given', givenAt: '2026-03-10T10:00:00.000Z' })
              : buildView({ state: 'withdrawn', withdrawnAt: '2026-03-11T10:00:00.000Z' }),
          },
        };
      },
    });
    const { user } = renderApp(`/consent/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Saoirse Kelly on Podium', level: 1 }),
    ).toBeInTheDocument();
    const about = screen.getByLabelText('About the athlete');
    expect(about).toHaveTextContent('14 years old');
    expect(about).toHaveTextContent('Football, Athletics');
    expect(screen.getByRole('heading', { name: 'What consenting means' })).toBeInTheDocument();
    expect(screen.getByText(/Waiting for your consent/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Give consent' }));
    expect(await screen.findByText(/You gave your consent on 10 March 2026/)).toBeInTheDocument();
    expect(await screen.findByText('Thank you: your consent is recorded')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', path: API, body: { consent: true } });

    await user.click(screen.getByRole('button', { name: 'Withdraw consent' }));
    expect(await screen.findByText(/You withdrew your consent on 11 March 2026/)).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'PUT', body: { consent: false } });
    expect(screen.getByRole('button', { name: 'Give consent' })).toBeInTheDocument();
  });

  it('tells the caregiver their consent is no longer needed once the athlete is 16', async () => {
    stubApi({ [`GET ${API}`]: { body: buildView({ state: 'not-needed', summary: null }) } });
    renderApp(`/consent/${TOKEN}`);
    expect(await screen.findByText(/is 16 or over and now decides alone/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /consent/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What consenting means' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a decision as an alert and keeps the page', async () => {
    stubApi({
      [`GET ${API}`]: { body: buildView() },
      [`PUT ${API}`]: {
        status: 409,
        body: {
          errors: [{ msg: 'Saoirse Kelly is 16 or over and now decides alone who sees their profile' }],
        },
      },
    });
    const { user } = renderApp(`/consent/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Give consent' }));
    expect(
      await screen.findByText('Saoirse Kelly is 16 or over and now decides alone who sees their profile'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Give consent' })).toBeInTheDocument();
  });
});
