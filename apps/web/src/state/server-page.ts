// The reply a server-rendered page was drawn from (issue 23): the server puts it in the page beside the HTML, the app
// reads it before hydrating and hands it down through context, so the public profile's first render draws exactly
// what the server drew, with no request. Taken once: a later visit to the same address asks the server afresh. And
// "now" for a part that prints a time (useClock), which must say it as the server did until the page is hydrated.
import type { ServerPageData } from '@podium/core';
import { createContext, useContext, useSyncExternalStore } from 'react';

/** The page's reply, and whether a screen has started from it already. */
export interface ServerPageSeed {
  page: ServerPageData | null;
  isTaken: boolean;
}

const NO_SEED: ServerPageSeed = { page: null, isTaken: true };

export const ServerPageContext = createContext<ServerPageSeed>(NO_SEED);

export const seedOf = (page: ServerPageData | null): ServerPageSeed => ({ page, isTaken: page === null });

/** The seed of this render: the server's reply until a screen has started from it. */
export const useServerPageSeed = (): ServerPageSeed => useContext(ServerPageContext);

export interface Clock {
  now: Date;
  /** Dates are said in UTC (the server's drawing), not in the browser's time zone. */
  inUtc: boolean;
}

const subscribeToNothing = () => () => undefined;

/**
 * While the browser hydrates a page the server drew, the moment and time zone (UTC) the server drew it at, so the
 * first render says exactly what the server's HTML says ("3 minutes ago", "4 May 2026"); once hydrated, and on every
 * page the browser draws itself, the browser's own clock and zone.
 */
export function useClock(): Clock {
  const drawnAt = useContext(ServerPageContext).page?.drawnAt;
  // False on the server and while hydrating (React reads the server's snapshot), true from the next render on.
  const isHydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (!isHydrated && drawnAt !== undefined) return { now: new Date(drawnAt), inUtc: true };
  return { now: new Date(), inUtc: false };
}
