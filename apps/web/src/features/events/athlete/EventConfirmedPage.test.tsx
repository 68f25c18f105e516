// /AthleteProfile/event-confirmed/{code} (issue 25): the confirmation with the ticket's QR code and code; a code the
// athlete has no ticket for leads to the event's page; a cancelled event says so; back from paying, it confirms until
// the webhook's job has made the ticket.
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { buildMyEvent } from '../../../test/event-fixtures.ts';
import { signedInAthlete } from '../../../test/group-fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const CODE = 'CORK2027x';

describe('event confirmed', () => {
  it('says it is confirming a payment until the ticket is made, then shows it', async () => {
    let asked = 0;
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      [`GET /api/athleteProfile/events/${CODE}`]: () => {
        asked += 1;
        return asked < 2
          ? { status: 404, body: { errors: [{ msg: 'You have not signed up for this event' }] } }
          : { body: buildMyEvent() };
      },
      'GET /api/tickets/t-ev-1/qr': { body: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    });
    renderApp(`/AthleteProfile/event-confirmed/${CODE}?session_id=cs_local_1`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirming your payment' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'You’re signed up' })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'You have no ticket for this event' }),
    ).not.toBeInTheDocument();
  });

  it('shows the ticket with its QR code and code', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      [`GET /api/athleteProfile/events/${CODE}`]: { body: buildMyEvent() },
      'GET /api/tickets/t-ev-1/qr': { body: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    });
    renderApp(`/AthleteProfile/event-confirmed/${CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'You’re signed up' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cork Combine' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByText('Xq3v9LmP0aBcDeFgHiJkLmNo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all my events' })).toHaveAttribute(
      'href',
      '/AthleteProfile/my-events',
    );
  });

  it('says a cancelled event was cancelled, without a code to scan', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      [`GET /api/athleteProfile/events/${CODE}`]: { body: buildMyEvent({ cancelled: true }) },
    });
    renderApp(`/AthleteProfile/event-confirmed/${CODE}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This event was cancelled' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('leads to the event’s page when the athlete has no ticket for it', async () => {
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      [`GET /api/athleteProfile/events/${CODE}`]: {
        status: 404,
        body: { errors: [{ msg: 'You have not signed up for this event' }] },
      },
    });
    renderApp(`/AthleteProfile/event-confirmed/${CODE}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have no ticket for this event' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the event' })).toHaveAttribute(
      'href',
      `/register/promo/${CODE}`,
    );
  });

  it('explains a payment that found no place: back from paying, and from a notification', async () => {
    const refund = {
      sessionId: 'cs_local_7',
      amount: 2500,
      currency: 'EUR',
      reason: 'full',
      state: 'pending',
      paidAt: '2026-11-28T09:00:00.000Z',
      refundedAt: null,
    };
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      [`GET /api/athleteProfile/events/${CODE}`]: {
        status: 404,
        body: { errors: [{ msg: 'You have not signed up for this event' }] },
      },
      [`GET /api/athleteProfile/events/${CODE}/refunds`]: { body: { refunds: [refund] } },
    });
    renderApp(`/AthleteProfile/event-confirmed/${CODE}?session_id=cs_local_7`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your payment is being refunded' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your payment of €25.00 is being refunded in full to how you paid: the event filled while you paid, so there was no place left for you.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Confirming your payment' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the event' })).toHaveAttribute(
      'href',
      `/register/promo/${CODE}`,
    );
  });

  it('says when a refund could not go through, and notes a second payment refunded beside the ticket', async () => {
    const failed = {
      sessionId: 'cs_local_8',
      amount: 2500,
      currency: 'EUR',
      reason: 'full',
      state: 'failed',
      paidAt: '2026-11-28T09:00:00.000Z',
      refundedAt: null,
    };
    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      [`GET /api/athleteProfile/events/${CODE}`]: {
        status: 404,
        body: { errors: [{ msg: 'You have not signed up for this event' }] },
      },
      [`GET /api/athleteProfile/events/${CODE}/refunds`]: { body: { refunds: [failed] } },
    });
    const { unmount } = renderApp(`/AthleteProfile/event-confirmed/${CODE}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your refund has not gone through yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Contact the organiser/)).toBeInTheDocument();
    unmount();

    stubApi({
      'GET /api/auth': { body: signedInAthlete() },
      [`GET /api/athleteProfile/events/${CODE}`]: { body: buildMyEvent() },
      [`GET /api/athleteProfile/events/${CODE}/refunds`]: {
        body: {
          refunds: [
            { ...failed, reason: 'paid twice', state: 'done', refundedAt: '2026-11-28T10:00:00.000Z' },
          ],
        },
      },
      'GET /api/tickets/t-ev-1/qr': { body: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    });
    renderApp(`/AthleteProfile/event-confirmed/${CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'You’re signed up' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Your payment of €25.00 was refunded in full on 28 Nov 2026: you had already paid for your place.',
      ),
    ).toHaveRole('note');
  });
});
