// One of the athlete's events with their ticket (my events, the confirmation): the event's facts, cancelled marked
// (a paid ticket's refund with its amount), the ticket's QR code and code while it may still be scanned, Add to
// calendar while the event is still to come, when it was checked in, and the results entered at the event (verified
// by its staff, timed electronically or by hand). Only the athlete's own things: no other person.
import type { MyEvent, Ticket, TicketResult } from '@podium/core/api/events';
import { Link } from 'react-router';
import { Card } from '../../../ui/Card.tsx';
import { Badge } from '../../../ui/VerifiedBadge.tsx';
import { AddToCalendar } from './AddToCalendar.tsx';
import { EventFacts } from './EventFacts.tsx';
import { confirmedPath } from './event-paths.ts';
import { eventPrice, refundDay } from './event-words.ts';
import styles from './TicketCard.module.css';
import { TicketQr } from './TicketQr.tsx';
import { EVENT_HOURS } from './ticket-calendar.ts';

const TIMING = { electronic: 'electronic timing', hand: 'hand-timed' } as const;

const checkInTime = (at: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

/** What a cancelled event's ticket says: its money back (with the amount) when it was paid, else only cancelled. */
function Cancelled({ refund }: { refund: Ticket['refund'] }) {
  if (!refund) {
    return (
      <p className={styles.cancelled}>
        <Badge>Cancelled</Badge> The organiser cancelled this event.
      </p>
    );
  }
  const amount = eventPrice({ price: refund });
  return (
    <>
      <p className={styles.cancelled}>
        <Badge>{refund.refundedAt ? 'Refunded' : 'Refund on its way'}</Badge> The organiser cancelled this
        event.
      </p>
      <p className={styles.refund}>
        {refund.refundedAt
          ? `${amount} refunded to how you paid on ${refundDay(refund.refundedAt)}.`
          : `Your ${amount} is being refunded to how you paid.`}
      </p>
    </>
  );
}

function Results({ results }: { results: readonly TicketResult[] }) {
  return (
    <ul className={styles.results} aria-label="Your results at this event">
      {results.map((result) => (
        <li key={result._id}>
          <span className={styles.test}>{result.testName}</span>
          <strong className={styles.score}>
            {result.score}
            {result.unit ? ` ${result.unit}` : ''}
          </strong>
          <span className={styles.how}>
            <span aria-hidden="true">✓ </span>Verified at the event, {TIMING[result.timing]}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function TicketCard({
  item,
  headingLevel = 2,
  linkName = false,
}: {
  item: MyEvent;
  headingLevel?: 2 | 3;
  /** The name links to the event's confirmation page (in the list of my events). */
  linkName?: boolean;
}) {
  const { event, ticket, results } = item;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isScannable = !event.cancelled && !ticket.checkedInAt;
  const isToCome = Date.parse(event.startsAt) + EVENT_HOURS * 60 * 60 * 1000 > Date.now();
  return (
    <Card as="article" className={styles.card}>
      <div className={styles.body}>
        <Heading className={styles.name}>
          {linkName ? <Link to={confirmedPath(event.promoCode)}>{event.name}</Link> : event.name}
        </Heading>
        {event.cancelled && <Cancelled refund={ticket.refund} />}
        <EventFacts event={event} />
        {!event.cancelled && isToCome && <AddToCalendar item={item} />}
        <p className={styles.status}>
          {ticket.checkedInAt ? `Checked in ${checkInTime(ticket.checkedInAt)}` : 'Not checked in yet'}
        </p>
        {results.length > 0 && <Results results={results} />}
      </div>
      {isScannable && (
        <div className={styles.ticket}>
          <TicketQr ticketId={ticket._id} code={ticket.code} />
        </div>
      )}
    </Card>
  );
}
