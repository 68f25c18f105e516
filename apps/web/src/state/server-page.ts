// The reply a server-rendered page was drawn from (issue 23): the server puts it in the page beside the HTML, the app
// reads it before hydrating and hands it down through context, so the public profile's first render draws exactly
// what the server drew, with no request. Taken once: a later visit to the same address asks the server afresh.
import { SERVER_PAGE_DATA_ID, type ServerPageData } from '@podium/core';
import { createContext, useContext } from 'react';

/** The page's reply, and whether a screen has started from it already. */
export interface ServerPageSeed {
  page: ServerPageData | null;
  isTaken: boolean;
}

const NO_SEED: ServerPageSeed = { page: null, isTaken: true };

export const ServerPageContext = createContext<ServerPageSeed>(NO_SEED);

export const seedOf = (page: ServerPageData | null): ServerPageSeed => ({ page, isTaken: page === null });

function isServerPageData(value: unknown): value is ServerPageData {
  if (typeof value !== 'object' || value === null) return false;
  const kind: unknown = Reflect.get(value, 'kind');
  return (
    (kind === 'athlete' || kind === 'link') &&
    typeof Reflect.get(value, 'key') === 'string' &&
    typeof Reflect.get(value, 'status') === 'number' &&
    typeof Reflect.get(value, 'drawnAt') === 'number' &&
    'body' in value
  );
}

/** The reply the server embedded in this page, or null when the page was not rendered on the server. */
export function readServerPage(doc: Document = document): ServerPageData | null {
  const text = doc.getElementById(SERVER_PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isServerPageData(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The seed of this render: the server's reply until a screen has started from it. */
export const useServerPageSeed = (): ServerPageSeed => useContext(ServerPageContext);
