// What a signed-in account can do on an event's promo page: an athlete signs up for a free event (then the
// confirmation), sees they already have, or, for a paid event, buys a ticket: the server holds a seat and sends them
// to the checkout (Stripe's, or the local one offline), which returns to the confirmation. A coach or an organisation is told events are for athletes;
// an athlete without a profile yet makes it first and comes back here. A minor signs up like anyone: the ticket is
// theirs; the organisation is told only if it may see them (consent on record: the server's rule).
import { ROUTES, USER_TYPE } from '@podium/core';
import type { EventPage } from '@podium/core/api/events';
import { PAYMENT_SYSTEM_ERROR } from '@podium/core/api/store-purchases';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePlatform } from '../../../platform/index.ts';
import { useAppDispatch, useAppSelector } from '../../../state/hooks.ts';
import { hasStatus, showErrorAlerts } from '../../../state/messages.ts';
import { Button, ButtonLink } from '../../../ui/Button.tsx';
import { useBuyTicketMutation, useGetMyEventQuery, useJoinEventMutation } from './athlete-events-api.ts';
import { confirmedPath, promoPath } from './event-paths.ts';
import styles from './SignUpPanel.module.css';

/** The server's words for a paid event's sign-up (its 409), said before the athlete tries. */
export const PAID_WORDS = 'This event has a price: buy a ticket to sign up.';

function Note({ children }: { children: string }) {
  return <p className={styles.note}>{children}</p>;
}

export function SignUpPanel({ event }: { event: EventPage }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const platform = usePlatform();
  const user = useAppSelector((state) => state.auth.user);
  const isAthlete = user?.userType === USER_TYPE.athlete;
  // The server says whether the athlete holds a ticket, and (403) whether they have a profile yet: the session's
  // user is read once, so a profile made since (the promo link's way through /create-profile) is not in it.
  const mine = useGetMyEventQuery(event.promoCode, { skip: !isAthlete });
  const [join, joining] = useJoinEventMutation();
  const [buyTicket, buying] = useBuyTicketMutation();
  const [payFailure, setPayFailure] = useState<string | null>(null);

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
  if (event.placesLeft === 0) return <Note>This event is full.</Note>;
  if (event.price) {
    async function onBuy() {
      setPayFailure(null);
      try {
        // The way back is this page on the web app's origin (the API host's, from the native apps: its link opens
        // the app); the ticket is paid in the browser on every platform.
        const here = new URL(`${window.location.pathname}${window.location.search}`, platform.apiBaseUrl);
        const { data } = await buyTicket({ code: event.promoCode, location: here.href }).unwrap();
        platform.openCheckout(data.url);
      } catch (error) {
        // A refusal the athlete can act on (full, already held) in the server's words; the payment path's failure as
        // spec 8 says it.
        if (hasStatus(error, 409)) dispatch(showErrorAlerts(error));
        else setPayFailure(PAYMENT_SYSTEM_ERROR);
      }
    }
    return (
      <div className={styles.panel}>
        <Note>{PAID_WORDS}</Note>
        <Button
          variant="primary"
          isBusy={buying.isLoading}
          busyLabel="Going to checkout..."
          onClick={() => void onBuy()}
        >
          Buy a ticket
        </Button>
        {payFailure && (
          <p role="alert" className={styles.soon}>
            {payFailure}
          </p>
        )}
      </div>
    );
  }

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
