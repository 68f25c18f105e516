// A page the server renders before the app's code runs (the public athlete page, issue 23): the API reply it rendered
// from travels inside the page, so the app starts from that reply instead of asking for it again.

/** The id of the `<script type="application/json">` that carries the reply in the page. */
export const SERVER_PAGE_DATA_ID = 'podium-page-data';

/** The public pages the server renders: /public/athlete/{id} and /public/link/{code}. */
export type ServerPageKind = 'athlete' | 'link';

/** What the server rendered from: the page's call (its kind and key) and the API's answer to it, as the app would get it. */
export interface ServerPageData {
  kind: ServerPageKind;
  /** The athlete's id or the link's code, as the page's address names it (decoded). */
  key: string;
  /** The API's status: 200, or the refusal the page shows (404 for a private, hidden or unknown profile). */
  status: number;
  /** The API's JSON body: the profile, or `{ errors: [{ msg }] }`. */
  body: unknown;
  /**
   * When the server drew the page (ms since 1970): its times are said as of then, in UTC, and the browser's first
   * render says them alike, so that it matches the HTML it hydrates (apps/web ui/clock.ts).
   */
  drawnAt: number;
}
