// /register/promo/{code} (issue 25): a visitor reads the event above the registration form; a signed-in athlete signs
// up for a free event and lands on the confirmation, buys a paid event's ticket through the checkout, or sees
// they are signed up; an unknown code, a cancelled event, a coach, and the loading state each say what they are.

import { PAYMENT_SYSTEM_ERROR } from '@podium/core/api/purchases';
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { buildEventPage, buildMyEvent } from '../../../test/event-fixtures.ts';
import { signedInAthlete, signedInCoach } from '../../../test/group-fixtures.ts';
import { renderApp, testPlatform } from '../../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const CODE = 'CORK2027x';
const PAGE = `/api/events/promo/${CODE}`;
const NOT_SIGNED_UP = { status: 404, body: { errors: [{ msg: 'You have not signed up for this event' }] } };

describe('the promo page', () => {
  it('shows a visitor the event, in its own time zone, above the registration form', async () => {
    stubApi({ [`GET ${PAGE}`]: { body: buildEventPage() } });
    renderApp(`/register/promo/${CODE}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Cork Combine' })).toBeInTheDocument();
    expect(screen.getByText('Munster Athletics')).toBeInTheDocument();
    expect(screen.getByText('Tuesday, 1 June 2027, 10:00 GMT+1')).toBeInTheDocument();
    expect(screen.getByText('Mardyke Arena')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('40 Yard Dash, Vertical Jump')).toBeInTheDocument();
    expect(screen.getByText('12 left')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Join Podium' })).toBeInTheDocument();
    expect(screen.getByText(`Promo code ${CODE} will be applied to your new account.`)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says a paid event’s price in its currency', async () => {
    stubApi({ [`GET ${PAGE}`]: { body: buildEventPage({ price: { amount: 2500, currency: 'EUR' } }) } });
    renderApp(`/register/promo/${CODE}`);
    expect(await screen.findByText('€25.00')).toBeInTheDocument();
  });

  it('says a code is no event’s, with a way on', async () => {
    stubApi({
      'GET /api/events/promo/NoSuchCode': { status: 404, body: { errors: [{ msg: 'No such event' }] } },
    });
    renderApp('/register/promo/NoSuchCode');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No event with this code' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('offers Try again when the event could not be loaded', async () => {
    stubApi({ [`GET ${PAGE}`]: { status: 503, body: { errors: [{ msg: 'Down for a moment' }] } } });
    renderApp(`/register/promo/${CODE}`);
    expect(await screen.findByRole('heading', { name: 'The event could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the loading state while the event is on its way', async () => {
    stubApi({ [`GET ${PAGE}`]: () => new Promise(() => {}) });
    renderApp(`/register/promo/${CODE}`);
    expect(await screen.findByText('Loading the event...')).toBeInTheDocument();
  });

  it('says a cancelled event is cancelled, with no registration or sign-up', async () => {
    stubApi({ [`GET ${PAGE}`]: { body: buildEventPage({ cancelled: true }) } });
    renderApp(`/register/promo/${CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cork Combine' })).toBeInTheDocument();
    expect(screen.getByText(/The organiser cancelled this event/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('signs a signed-in athlete up for a free event and opens the confirmation', async () => {
    const calls = stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      [`GET ${PAGE}`]: { body: buildEventPage() },
      [`GET /api/athleteProfile/events/${CODE}`]: () =>
        calls.some((call) => call.method === 'PUT') ? { body: buildMyEvent() } : NOT_SIGNED_UP,
      'PUT /api/promo/org-1/join-event': { body: { msg: 'You are signed up', ...buildMyEvent() } },
      'GET /api/tickets/t-ev-1/qr': { body: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    });
    const { user, router } = renderApp(`/register/promo/${CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cork Combine' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/AthleteProfile/event-confirmed/${CODE}`),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ code: CODE });
    expect(await screen.findByRole('heading', { level: 1, name: 'You’re signed up' })).toBeInTheDocument();
  });

  it('sends a signed-in athlete to buy a paid event’s ticket: the event’s code, our ticket product, no amount', async () => {
    const calls = stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      [`GET ${PAGE}`]: { body: buildEventPage({ price: { amount: 2500, currency: 'EUR' } }) },
      [`GET /api/athleteProfile/events/${CODE}`]: NOT_SIGNED_UP,
      'POST /api/subs/purchase-event-ticket': { body: { data: { url: 'https://checkout.example/t/1' } } },
    });
    const { user, platform } = renderApp(`/register/promo/${CODE}`);
    expect(await screen.findByText('This event has a price: buy a ticket to sign up.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy a ticket' }));
    await vi.waitFor(() =>
      expect(platform.openCheckout).toHaveBeenCalledWith('https://checkout.example/t/1'),
    );
    const sent = calls.find((call) => call.path === '/api/subs/purchase-event-ticket')?.body;
    expect(sent).toEqual({ eventCode: CODE, priceId: 'event_ticket', location: window.location.href });
  });

  it('buys a ticket through the checkout in the native apps too, returning to the web app’s address', async () => {
    const calls = stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      [`GET ${PAGE}`]: { body: buildEventPage({ price: { amount: 2500, currency: 'EUR' } }) },
      [`GET /api/athleteProfile/events/${CODE}`]: NOT_SIGNED_UP,
      'POST /api/subs/purchase-event-ticket': { body: { data: { url: 'https://checkout.example/t/2' } } },
    });
    const inApp = {
      isAvailable: true,
      products: vi.fn(),
      purchase: vi.fn(),
      restore: vi.fn(),
      setUser: vi.fn(),
    };
    const { user, platform } = renderApp(`/register/promo/${CODE}`, {
      platform: testPlatform({ purchases: inApp, apiBaseUrl: 'https://podium.example/api' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Buy a ticket' }));
    await vi.waitFor(() =>
      expect(platform.openCheckout).toHaveBeenCalledWith('https://checkout.example/t/2'),
    );
    expect(inApp.purchase).not.toHaveBeenCalled();
    const sent = calls.find((call) => call.path === '/api/subs/purchase-event-ticket')?.body;
    expect(sent).toMatchObject({ location: `https://podium.example${window.location.pathname}` });
  });

  it('says the payment system’s message when a ticket’s checkout cannot start, and leaves nowhere', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      [`GET ${PAGE}`]: { body: buildEventPage({ price: { amount: 2500, currency: 'EUR' } }) },
      [`GET /api/athleteProfile/events/${CODE}`]: NOT_SIGNED_UP,
      'POST /api/subs/purchase-event-ticket': { status: 502, body: { errors: [{ msg: 'Stripe failed' }] } },
    });
    const { user, platform } = renderApp(`/register/promo/${CODE}`);
    await user.click(await screen.findByRole('button', { name: 'Buy a ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_SYSTEM_ERROR);
    expect(platform.openCheckout).not.toHaveBeenCalled();
  });

  it('leads an athlete already signed up to their ticket', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      [`GET ${PAGE}`]: { body: buildEventPage() },
      [`GET /api/athleteProfile/events/${CODE}`]: { body: buildMyEvent() },
    });
    renderApp(`/register/promo/${CODE}`);
    expect(await screen.findByRole('link', { name: 'See your ticket' })).toHaveAttribute(
      'href',
      `/AthleteProfile/event-confirmed/${CODE}`,
    );
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('sends an athlete without a profile to make one, and back here after', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      [`GET ${PAGE}`]: { body: buildEventPage() },
      [`GET /api/athleteProfile/events/${CODE}`]: {
        status: 403,
        body: { errors: [{ msg: 'Create your athlete profile first' }] },
      },
    });
    renderApp(`/register/promo/${CODE}`);
    expect(await screen.findByRole('link', { name: 'Make your profile' })).toHaveAttribute(
      'href',
      `/create-profile?next=%2Fregister%2Fpromo%2F${CODE}`,
    );
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('tells a coach that events are for athletes', async () => {
    stubApi({ 'GET /api/auth': { body: signedInCoach() }, [`GET ${PAGE}`]: { body: buildEventPage() } });
    renderApp(`/register/promo/${CODE}`);
    expect(await screen.findByText(/Events are for athletes/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
  });
});
