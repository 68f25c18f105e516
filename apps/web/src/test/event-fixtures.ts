// Events as the athlete's screens read them (issue 25): an event page, a ticket, my events.
import type { EventPage, MyEvent, TicketResult } from '@podium/core/api/events';

export function buildEventPage(overrides: Partial<EventPage> = {}): EventPage {
  return {
    _id: 'ev-1',
    organisation: { _id: 'org-1', name: 'Munster Athletics', logo: null },
    name: 'Cork Combine',
    startsAt: '2027-06-01T09:00:00.000Z',
    timeZone: 'Europe/Dublin',
    place: 'Mardyke Arena',
    capacity: 40,
    placesLeft: 12,
    price: null,
    tests: [
      { key: 'dash40', name: '40 Yard Dash' },
      { key: 'verticalJump', name: 'Vertical Jump' },
    ],
    promoCode: 'CORK2027x',
    cancelled: false,
    ...overrides,
  };
}

export function buildResult(overrides: Partial<TicketResult> = {}): TicketResult {
  return {
    _id: 'r-1',
    test: 'dash40',
    testName: '40 Yard Dash',
    score: '4.71',
    unit: 'sec',
    timing: 'electronic',
    enteredAt: '2027-06-01T10:30:00.000Z',
    ...overrides,
  };
}

export function buildMyEvent(
  event: Partial<EventPage> = {},
  ticket: Partial<MyEvent['ticket']> = {},
  results: TicketResult[] = [],
): MyEvent {
  const id = ticket._id ?? `t-${event._id ?? 'ev-1'}`;
  return {
    event: buildEventPage(event),
    ticket: {
      _id: id,
      code: 'Xq3v9LmP0aBcDeFgHiJkLmNo',
      qr: `/api/tickets/${id}/qr`,
      confirmedAt: '2026-11-20T10:00:00.000Z',
      checkedInAt: null,
      refund: null,
      ...ticket,
    },
    results,
  };
}
