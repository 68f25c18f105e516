// What a signed-in account can do on an event's promo page: an athlete signs up for a free event (then the
// confirmation), sees they already have, or, for a paid event, reads that it has a price and finds "Buy a ticket"
// waiting for ticket sales (a later slice of issue 25). A coach or an organisation is told events are for athletes;
// an athlete without a profile yet makes it first and comes back here. A minor signs up like anyone: the ticket is
// theirs; the organisation is told only if it may see them (consent on record: the server's rule).
import { ROUTES, USER_TYPE } from '@podium/core';
import type { EventPage } from '@podium/core/api/events';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../state/hooks.ts';
import { hasStatus, showErrorAlerts } from '../../../state/messages.ts';
import { Button, ButtonLink } from '../../../ui/Button.tsx';
import { useGetMyEventQuery, useJoinEventMutation } from './api.ts';
import { confirmedPath, promoPath } from './event-paths.ts';
import styles from './SignUpPanel.module.css';

/** The server's words for a paid event's sign-up (its 409), said before the athlete tries. */
export const PAID_WORDS = 'This event has a price: buy a ticket to sign up.';
export const TICKETS_COMING =
  'Ticket sales open here soon; until then the organiser can tell you how to pay.';

function Note({ children }: { children: string }) {
  return <p className={styles.note}>{children}</p>;
}

export function SignUpPanel({ event }: { event: EventPage }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((state) => state.auth.user);
  const isAthlete = user?.userType === USER_TYPE.athlete;
  // The server says whether the athlete holds a ticket, and (403) whether they have a profile yet: the session's
  // user is read once, so a profile made since (the promo link's way through /create-profile) is not in it.
  const mine = useGetMyEventQuery(event.promoCode, { skip: !isAthlete });
  const [join, joining] = useJoinEventMutation();

  if (event.cancelled) return null;
  if (!isAthlete) return <Note>Events are for athletes: sign in with an athlete account to sign up.</Note>;
  if (mine.isLoading) return null;
  if (hasStatus(mine.error, 403)) {
    return (
      <div className={styles.panel}>
        <Note>Make your athlete profile first, then come back here to sign up.</Note>
        <ButtonLink
          variant="primary"
          to={`${ROUTES.createProfile}?next=${encodeURIComponent(promoPath(event.promoCode))}`}
        >
          Make your profile
        </ButtonLink>
      </div>
    );
  }
  if (mine.data) {
    return (
      <div className={styles.panel}>
        <Note>You are signed up for this event.</Note>
        <ButtonLink variant="primary" to={confirmedPath(event.promoCode)}>
          See your ticket
        </ButtonLink>
      </div>
    );
  }
  if (event.price) {
    return (
      <div className={styles.panel}>
        <Note>{PAID_WORDS}</Note>
        <Button variant="primary" disabled aria-describedby="tickets-coming">
          Buy a ticket
        </Button>
        <p id="tickets-coming" className={styles.soon}>
          {TICKETS_COMING}
        </p>
      </div>
    );
  }
  if (event.placesLeft === 0) return <Note>This event is full.</Note>;

  async function onSignUp() {
    try {
      await join({ orgId: event.organisation._id, code: event.promoCode }).unwrap();
      navigate(confirmedPath(event.promoCode));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  return (
    <div className={styles.panel}>
      <Button
        variant="primary"
        isBusy={joining.isLoading}
        busyLabel="Signing up..."
        onClick={() => void onSignUp()}
      >
        Sign up
      </Button>
    </div>
  );
}
