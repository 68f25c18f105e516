// /register/promo/{code} (account spec 2, a public route; issue 25): the event the promo link is for (its name,
// organiser, date and time where it happens, place, price or Free, tests measured). A visitor reads it above the
// registration form, which carries the link ({type:'promo', code}) and brings a new athlete back here; a signed-in
// account reads it with what it can do (SignUpPanel). An unknown code and a cancelled event say so.
import type { EventPage } from '@podium/core/api/events';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { useAppSelector } from '../../../state/hooks.ts';
import { ButtonLink } from '../../../ui/Button.tsx';
import { Card } from '../../../ui/Card.tsx';
import { FailurePanel } from '../../../ui/FailurePanel.tsx';
import { Loader } from '../../../ui/Loader.tsx';
import { Badge } from '../../../ui/VerifiedBadge.tsx';
import { useGetPromoEventQuery } from './athlete-events-api.ts';
import { EventFacts } from './EventFacts.tsx';
import styles from './PromoPage.module.css';
import { SignUpPanel } from './SignUpPanel.tsx';

const NO_SUCH_EVENT = {
  title: 'No event with this code',
  text: 'Check the link you were given, or ask the organiser for it again.',
};

function Cancelled() {
  return (
    <p className={styles.cancelled}>
      <Badge>Cancelled</Badge> The organiser cancelled this event: sign-ups are closed.
    </p>
  );
}

/** A visitor: the event as an invitation, then the registration form (or, cancelled, no form). */
function VisitorView({ event, Register }: { event: EventPage; Register: ComponentType }) {
  if (event.cancelled) {
    return (
      <div className="page page--narrow">
        <p className="eyebrow">Event</p>
        <h1 className={styles.title}>{event.name}</h1>
        <Cancelled />
        <Card className={styles.facts}>
          <EventFacts event={event} />
        </Card>
        <p className={styles.more}>
          You can still <Link to="/register">join Podium</Link> to show your ability to coaches and
          organisations.
        </p>
      </div>
    );
  }
  return (
    <div className={styles.visitor}>
      <Card as="section" aria-labelledby="promo-event" className={styles.invite}>
        <p className="eyebrow">You’re invited to an event</p>
        <h2 id="promo-event" className={styles.name}>
          {event.name}
        </h2>
        <EventFacts event={event} showPlaces />
        <p className={styles.more}>
          Create your athlete account below, then sign up. Already on Podium? <Link to="/login">Log in</Link>{' '}
          and open this link again.
        </p>
      </Card>
      <Register />
    </div>
  );
}

function SignedInView({ event }: { event: EventPage }) {
  return (
    <div className="page page--narrow">
      <p className="eyebrow">Event</p>
      <h1 className={styles.title}>{event.name}</h1>
      {event.cancelled && <Cancelled />}
      <Card className={styles.facts}>
        <EventFacts event={event} showPlaces />
        <SignUpPanel event={event} />
      </Card>
    </div>
  );
}

export function PromoPage({ Register }: { Register: ComponentType }) {
  const { code = '' } = useParams();
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const page = useGetPromoEventQuery(code);
  if (page.isLoading) return <Loader label="Loading the event..." />;
  if (!page.data) {
    return (
      <div className="page page--narrow">
        <FailurePanel
          error={page.error}
          onRetry={page.refetch}
          title="The event could not be loaded"
          notFound={NO_SUCH_EVENT}
          // A code that cannot be one (too short, odd characters) is refused with a 400: no such event either.
          refused={NO_SUCH_EVENT}
          action={
            <ButtonLink variant="primary" to="/">
              Go to the home page
            </ButtonLink>
          }
        />
      </div>
    );
  }
  return isAuthenticated ? (
    <SignedInView event={page.data} />
  ) : (
    <VisitorView event={page.data} Register={Register} />
  );
}
