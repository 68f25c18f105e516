// /organisation/events (issue 25): the events of the organisation the signed-in admin runs, upcoming, past and
// cancelled, each with its sign-ups and check-ins (a sign-up arriving refreshes them: events-api.ts; a cancelled one
// says so instead, its tickets refunded or void), and the form
// that makes a new one. Loading, error and empty states; a refusal's message is shown as the server words it.
import type { EventPage } from '@podium/core/api/events';
import { useNavigate } from 'react-router';
import { showAlert } from '../../../state/alerts-slice.ts';
import { useAppDispatch } from '../../../state/hooks.ts';
import { showErrorAlerts } from '../../../state/messages.ts';
import { ButtonLink } from '../../../ui/Button.tsx';
import { FailurePanel } from '../../../ui/FailurePanel.tsx';
import { Loader } from '../../../ui/Loader.tsx';
import { StatePanel } from '../../../ui/StatePanel.tsx';
import { UnderHeading } from '../../../ui/UnderHeading.tsx';
import { manageEventPath } from '../event-paths.ts';
import { formatEventTime } from '../event-time.ts';
import { useCreateEventMutation, useGetOrgEventsQuery } from '../events-api.ts';
import { bodyOf, EMPTY_EVENT, type EventDraft, EventForm } from './EventForm.tsx';
import styles from './ManageEventsPage.module.css';

type OrgEvent = EventPage & { signedUp: number; checkedIn: number };

/** Upcoming (soonest first), past (latest first) and cancelled, as an admin looks for them. */
export function groupEvents(events: readonly OrgEvent[], now = Date.now()) {
  const live = events.filter((event) => !event.cancelled);
  const at = (event: OrgEvent) => new Date(event.startsAt).getTime();
  return {
    upcoming: live.filter((event) => at(event) >= now).sort((a, b) => at(a) - at(b)),
    past: live.filter((event) => at(event) < now).sort((a, b) => at(b) - at(a)),
    cancelled: events.filter((event) => event.cancelled),
  };
}

function EventRow({ event }: { event: OrgEvent }) {
  return (
    <li className={styles.row}>
      <div className={styles.what}>
        <h3 className={styles.name}>{event.name}</h3>
        <p className={styles.when}>{formatEventTime(event.startsAt, event.timeZone)}</p>
        <p className={styles.place}>{event.place}</p>
      </div>
      {event.cancelled ? (
        // Its tickets were refunded or void: nobody is counted (design choices).
        <p className={styles.counts}>
          <span>Cancelled</span>
          <span>Tickets refunded or void</span>
        </p>
      ) : (
        <p className={styles.counts}>
          <span>
            {event.signedUp} of {event.capacity} signed up
          </span>
          <span>{event.checkedIn} checked in</span>
        </p>
      )}
      <ButtonLink size="small" to={manageEventPath(event._id)} aria-label={`Manage ${event.name}`}>
        Manage
      </ButtonLink>
    </li>
  );
}

function EventGroup({
  id,
  title,
  events,
  empty,
}: {
  id: string;
  title: string;
  events: OrgEvent[];
  empty: string;
}) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {events.length === 0 ? (
        <p className={styles.none}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {events.map((event) => (
            <EventRow key={event._id} event={event} />
          ))}
        </ul>
      )}
    </section>
  );
}

function EventLists() {
  const load = useGetOrgEventsQuery();
  if (load.isLoading) return <Loader label="Loading your events..." />;
  if (load.error !== undefined && !load.data)
    return (
      <FailurePanel
        error={load.error}
        onRetry={load.refetch}
        title="Your events could not be loaded"
        refused={{
          title: 'Only an organisation’s admins run events',
          text: 'Create your organisation first, or ask its admin to add you.',
          action: (
            <ButtonLink variant="primary" to="/organisation">
              Your organisation
            </ButtonLink>
          ),
        }}
      />
    );
  const events = load.data?.events ?? [];
  if (events.length === 0)
    return (
      <StatePanel kind="empty" title="No events yet" isFramed>
        Make your first event below: a combine, a trial or a testing day. Athletes sign up through its promo
        link.
      </StatePanel>
    );
  const { upcoming, past, cancelled } = groupEvents(events);
  return (
    <>
      <EventGroup id="upcoming" title="Upcoming" events={upcoming} empty="No upcoming events." />
      <EventGroup id="past" title="Past" events={past} empty="No past events." />
      {cancelled.length > 0 && <EventGroup id="cancelled" title="Cancelled" events={cancelled} empty="" />}
    </>
  );
}

export function ManageEventsPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [create, creating] = useCreateEventMutation();
  async function onCreate(draft: EventDraft) {
    try {
      const reply = await create(bodyOf(draft)).unwrap();
      dispatch(showAlert(reply.msg, 'success'));
      navigate(manageEventPath(reply.event._id));
    } catch (error) {
      dispatch(showErrorAlerts(error));
    }
  }
  return (
    <div className="page">
      <p className="eyebrow">Organisation</p>
      <h1 className={styles.title}>Events</h1>
      <p className="lead">Your organisation’s events, their sign-ups and check-ins.</p>
      <UnderHeading level={1}>
        <EventLists />
      </UnderHeading>
      <div className={styles.section}>
        <EventForm
          title="New event"
          initial={EMPTY_EVENT}
          isNew
          isBusy={creating.isLoading}
          submitLabel="Create event"
          onSubmit={onCreate}
        />
      </div>
    </div>
  );
}
