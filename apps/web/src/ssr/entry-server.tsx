// The server's way into the app (issue 23): renders a page the server reads the data of (the public athlete page) to
// HTML, the same tree the browser then hydrates (main.tsx): the app's frame, its routes under a static router, the
// store as it is once the token has been read, and the API's reply handed down as the browser will hand it down.
// Built by `vite build --ssr` into dist-ssr/ and imported by the server (apps/server http/server-render.ts).
import type { ServerPageData } from '@podium/core';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppFrame } from '../app/App.tsx';
import { AppRoutes } from '../app/routes.tsx';
import { ServerPageContext, seedOf } from '../state/server-page.ts';
import { sessionStarted } from '../state/session-actions.ts';
import { createAppStore } from '../state/store.ts';
import { createServerPlatform } from './server-platform.ts';

/**
 * The HTML of `#root` for the page at `url` (absolute: its origin is the API's), drawn from `page`, the API's reply
 * to the page's call. Waits for the screen's code (its lazy chunks) before it answers; rejects if any part failed to
 * draw, so the server sends the page without it rather than half of it.
 */
export async function renderPage(page: ServerPageData, url: string): Promise<string> {
  const address = new URL(url);
  const platform = createServerPlatform(address.origin);
  const store = createAppStore(platform);
  // No token on the server: drawn as the browser draws it once it has read none (or one not yet checked).
  store.dispatch(sessionStarted(null));
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerPageContext value={seedOf(page)}>
        <AppFrame store={store} platform={platform}>
          <StaticRouter location={`${address.pathname}${address.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppFrame>
      </ServerPageContext>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  let html = '';
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  if (errors.length > 0) throw errors[0];
  return html;
}
