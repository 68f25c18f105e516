// "Now" for a part that prints a time: while the browser hydrates a page the server drew (issue 23), the moment and
// time zone (UTC) the server drew it at, so the first render says exactly what the server's HTML says ("3 minutes
// ago", "4 May 2026"); once hydrated, and on every page the browser draws itself, the browser's own clock and zone.
import { createContext, useContext, useSyncExternalStore } from 'react';

export interface Clock {
  now: Date;
  /** Dates are said in UTC (the server's drawing), not in the browser's time zone. */
  inUtc: boolean;
}

/** The moment (ms) the server drew this page at; null on a page the browser draws. */
export const ServerClockContext = createContext<number | null>(null);

const subscribeToNothing = () => () => undefined;

export function useClock(): Clock {
  const drawnAt = useContext(ServerClockContext);
  // False on the server and while hydrating (React reads the server's snapshot), true from the next render on.
  const isHydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (!isHydrated && drawnAt !== null) return { now: new Date(drawnAt), inUtc: true };
  return { now: new Date(), inUtc: false };
}
