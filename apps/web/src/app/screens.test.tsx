// Every screen of the route table, walked in its error and empty states (issue 22, items 18 and 21): for each kind
// of visitor, with every call failing one way or answering nothing, the screen that settles has exactly one h1; no
// panel shows a server message as the API words it (a field name first); Try again shows only where trying again
// can help (no network, a 5xx), and there on every error; and a panel that is the whole screen offers a way on.
import { STORAGE_KEYS } from '@podium/core';
import type { User } from '@podium/core/api';
import { waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type StubReply, stubApi } from '../test/api-stub.ts';
import { buildProfile } from '../test/athlete-fixtures.ts';
import { buildUser } from '../test/fixtures.ts';
import { COACH, ORGANISATION } from '../test/profile-fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { appRoutes } from './routes.tsx';

const ID = '00000000-0000-4000-8000-000000000001';

/** A value for each path parameter the route table names. */
const PARAMS: Record<string, string> = {
  id: ID,
  groupId: ID,
  type: 'coach',
  promo: 'pitch',
  token: 'a'.repeat(43),
  code: 'abc123',
  sub: 'athlete_premium_monthly',
  email: 'someone@example.com',
  admin: 'false',
};

function pathsOf(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

/** Every route as an address, the catch-all as an unknown one, and /profile/{id} for each kind of profile. */
const ADDRESSES = [
  ...new Set(
    pathsOf(appRoutes).map((pattern) =>
      pattern === '*'
        ? '/no/such/page'
        : pattern.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? name),
    ),
  ),
  `/profile/${ID}?profileType=coach`,
  `/profile/${ID}?profileType=org`,
];

const VISITORS: Record<string, User | null> = {
  'someone signed out': null,
  'an athlete': buildUser({ profileId: 'p-1' }),
  'a coach': buildUser({ _id: 'c-1', userType: 2, activeProfile: 'coach' }),
  'an organisation admin': buildUser({
    _id: 'c-1',
    userType: 2,
    orgAdmin: true,
    activeProfile: 'org',
    organisation: ORGANISATION.name,
  }),
};

/** The field-named message every failing call carries: no panel may show it as it is. */
const FIELD_MESSAGE = 'podiumField: Refused by the test server';

// A 404, and another refusal (a 409, as for an athlete who has no profile yet): any other 4xx takes its branch.
const RETRYABLE = new Set(['failing (500)', 'offline']);

const FAILURES: Record<string, StubReply | 'offline'> = {
  'not found (404)': { status: 404, body: { errors: [{ msg: FIELD_MESSAGE }] } },
  'refused (409)': { status: 409, body: { errors: [{ msg: FIELD_MESSAGE }] } },
  'failing (500)': { status: 500, body: { errors: [{ msg: 'Something went wrong' }] } },
  offline: 'offline',
};

const emptyPage = { nextCursor: null };
const card = { profileId: ID, profileType: 'athlete', name: 'Sam Reyes', photo: null } as const;
const emptyAthlete = buildProfile({ bio: null, sportingCred: [], isOwner: false });

/** What each call answers when there is nothing to show: no results, no people, no notifications. */
const EMPTY_ANSWERS: [RegExp, unknown][] = [
  [/^GET \/api\/notifications\/unseen-count$/, { total: 0, profiles: [] }],
  [/^GET \/api\/notifications$/, { notifications: [], ...emptyPage }],
  [/^GET \/api\/athleteProfile\/me$/, { ...emptyAthlete, isOwner: true }],
  [/^GET \/api\/athleteProfile\/search$/, { profiles: [], entries: [], ...emptyPage }],
  [/^GET \/api\/athleteProfile\/endorsements\/me$/, { endorsements: [] }],
  [/^GET \/api\/events(\/staffed)?$/, { events: [] }],
  [
    /^GET \/api\/athleteProfile\/pitch-target\//,
    {
      receiver: { ...card, profileType: 'coach', name: COACH.name },
      nextPitchAt: null,
      nextContactAt: null,
      pitchesLeftToday: 20,
      contactsLeftToday: 20,
    },
  ],
  [/^GET \/api\/(athleteProfile|public\/athlete|public\/link)\/[^/]+$/, emptyAthlete],
  [
    /^GET \/api\/(coachProfile\/me|coachProfile\/user\/[^/]+|public\/coach\/[^/]+)$/,
    {
      ...COACH,
      bio: null,
      sports: [],
      athletes: [],
      coaches: [],
      organisations: [],
    },
  ],
  [
    /^GET \/api\/(organisation\/me|organisation\/[^/]+|public\/org\/[^/]+)$/,
    {
      ...ORGANISATION,
      bio: null,
      athletes: [],
      coaches: [],
    },
  ],
  [/^GET \/api\/watchlist$/, { entries: [], tags: [] }],
  [/^GET \/api\/watchlist\/status\//, { isSaved: false }],
  [/^GET \/api\/timeline\//, { profile: card, items: [], ...emptyPage }],
  [/^GET \/api\/collaborators(\/athletes)?$/, { collaborators: [], athletes: [] }],
  [/^GET \/api\/following\/(followers|following)$/, { profiles: [], ...emptyPage }],
  [
    /^GET \/api\/following\/status$/,
    { isFollowing: false, isRequested: false, followsYou: false, isBlocked: false },
  ],
  [/^GET \/api\/connections$/, { profiles: [], ...emptyPage }],
  [/^GET \/api\/connections\/status\//, { state: 'none', notification_id: null }],
  [
    /^GET \/api\/users\/caregiver-consent$/,
    { state: 'not-needed', caregiverEmail: null, requestedAt: null, isHidden: false },
  ],
  [/^POST \/api\/athleteProfile\/(athData|[^/]+\/athData)$/, {}],
  [
    /^GET \/api\/public\/caregiver-confirmations\/[^/]+$/,
    {
      athleteName: 'Sam Reyes',
      kind: 'caregiver',
      previous: null,
      value: 'new-caregiver@example.com',
      ageAfter: null,
      state: 'expired',
      requestedAt: '2026-01-01T00:00:00.000Z',
      decidedAt: null,
    },
  ],
];

/** Answers GET /api/auth with the visitor, and every other call with `reply`. */
function serve(user: User | null, reply: (method: string, path: string) => Response | Promise<Response>) {
  if (user) localStorage.setItem(STORAGE_KEYS.token, 'tok');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const { pathname } = new URL(request.url);
      if (request.method === 'GET' && pathname === '/api/auth') {
        return user ? jsonResponse(200, user) : jsonResponse(401, { errors: [{ msg: 'Sign in' }] });
      }
      return reply(request.method, pathname);
    }),
  );
}

function failWith(failure: StubReply | 'offline') {
  return async () => {
    if (failure === 'offline') throw new TypeError('Failed to fetch');
    const { status = 200, body = {} } =
      typeof failure === 'function'
        ? await failure({
            method: '',
            path: '',
            query: new URLSearchParams(),
            body: undefined,
            headers: new Headers(),
          })
        : failure;
    return jsonResponse(status, body);
  };
}

function answerEmpty(method: string, path: string) {
  const found = EMPTY_ANSWERS.find(([pattern]) => pattern.test(`${method} ${path}`));
  return found
    ? jsonResponse(200, found[1])
    : jsonResponse(404, { errors: [{ msg: `No stub for ${method} ${path}` }] });
}

/** Waits until the screen is drawn, nothing on it is loading, and it stays as it is (a redirect has landed). */
async function settled(router: { state: { location: { pathname: string } } }) {
  let last = '';
  await waitFor(
    () => {
      const main = document.querySelector('main');
      const now = `${router.state.location.pathname} ${main?.innerHTML}`;
      const isSteady = now === last;
      last = now;
      expect(main?.querySelector('.loader, .route-loading')).toBeNull();
      expect(main?.textContent?.trim()).not.toBe('');
      expect(isSteady).toBe(true);
    },
    { timeout: 5000, interval: 30 },
  );
}

function headingsOne(): string[] {
  return [...document.querySelectorAll('h1')].map((heading) => heading.textContent ?? '');
}

const main = () => document.querySelector('main') ?? document.body;

const retryButtons = (within: Element) =>
  [...within.querySelectorAll('button')].filter((button) =>
    /try again|reload|again/i.test(button.textContent ?? ''),
  );

/** The error panels and notes of the screen: what a failed load shows. */
const errorStates = () => [...main().querySelectorAll('[data-state-panel="error"], [data-failure]')];

/** Panels that stand for the whole screen (their title is its h1) and offer nothing to do: dead ends. */
const deadEnds = () =>
  [...main().querySelectorAll('[data-state-panel]')]
    .filter((panel) => panel.querySelector('h1') && !panel.querySelector('a[href], button'))
    .map((panel) => panel.textContent);

afterEach(() => {
  stubApi({});
});

describe.each(Object.entries(VISITORS))('for %s', (_who, user) => {
  describe.each(Object.entries(FAILURES))('every call %s', (how, failure) => {
    it.each(ADDRESSES)('%s has one h1, plain words and the action that helps', async (address) => {
      serve(user, failWith(failure));
      const { router } = renderApp(address);
      await settled(router);
      expect(headingsOne()).toHaveLength(1);
      expect(main().textContent).not.toContain('podiumField');
      expect(deadEnds()).toEqual([]);
      if (RETRYABLE.has(how)) {
        for (const state of errorStates())
          expect(retryButtons(state), state.textContent ?? '').not.toEqual([]);
      } else {
        expect(retryButtons(main()).map((button) => button.textContent)).toEqual([]);
      }
    });
  });

  describe('nothing to show', () => {
    it.each(ADDRESSES)('%s has one h1', async (address) => {
      serve(user, answerEmpty);
      const { router } = renderApp(address);
      await settled(router);
      expect(headingsOne()).toHaveLength(1);
      expect(deadEnds()).toEqual([]);
    });
  });
});
