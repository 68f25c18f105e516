// A ticket as a calendar file (RFC 5545, written by the `ics` library, imported only when Add to calendar is pressed
// so no first load carries it): one VEVENT whose UID is the ticket's (adding it again updates the same entry), start
// and end in UTC, the place, the event's name and a link back to its page.
import type { MyEvent } from '@podium/core/api/events';
import { confirmedPath, promoPath } from './event-paths.ts';

/** An event has a start only; a combine or a trial takes a morning or an afternoon (docs/design-choices.md). */
export const EVENT_HOURS = 3;

/** The file's name: the event's name in letters and digits, then .ics ("galway-combine.ics"). */
export function calendarFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'event'}.ics`;
}

/** The calendar entry of a ticket's event; `origin` is the site's (links in a calendar need the whole address). */
export async function makeTicketCalendar({ event, ticket }: MyEvent, origin: string): Promise<string> {
  const { createEvent } = await import('ics');
  const start = Date.parse(event.startsAt);
  const { error, value } = createEvent({
    productId: 'podium/events',
    uid: `ticket-${ticket._id}@podium`,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + EVENT_HOURS * 60 * 60 * 1000,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.name,
    location: event.place,
    url: `${origin}${promoPath(event.promoCode)}`,
    description: `${event.organisation.name}. Your ticket and its QR code: ${origin}${confirmedPath(event.promoCode)}`,
    status: 'CONFIRMED',
  });
  if (error || value === null) throw error ?? new Error('The calendar file could not be made');
  return value;
}
