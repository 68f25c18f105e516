// Whether the signed-in account works at an event still to come (issue 25): the top bar shows "Events I staff" only
// then. Loaded lazily by the shell (../screens.ts), so its one read of GET /api/events/staffed happens once a session,
// after the first screen, and no first load carries it. The shell hands its menu's link class (its own styles).
import type { EventPage } from '@podium/core/api/events';
import { NavLink } from 'react-router';
import { STAFFED_EVENTS_PATH } from '../event-paths.ts';
import { useGetStaffedEventsQuery } from '../events-api.ts';

/** An event's day lasts a while after its start: staff still need their screens that evening. */
const STILL_ON_MS = 24 * 60 * 60 * 1000;

export function hasUpcomingStaffedEvent(events: readonly EventPage[], now: number = Date.now()): boolean {
  return events.some((event) => !event.cancelled && Date.parse(event.startsAt) + STILL_ON_MS > now);
}

/** The menu's "Events I staff" item, or nothing. */
export function StaffedEventsLink({ linkClass }: { linkClass: (state: { isActive: boolean }) => string }) {
  const staffed = useGetStaffedEventsQuery();
  if (!staffed.data || !hasUpcomingStaffedEvent(staffed.data.events)) return null;
  return (
    <li>
      <NavLink className={linkClass} to={STAFFED_EVENTS_PATH}>
        Events I staff
      </NavLink>
    </li>
  );
}
