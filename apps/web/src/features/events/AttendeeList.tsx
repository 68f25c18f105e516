// An event's attendees (issue 25), for its admins and staff: each by name with when they were checked in, and those
// under 16 without their caregiver's consent only counted (the one rule: no names); a cancelled event nobody. Loading,
// error and empty states.

import type { Attendees as AttendeesReply } from '@podium/core/api/events';
import { FailurePanel } from '../../ui/FailurePanel.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { StatePanel } from '../../ui/StatePanel.tsx';
import { UnderHeading } from '../../ui/UnderHeading.tsx';
import styles from './AttendeeList.module.css';
import { formatClock } from './event-time.ts';
import { useGetAttendeesQuery } from './events-api.ts';

export function AttendeeList({
  eventId,
  timeZone,
  isCancelled,
}: {
  eventId: string;
  timeZone: string;
  isCancelled: boolean;
}) {
  // A cancelled event's tickets were refunded or void: nobody attends it, so nobody is listed nor counted.
  const load = useGetAttendeesQuery({ id: eventId }, { skip: isCancelled });
  return (
    <section aria-labelledby="attendees" className={styles.section}>
      <h2 id="attendees">Attendees</h2>
      <UnderHeading level={2}>
        {isCancelled ? (
          <StatePanel kind="empty" title="Nobody attends a cancelled event" isFramed>
            Its tickets were refunded or void.
          </StatePanel>
        ) : load.isLoading ? (
          <Loader label="Loading attendees..." />
        ) : load.error !== undefined && !load.data ? (
          <FailurePanel error={load.error} onRetry={load.refetch} title="The attendees could not be loaded" />
        ) : (
          <AttendeeRows data={load.data} timeZone={timeZone} />
        )}
      </UnderHeading>
    </section>
  );
}

function AttendeeRows({ data, timeZone }: { data: AttendeesReply | undefined; timeZone: string }) {
  const attendees = data?.attendees ?? [];
  const hidden = data?.hidden ?? 0;
  const hiddenNote =
    hidden > 0 ? (
      <p className={styles.hidden}>
        {hidden === 1 ? '1 more athlete' : `${hidden} more athletes`} under 16 signed up; they are not shown
        until a caregiver consents.
      </p>
    ) : null;
  if (attendees.length === 0) {
    return (
      <>
        <StatePanel kind="empty" title="Nobody has signed up yet" isFramed>
          Share the promo link: sign-ups appear here as they arrive.
        </StatePanel>
        {hiddenNote}
      </>
    );
  }
  const checkedIn = attendees.filter((attendee) => attendee.checkedInAt).length;
  return (
    <>
      <p>
        {attendees.length} signed up, {checkedIn} checked in
      </p>
      <ul className={styles.list}>
        {attendees.map((attendee) => (
          <li key={attendee.ticketId}>
            <span className={styles.name}>{attendee.name}</span>
            <span className={attendee.checkedInAt ? styles.in : styles.out}>
              {attendee.checkedInAt
                ? `Checked in ${formatClock(attendee.checkedInAt, timeZone)}`
                : 'Not checked in'}
            </span>
          </li>
        ))}
      </ul>
      {hiddenNote}
    </>
  );
}
