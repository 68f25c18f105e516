// The browser's side of a page the server drew (the public athlete page, issue 23): hydrates it from the reply it
// carries. A chunk of its own, which only such a page loads (and preloads: apps/server http/page-hints.ts), so no
// other page's first load carries the seed or the wait below.
import { SERVER_PAGE_DATA_ID, type ServerPageData } from '@podium/core';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ServerPageContext, seedOf } from '../state/server-page.ts';

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

/**
 * Marks the document once the tree is live (`<html data-hydrated>`): a control the server drew does nothing until
 * then, so a test (or a script) that clicks it waits for the mark. Draws nothing, so both sides' trees still match.
 */
function HydratedMark(): null {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/**
 * Hydrates `container` with `app` once the stored token has been read (`tokenRead`): the server drew the page as for
 * a visitor whose token has been read (app/SessionGate.tsx), so the first frame the browser draws is the server's. A
 * signed-in visitor's menu follows once their token is checked. A page whose reply cannot be read is drawn afresh.
 */
export async function hydrate(
  container: HTMLElement,
  app: ReactNode,
  tokenRead: Promise<void>,
): Promise<void> {
  const page = readServerPage();
  const tree = (
    <StrictMode>
      <ServerPageContext value={seedOf(page)}>{app}</ServerPageContext>
      <HydratedMark />
    </StrictMode>
  );
  await tokenRead;
  if (page) hydrateRoot(container, tree);
  else createRoot(container).render(tree);
}
