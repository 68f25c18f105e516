// Rows -> the answers of events (issue 25): an event's page, as its admins see it, and a ticket.
import { findTest } from '@podium/core';
import type { EventPage } from '@podium/core/api';
import type { EventRow, TicketResultRow, TicketRow } from './store.ts';

export function presentEvent(row: EventRow): EventPage {
  return {
    _id: row.id,
    organisation: { _id: row.organisation_id, name: row.organisation_name, logo: row.organisation_logo },
    name: row.name,
    startsAt: row.starts_at.toISOString(),
    timeZone: row.time_zone,
    place: row.place,
    capacity: row.capacity,
    placesLeft: Math.max(0, row.places_left),
    price:
      row.price_amount !== null && row.price_currency !== null
        ? { amount: row.price_amount, currency: row.price_currency }
        : null,
    tests: row.tests.map((key) => ({ key, name: findTest(key)?.name ?? key })),
    promoCode: row.promo_code,
    cancelled: row.cancelled_at !== null,
  };
}

export function presentOrgEvent(row: EventRow) {
  return { ...presentEvent(row), signedUp: row.signed_up, checkedIn: row.checked_in };
}

export function presentTicket(row: TicketRow) {
  return {
    _id: row.id,
    code: row.code,
    qr: `/api/tickets/${row.id}/qr`,
    confirmedAt: row.confirmed_at.toISOString(),
    checkedInAt: row.checked_in_at?.toISOString() ?? null,
    refund:
      row.refund_amount !== null && row.refund_currency !== null
        ? {
            amount: row.refund_amount,
            currency: row.refund_currency,
            refundedAt: row.refunded_at?.toISOString() ?? null,
          }
        : null,
  };
}

/** A result as its athlete reads it on their ticket: no staff named (the athlete's screens show no other person). */
export function presentTicketResult(row: TicketResultRow) {
  return {
    _id: row.id,
    test: row.test_key,
    testName: findTest(row.test_key)?.name ?? row.test_key,
    score: row.score,
    unit: row.unit,
    timing: row.timing,
    enteredAt: row.entered_at.toISOString(),
  };
}
