// /AthleteProfile/event-confirmed/{code} (account spec 2; issue 25): where signing up lands, and what a ticket's name
// opens from my events: the confirmation with the ticket, its QR code and code, and the way to all of them. A code
// the athlete holds no ticket for says so and leads to the event's page to sign up. Back from paying for a ticket
// (`session_id` in the address), the webhook's job may not have made the ticket yet: the page says it is confirming
// and asks again every 1.5 s until the ticket is there, or until the athlete's refunds show that this payment found no
// place (its hold lapsed and the event filled): then, as for any such refund of a code with no ticket, the page says
// the money went back and why (PaymentRefunded; `Ticket Refunded`'s View opens it).
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { hasStatus } from '../../../state/messages.ts';
import { ButtonLink } from '../../../ui/Button.tsx';
import { FailurePanel } from '../../../ui/FailurePanel.tsx';
import { Loader } from '../../../ui/Loader.tsx';
import { useGetMyEventQuery, useGetMyRefundsQuery } from './athlete-events-api.ts';
import styles from './EventConfirmedPage.module.css';
import { MY_EVENTS_PATH, promoPath } from './event-paths.ts';
import { PaymentRefunded, refundSentence } from './PaymentRefunded.tsx';
import { TicketCard } from './TicketCard.tsx';

/** How long the confirming wait lasts before it says the payment is taking longer (it keeps asking). */
const SLOW_MS = 60_000;

export function EventConfirmedPage() {
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const paid = params.has('session_id');
  const [slow, setSlow] = useState(false);
  const [found, setFound] = useState(false);
  const mine = useGetMyEventQuery(code, {
    pollingInterval: paid && !found ? 1500 : 0,
    skipPollingIfUnfocused: false,
  });
  // A cancelled event's refund shows on its ticket; these are payments that found no place.
  const refunds = useGetMyRefundsQuery(code, {
    pollingInterval: paid && !found ? 1500 : 0,
    skipPollingIfUnfocused: false,
  });
  const lapsed = (refunds.data?.refunds ?? []).filter((refund) => refund.reason !== 'event cancelled');
  const thisPayment = lapsed.find((refund) => refund.sessionId === params.get('session_id'));
  const held = Boolean(mine.data) || Boolean(thisPayment);
  useEffect(() => {
    if (held) setFound(true);
  }, [held]);
  const confirming = paid && !mine.data && !thisPayment && (mine.isLoading || hasStatus(mine.error, 404));
  useEffect(() => {
    if (!confirming) return;
    const timer = setTimeout(() => setSlow(true), SLOW_MS);
    return () => clearTimeout(timer);
  }, [confirming]);
  if (confirming) {
    return (
      <div className="page page--narrow">
        <h1 className={styles.title}>Confirming your payment</h1>
        <Loader label="Waiting for your ticket..." />
        {slow && (
          <p className="lead">
            This is taking longer than usual. Your ticket appears in My events as soon as the payment is
            confirmed.
          </p>
        )}
        <ButtonLink to={MY_EVENTS_PATH}>See all my events</ButtonLink>
      </div>
    );
  }
  if (mine.isLoading) return <Loader label="Loading your ticket..." />;
  if (!mine.data && refunds.isLoading) return <Loader label="Loading your ticket..." />;
  const explained = thisPayment ?? lapsed[0];
  if (!mine.data && explained && hasStatus(mine.error, 404)) {
    return <PaymentRefunded refund={explained} code={code} />;
  }
  if (!mine.data) {
    const words = {
      title: 'You have no ticket for this event',
      text: 'Open the event’s page to sign up, or find your tickets in My events.',
      action: (
        <ButtonLink variant="primary" to={promoPath(code)}>
          Open the event
        </ButtonLink>
      ),
    };
    return (
      <div className="page page--narrow">
        <FailurePanel
          error={mine.error}
          onRetry={mine.refetch}
          title="Your ticket could not be loaded"
          notFound={words}
          refused={words}
        />
      </div>
    );
  }
  const { event } = mine.data;
  return (
    <div className="page page--narrow">
      <p className="eyebrow">Event</p>
      <h1 className={styles.title}>{event.cancelled ? 'This event was cancelled' : 'You’re signed up'}</h1>
      <p className="lead">
        {event.cancelled
          ? 'Your ticket stays in My events.'
          : 'Show this QR code to the event’s staff when you arrive; they can also type the code under it.'}
      </p>
      {lapsed.map((refund) => (
        <p key={refund.sessionId} className={styles.note} role="note">
          {refundSentence(refund)}
        </p>
      ))}
      <div className={styles.ticket}>
        <TicketCard item={mine.data} />
      </div>
      <ButtonLink to={MY_EVENTS_PATH}>See all my events</ButtonLink>
    </div>
  );
}
