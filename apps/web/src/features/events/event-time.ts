// An event's time is a moment shown in the event's own time zone (issue 25): what the organisation typed as a wall
// clock in that zone becomes an instant for the server, and back again for editing, with Intl only.

/** "Sat 1 Jun 2027, 10:00 IST": the moment as the event's place reads it. */
export function formatEventTime(startsAt: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IE', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(startsAt));
}

/** "09:12", in the event's zone (a check-in's time). */
export function formatClock(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IE', { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(at),
  );
}

/** The wall clock of `date` in `timeZone`, as milliseconds since the epoch read as UTC. */
function wallClockOf(date: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** A datetime-local value ("2027-06-01T10:00") read in `timeZone`, as an ISO instant; '' when it is not one. */
export function instantOf(local: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return '';
  const [, y, mo, d, h, mi] = match.map(Number);
  const wall = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
  // The zone's offset at that wall time, asked twice so a guess across a clock change settles.
  let utc = wall - (wallClockOf(new Date(wall), timeZone) - wall);
  utc = wall - (wallClockOf(new Date(utc), timeZone) - utc);
  return new Date(utc).toISOString();
}

/** An instant as a datetime-local value in `timeZone` (editing an event). */
export function localOf(startsAt: string, timeZone: string): string {
  return new Date(wallClockOf(new Date(startsAt), timeZone)).toISOString().slice(0, 16);
}

/** The zones this browser knows, for the form's list (the server checks the one sent). */
export function knownTimeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

/** The browser's own zone, the form's first guess. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
