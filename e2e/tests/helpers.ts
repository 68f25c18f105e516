// Shared steps for the end-to-end specs: accounts made through the API, signing in, reading the mail outbox.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const PASSWORD = 'sprinter-123';

let counter = 0;
/** A unique email per call, so specs never collide on one server: the worker's own, since workers run side by side. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.env.TEST_WORKER_INDEX ?? 0}-${counter}@example.com`;
}

export interface Account {
  email: string;
  password: string;
  token: string;
  name: string;
}

/** Registers through POST /api/users: quicker than the form when the form is not what a spec tests. */
export async function registerViaApi(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  const body = {
    name: 'Maya Okafor',
    email: uniqueEmail('athlete'),
    birthDate: '2004-05-04',
    password: PASSWORD,
    userType: 1,
    agreedToTerms: true,
    sportsArray: ['Athletics'],
    ...overrides,
  };
  // A client address per account (the server trusts the e2e "proxy"): the suite registers more accounts than one
  // address may in an hour. Made from the unique email, so a restarted worker does not start the addresses again.
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(String(body.email)).digest();
  const address = `10.${a}.${b}.${c}`;
  const response = await request.post('/api/users', { data: body, headers: { 'x-forwarded-for': address } });
  expect(response.status()).toBe(201);
  const { token } = await response.json();
  return { email: String(body.email), password: String(body.password), token, name: String(body.name) };
}

/** An account (an athlete unless overridden) with an athlete profile, made through the API. */
export async function registerWithAthleteProfile(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<Account & { profileId: string }> {
  const account = await registerViaApi(request, overrides);
  const response = await request.post('/api/athleteProfile', {
    headers: { 'x-auth-token': account.token },
    data: { sportingCred: [{ sport: 'Athletics', main: true }] },
  });
  expect(response.ok()).toBe(true);
  const { profile } = await response.json();
  return { ...account, profileId: String(profile._id) };
}

/** A coach account that made an organisation (POST /api/organisation), as an organisation's admin is made. */
export async function registerOrganisationAdmin(
  request: APIRequestContext,
  admin: { name: string; emailPrefix: string },
  organisation: string,
): Promise<Account & { orgId: string }> {
  const account = await registerViaApi(request, {
    userType: 2,
    name: admin.name,
    email: uniqueEmail(admin.emailPrefix),
    birthDate: '1980-01-01',
  });
  const made = await request.post('/api/organisation', {
    headers: { 'x-auth-token': account.token },
    data: { name: organisation },
  });
  expect(made.status()).toBe(201);
  return { ...account, orgId: String((await made.json()).organisation._id) };
}

/**
 * Stores the token as the app does, on the tab's first page only (sessionStorage remembers it): a test that signs out
 * or clears storage stays signed out, and a token the app replaced (a password change) is not put back.
 */
function storeTokenOnce(token: string): void {
  try {
    const stored = `podium-e2e-token:${token}`;
    if (sessionStorage.getItem(stored)) return;
    sessionStorage.setItem(stored, 'true');
    localStorage.setItem('token', token);
  } catch {
    // about:blank and other opaque origins have no storage.
  }
}

/**
 * Signs in by storing the token as the app does, before its code reads it (an init script), then opens `path`: one
 * page load, where loading a page first to write the token took two.
 */
export async function openSignedIn(page: Page, token: string, path: string): Promise<void> {
  await page.addInitScript(storeTokenOnce, token);
  await page.goto(path);
}

/**
 * Opens `path` inside the running app, as following one of its links does (the router's history, no new document):
 * quicker than page.goto, and what was injected into the page (axe) stays.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export async function logInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The newest mail the server wrote to DATA_DIR/outbox for `to` (file names sort oldest to newest). */
export function newestMailTo(to: string): OutboxMail {
  const dataDir = process.env.PODIUM_E2E_DATA_DIR;
  if (!dataDir) throw new Error('PODIUM_E2E_DATA_DIR is set by playwright.config.ts');
  const dir = join(dataDir, 'outbox');
  const mails = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as OutboxMail)
    .filter((mail) => mail.to === to);
  const newest = mails.at(-1);
  if (!newest) throw new Error(`No mail to ${to} in ${dir}`);
  return newest;
}

/** PODIUM_SCREENSHOTS=<dir>: specs save the screens they pass through there, at phone and desktop widths, to look at. */
export async function shoot(page: Page, name: string): Promise<void> {
  const folder = process.env.PODIUM_SCREENSHOTS;
  if (!folder) return;
  const before = page.viewportSize();
  for (const [width, size] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/**
 * Resolves once the server has answered the page's live socket's registerUser for `profileId` (its acknowledgement
 * came back), whether socket.io spoke by long polling or over the WebSocket: from then on a notification for the
 * profile reaches the page. The request going out is not enough; the server joins the profile's room a moment later.
 * Start waiting before the page opens.
 */
export function socketRegistered(page: Page, profileId: string): Promise<void> {
  // socket.io's packets: `42<id>["registerUser",{…}]` asks, `43<id>[…]` acknowledges (several packets may share one
  // long-polling body, split by \x1e).
  const asked = new Set<string>();
  const askedIn = (payload: string) => {
    for (const packet of payload.split('\x1e')) {
      if (!packet.includes('registerUser') || !packet.includes(profileId)) continue;
      const id = /^42(\d+)\[/.exec(packet)?.[1];
      if (id !== undefined) asked.add(id);
    }
  };
  const answered = (payload: string) =>
    payload
      .split('\x1e')
      .some((packet) =>
        [...asked].some((id) => packet.startsWith(`43${id}[`) && !packet.includes('"errors"')),
      );
  return new Promise((resolve) => {
    page.on('request', (request) => {
      if (request.url().includes('/socket.io/')) askedIn(request.postData() ?? '');
    });
    page.on('response', async (response) => {
      if (!response.url().includes('/socket.io/') || response.request().method() !== 'GET') return;
      const body = await response.text().catch(() => '');
      if (answered(body)) resolve();
    });
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => askedIn(String(frame.payload)));
      socket.on('framereceived', (frame) => {
        if (answered(String(frame.payload))) resolve();
      });
    });
  });
}

/** Core's MIN_RANKED_POOL (5) less the spec's own athlete: e2e does not import core. */
export const DASH_POOL_FILLERS = 4;

/**
 * Athletes with a slow 40 yard dash, made through the API, so a spec's athlete is ranked in a pool large enough to
 * rank in (core MIN_RANKED_POOL, issue 22) whatever the other specs have added to the server.
 */
export async function fillDashPool(request: APIRequestContext, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const account = await registerViaApi(request, { name: `Pool Runner ${index + 1}` });
    const headers = { 'x-auth-token': account.token };
    const created = await request.post('/api/athleteProfile', {
      headers,
      data: { sportingCred: [{ sport: 'Athletics', main: true }] },
    });
    expect(created.status()).toBe(201);
    const added = await request.put('/api/athleteProfile/physical-tests', {
      headers,
      data: {
        attribute: 'Run Tests',
        test: '40 Yard Dash',
        results: { score: '6.50', unitOfMeasurement: 'sec' },
      },
    });
    expect(added.status()).toBe(200);
  }
}

/**
 * Buys the public link through the local checkout (issue 25: a plan's since then) and waits until the job has granted
 * it: the session, Pay on its page, the signed webhook and its job, all over HTTP.
 */
export async function buyPublicLink(request: APIRequestContext, token: string): Promise<void> {
  const headers = { 'x-auth-token': token };
  // The server's own origin (PUBLIC_URL's default): return addresses elsewhere are refused.
  const site = `http://localhost:${process.env.PODIUM_E2E_PORT ?? 3100}`;
  const started = await request.post('/api/subs/create-checkout-session', {
    headers,
    data: {
      priceId: 'public_link',
      successUrl: `${site}/purchase-success`,
      cancelUrl: `${site}/purchase-cancel`,
    },
  });
  expect(started.status()).toBe(200);
  const { data } = await started.json();
  const paid = await request.post(`${new URL(String(data.url)).pathname}/pay`);
  expect(paid.status()).toBe(200);
  await expect
    .poll(async () => {
      const status = await request.get('/api/subs/subscription-status', { headers });
      return (await status.json()).data.capabilities;
    })
    .toContain('publicLink');
}
