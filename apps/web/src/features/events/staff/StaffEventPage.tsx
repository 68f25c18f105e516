// /events/staffing/{id} (issue 25): one event a staff member works at: check-in (typed or scanned), the attendee list
// (minors without consent counted, never named) and results entry with its history. The event is read from "Events I
// staff"; one the account does not staff is not found here.
import { useParams } from 'react-router';
import { ButtonLink } from '../../../ui/Button.tsx';
import { FailurePanel } from '../../../ui/FailurePanel.tsx';
import { Loader } from '../../../ui/Loader.tsx';
import { StatePanel } from '../../../ui/StatePanel.tsx';
import { AttendeeList } from '../AttendeeList.tsx';
import { STAFFED_EVENTS_PATH } from '../event-paths.ts';
import { formatEventTime } from '../event-time.ts';
import { useGetStaffedEventsQuery } from '../events-api.ts';
import { CheckInPanel } from './CheckInPanel.tsx';
import { ResultsPanel } from './ResultsPanel.tsx';
import styles from './StaffEventPage.module.css';

export function StaffEventPage() {
  const { id = '' } = useParams();
  const load = useGetStaffedEventsQuery();
  if (load.isLoading) return <Loader label="Loading the event..." />;
  if (load.error !== undefined && !load.data)
    return (
      <div className="page">
        <FailurePanel error={load.error} onRetry={load.refetch} title="The event could not be loaded" />
      </div>
    );
  const event = load.data?.events.find((each) => each._id === id);
  if (!event)
    return (
      <div className="page">
        <StatePanel
          kind="empty"
          title="No such event"
          action={
            <ButtonLink variant="primary" to={STAFFED_EVENTS_PATH}>
              Events I staff
            </ButtonLink>
          }
        >
          You are not on this event’s staff.
        </StatePanel>
      </div>
    );
  return (
    <div className="page">
      <p className="eyebrow">{event.cancelled ? 'Cancelled event' : 'Event I staff'}</p>
      <h1 className={styles.title}>{event.name}</h1>
      <p className={styles.when}>{formatEventTime(event.startsAt, event.timeZone)}</p>
      <p className={styles.place}>{event.place}</p>
      <CheckInPanel eventId={event._id} timeZone={event.timeZone} isCancelled={event.cancelled} />
      <AttendeeList eventId={event._id} timeZone={event.timeZone} isCancelled={event.cancelled} />
      <ResultsPanel event={event} />
    </div>
  );
}
