// How the athlete's screens say an event's facts: its date and time in the event's own time zone (where it happens,
// not where the reader is), its price or Free, and whether it is still to come.
import type { EventPage } from '@podium/core/api/events';

/** "Tuesday, 1 June 2027, 10:00 GMT+1": the time on the clock at the event’s place, its offset said. */
export function eventWhen(event: Pick<EventPage, 'startsAt' | 'timeZone'>): string {
  const at = new Date(event.startsAt);
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: event.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: event.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
  return `${day}, ${time}`;
}

/** "Free" or "€25.00": the amount is in minor units. */
export function eventPrice(event: Pick<EventPage, 'price'>): string {
  if (!event.price) return 'Free';
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency: event.price.currency }).format(
    event.price.amount / 100,
  );
}

/** Upcoming (not cancelled, not yet started) first, soonest first; then past and cancelled ones, latest first. */
export function sortEvents<Item extends { event: Pick<EventPage, 'startsAt' | 'cancelled'> }>(
  items: readonly Item[],
  now: Date = new Date(),
): { upcoming: Item[]; past: Item[] } {
  const time = (item: Item) => new Date(item.event.startsAt).getTime();
  const isUpcoming = (item: Item) => !item.event.cancelled && time(item) >= now.getTime();
  return {
    upcoming: items.filter(isUpcoming).sort((a, b) => time(a) - time(b)),
    past: items.filter((item) => !isUpcoming(item)).sort((a, b) => time(b) - time(a)),
  };
}

/** "28 Nov 2026": the day a refund went back. */
export const refundDay = (at: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date(at));
