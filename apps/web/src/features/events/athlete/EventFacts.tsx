// An event's facts as an athlete reads them (promo page, my events, confirmation): who runs it, when (in the event's
// time zone), where, the price or Free, and the tests measured there. It names an organisation, never a person.
import type { EventPage } from '@podium/core/api/events';
import { Fact, Facts } from '../../../ui/Facts.tsx';
import { eventPrice, eventWhen } from './event-words.ts';

export function EventFacts({ event, showPlaces = false }: { event: EventPage; showPlaces?: boolean }) {
  return (
    <Facts>
      <Fact label="Organiser">{event.organisation.name}</Fact>
      <Fact label="When">{eventWhen(event)}</Fact>
      <Fact label="Where">{event.place}</Fact>
      <Fact label="Price">{eventPrice(event)}</Fact>
      {event.tests.length > 0 && <Fact label="Tests">{event.tests.map((test) => test.name).join(', ')}</Fact>}
      {showPlaces && !event.cancelled && (
        <Fact label="Places">{event.placesLeft > 0 ? `${event.placesLeft} left` : 'Full'}</Fact>
      )}
    </Facts>
  );
}
