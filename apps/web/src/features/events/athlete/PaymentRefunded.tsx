// A payment that found no place (issue 25): its hold lapsed and the event filled while the athlete paid (or they paid
// twice for one place), so the money went back. The confirmation page shows this where a ticket would be, and
// `Ticket Refunded`'s View opens it: the amount, whether it has gone back (and when), and the way to the event.
import type { MyRefund } from '@podium/core/api/events';
import { ButtonLink } from '../../../ui/Button.tsx';
import { MY_EVENTS_PATH, promoPath } from './event-paths.ts';
import { eventPrice, refundDay } from './event-words.ts';
import styles from './PaymentRefunded.module.css';

const WHY = {
  full: 'the event filled while you paid, so there was no place left for you',
  'paid twice': 'you had already paid for your place',
  'event cancelled': 'the organiser cancelled the event',
} as const;

function titleOf(refund: MyRefund) {
  if (refund.state === 'done') return 'Your payment was refunded';
  return refund.state === 'pending'
    ? 'Your payment is being refunded'
    : 'Your refund has not gone through yet';
}

/** One sentence: how much, whether it went back, and why. */
export function refundSentence(refund: MyRefund): string {
  const amount = eventPrice({ price: refund });
  const why = WHY[refund.reason];
  if (refund.state === 'done' && refund.refundedAt) {
    return `Your payment of ${amount} was refunded in full on ${refundDay(refund.refundedAt)}: ${why}.`;
  }
  if (refund.state === 'failed') {
    return `Your payment of ${amount} could not be refunded automatically (${why}). Contact the organiser: they can see it among the event’s refunds.`;
  }
  return `Your payment of ${amount} is being refunded in full to how you paid: ${why}.`;
}

export function PaymentRefunded({ refund, code }: { refund: MyRefund; code: string }) {
  return (
    <div className="page page--narrow">
      <p className="eyebrow">Event</p>
      <h1 className={styles.title}>{titleOf(refund)}</h1>
      <p className="lead">{refundSentence(refund)}</p>
      {refund.reason === 'full' && (
        <p>Places sometimes come free again: the event’s page says how many are left.</p>
      )}
      <div className={styles.actions}>
        <ButtonLink variant="primary" to={promoPath(code)}>
          Open the event
        </ButtonLink>
        <ButtonLink to={MY_EVENTS_PATH}>See all my events</ButtonLink>
      </div>
    </div>
  );
}
