// /events/staffing ("Events I staff", issue 25): the events the signed-in account was named staff of, any kind of
// account; each opens its check-in and results screen. Loading, error and empty states.
import { ButtonLink } from '../../../ui/Button.tsx';
import { FailurePanel } from '../../../ui/FailurePanel.tsx';
import { Loader } from '../../../ui/Loader.tsx';
import { StatePanel } from '../../../ui/StatePanel.tsx';
import { UnderHeading } from '../../../ui/UnderHeading.tsx';
import { staffEventPath } from '../event-paths.ts';
import { formatEventTime } from '../event-time.ts';
import { useGetStaffedEventsQuery } from '../events-api.ts';
import styles from './StaffedEventsPage.module.css';

function StaffedList() {
  const load = useGetStaffedEventsQuery();
  if (load.isLoading) return <Loader label="Loading the events you staff..." />;
  if (load.error !== undefined && !load.data)
    return <FailurePanel error={load.error} onRetry={load.refetch} title="Your events could not be loaded" />;
  const events = load.data?.events ?? [];
  if (events.length === 0)
    return (
      <StatePanel kind="empty" title="You staff no events" isFramed>
        When an organisation adds you to an event’s staff by your email, it appears here.
      </StatePanel>
    );
  return (
    <ul className={styles.list}>
      {events.map((event) => (
        <li key={event._id} className={styles.row}>
          <div className={styles.what}>
            <h2 className={styles.name}>{event.name}</h2>
            <p className={styles.when}>
              {formatEventTime(event.startsAt, event.timeZone)}
              {event.cancelled ? ' (cancelled)' : ''}
            </p>
            <p className={styles.place}>
              {event.place}, {event.organisation.name}
            </p>
          </div>
          <ButtonLink
            size="small"
            variant="primary"
            to={staffEventPath(event._id)}
            aria-label={`Open ${event.name}`}
          >
            Check in and results
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}

export function StaffedEventsPage() {
  return (
    <div className="page">
      <p className="eyebrow">Events</p>
      <h1 className={styles.title}>Events I staff</h1>
      <p className="lead">Check athletes in and enter their results at the events you work at.</p>
      <UnderHeading level={1}>
        <StaffedList />
      </UnderHeading>
    </div>
  );
}
