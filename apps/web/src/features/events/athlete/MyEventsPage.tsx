// /AthleteProfile/my-events (account spec 2; issue 25): the athlete's events and tickets, upcoming first (soonest
// first), then past and cancelled ones; each ticket's QR code while it can be scanned, its check-in and the results
// entered there. Loading, error, empty (how to find an event: an organisation's promo link) and content states.
import { ROUTES } from '@podium/core';
import { ButtonLink } from '../../../ui/Button.tsx';
import { FailurePanel } from '../../../ui/FailurePanel.tsx';
import { Loader } from '../../../ui/Loader.tsx';
import { StatePanel } from '../../../ui/StatePanel.tsx';
import { UnderHeading } from '../../../ui/UnderHeading.tsx';
import { useGetMyEventsQuery } from './athlete-events-api.ts';
import { EventConfirmedPage } from './EventConfirmedPage.tsx';
import { sortEvents } from './event-words.ts';
import styles from './MyEventsPage.module.css';
import { PromoPage } from './PromoPage.tsx';
import { TicketCard } from './TicketCard.tsx';

function MyEventsList() {
  const list = useGetMyEventsQuery();
  if (list.isLoading) return <Loader label="Loading your events..." />;
  if (!list.data) {
    return <FailurePanel error={list.error} onRetry={list.refetch} title="Your events could not be loaded" />;
  }
  if (list.data.events.length === 0) {
    return (
      <StatePanel
        kind="empty"
        title="You have no events yet"
        isFramed
        action={
          <ButtonLink variant="primary" to={ROUTES.athleteHome}>
            Back to your profile
          </ButtonLink>
        }
      >
        Organisations share a promo link for each of their events, such as a combine or a trial. Open the link
        they give you to see the event and sign up; your ticket then shows here.
      </StatePanel>
    );
  }
  const { upcoming, past } = sortEvents(list.data.events);
  return (
    <>
      {upcoming.length > 0 && (
        <section aria-labelledby="upcoming-events" className={styles.section}>
          <h2 id="upcoming-events">Upcoming</h2>
          <ul className={styles.list}>
            {upcoming.map((item) => (
              <li key={item.ticket._id}>
                <TicketCard item={item} headingLevel={3} linkName />
              </li>
            ))}
          </ul>
        </section>
      )}
      {past.length > 0 && (
        <section aria-labelledby="past-events" className={styles.section}>
          <h2 id="past-events">Past and cancelled</h2>
          <ul className={styles.list}>
            {past.map((item) => (
              <li key={item.ticket._id}>
                <TicketCard item={item} headingLevel={3} linkName />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export function MyEventsPage() {
  return (
    <div className="page">
      <p className="eyebrow">Events</p>
      <h1 className={styles.title}>My events</h1>
      <p className="lead">Your tickets, with the QR code the event’s staff scan when you arrive.</p>
      <UnderHeading>
        <MyEventsList />
      </UnderHeading>
    </div>
  );
}

/**
 * The athlete's event screens in one chunk, by one loader (../screens.ts): the preload table every route's first load
 * carries then names events' files once, not once a screen (as GroupScreens does, issue 24).
 */
export const AthleteEventScreens = { PromoPage, MyEventsPage, EventConfirmedPage };
