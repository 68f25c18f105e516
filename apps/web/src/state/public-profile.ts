// The public profiles read with a plain fetch (issue 8, "Loading speed"): /public/athlete/{id}, /public/link/{code},
// /public/coach/{id} and /public/org/{id} are the pages people open from a shared link, and their largest paint
// waits for the page's code. Reading the profile through RTK Query would bring RTK Query and zod (about 40 KB
// gzipped) for one read-only call whose answer the server already checks against its schema when it sends it. The
// athlete's request is the one preload-public.ts preloads (same address, no credentials), so the preloaded answer
// is used. On the athlete's two pages opened directly, the server has rendered the page from the same call and put
// its reply in the page (server-page.ts): the first render starts from it and nothing is fetched.

import type { ServerPageData } from '@podium/core';
import { API_REQUEST_TIMEOUT_MS } from '@podium/core';
import type { ReplyOf } from '@podium/core/endpoints';
import { useCallback, useEffect, useState } from 'react';
import { usePlatform } from '../platform/PlatformProvider.tsx';
import type { ProfileLoadState } from '../ui/ProfileLoadStates.tsx';
import { apiAddress } from './address.ts';
import { useAppSelector } from './hooks.ts';
import { useServerPageSeed } from './server-page.ts';

/** What each public address answers, as core's endpoint table has it. */
interface PublicAnswers {
  athlete: ReplyOf<'GET /api/public/athlete/:id'>;
  link: ReplyOf<'GET /api/public/link/:code'>;
  coach: ReplyOf<'GET /api/public/coach/:id'>;
  org: ReplyOf<'GET /api/public/org/:id'>;
}

export type PublicProfileKind = keyof PublicAnswers;

/** The athlete's two public pages' call, core's endpoint table naming its address (preload-public.ts preloads it). */
export const PRELOADED_PROFILE_ADDRESSES = {
  athlete: (id: string) => apiAddress('GET /api/public/athlete/:id', { id }),
  link: (code: string) => apiAddress('GET /api/public/link/:code', { code }),
};

/** Each public page's call by its kind, from core's table; the athlete's two are the ones preload-public.ts preloads. */
const PUBLIC_PROFILE_ADDRESSES: Record<PublicProfileKind, (key: string) => string> = {
  ...PRELOADED_PROFILE_ADDRESSES,
  coach: (id) => apiAddress('GET /api/public/coach/:id', { id }),
  org: (id) => apiAddress('GET /api/public/org/:id', { id }),
};

/** The address of a public profile: for the athlete's, the same one preload-public.ts asks for. */
export function publicProfileUrl(apiBaseUrl: string, kind: PublicProfileKind, key: string): string {
  return `${apiBaseUrl}${PUBLIC_PROFILE_ADDRESSES[kind](key)}`;
}

/** A failed load, shaped as RTK Query's errors are, so messages.ts reads it the same way. */
export type PublicLoadError = { status: number; data: unknown } | { status: 'FETCH_ERROR' | 'TIMEOUT_ERROR' };

interface LoadState<T> {
  data?: T | undefined;
  error?: PublicLoadError | undefined;
  isFetching: boolean;
}

async function fetchPublicProfile<T>(url: string, token: string | null): Promise<LoadState<T>> {
  try {
    const response = await fetch(url, {
      headers: token ? { 'x-auth-token': token } : {},
      signal: AbortSignal.timeout(API_REQUEST_TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) return { error: { status: response.status, data: body }, isFetching: false };
    // Typed, not re-parsed: the server serialises this answer through its response schema.
    return { data: body as T, isFetching: false };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { error: { status: timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR' }, isFetching: false };
  }
}

/** The server's reply as a load that has just answered: the profile, or the refusal the API gave. */
function loadedFrom<T>(page: ServerPageData): LoadState<T> {
  // Typed, not re-parsed: the server sent it through the endpoint's response schema, as it sends the API's answers.
  if (page.status === 200) return { data: page.body as T, isFetching: false };
  return { error: { status: page.status, data: page.body }, isFetching: false };
}

export function usePublicProfile<K extends PublicProfileKind>(
  kind: K,
  key: string,
): ProfileLoadState<PublicAnswers[K]> {
  const { apiBaseUrl } = usePlatform();
  const token = useAppSelector((state) => state.auth.token);
  const url = key === '' ? null : publicProfileUrl(apiBaseUrl, kind, key);
  const seed = useServerPageSeed();
  const [attempt, setAttempt] = useState(0);
  // `isSeeded`: drawn from the reply the server rendered this page from, not fetched.
  const [state, setState] = useState<
    LoadState<PublicAnswers[K]> & { url: string | null; isSeeded?: boolean }
  >(() => {
    const { page } = seed;
    if (!url || !page || seed.isTaken || page.kind !== kind || page.key !== key)
      return { url: null, isFetching: false };
    return { ...loadedFrom<PublicAnswers[K]>(page), url, isSeeded: true };
  });

  // `attempt` asks again (Try again); the token is read when asking: signing in does not refetch a public page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above
  useEffect(() => {
    if (!url) return;
    // Drawn from the server's reply: nothing to ask until Try again or another address. Another screen showing this
    // address later asks afresh.
    if (state.isSeeded && state.url === url && attempt === 0) {
      seed.isTaken = true;
      return;
    }
    let isCurrent = true;
    setState((previous) => ({ ...previous, url, isFetching: true }));
    void fetchPublicProfile<PublicAnswers[K]>(url, token).then((loaded) => {
      if (isCurrent) setState({ ...loaded, url });
    });
    return () => {
      isCurrent = false;
    };
  }, [url, attempt]);

  const refetch = useCallback(() => setAttempt((count) => count + 1), []);
  const isCurrent = state.url === url;
  return {
    data: isCurrent ? state.data : undefined,
    error: isCurrent ? state.error : undefined,
    // Until this address's first answer, the page is loading.
    isLoading: url !== null && (!isCurrent || (state.isFetching && !state.data && !state.error)),
    isFetching: state.isFetching,
    refetch,
  };
}
