// The own profile screen: loading, no profile yet, no results yet, error with retry, and content with ranks.
import { API_REQUEST_TIMEOUT_MS, STORAGE_KEYS } from '@podium/core';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OFFLINE_ERROR, SERVER_ERROR } from '../../../state/messages.ts';
import { type StubReply, stubApi } from '../../../test/api-stub.ts';
import { buildDashProfile, buildProfile, buildRanking } from '../../../test/athlete-fixtures.ts';
import { buildUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

// Each test boots the whole app; on a busy machine the first screen can take over the default second.
configure({ asyncUtilTimeout: 5000 });

function openProfile(routes: Record<string, StubReply>) {
  const calls = stubApi({ 'GET /api/auth': { body: buildUser() }, ...routes });
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  return { calls, ...renderApp('/AthleteProfile') };
}

describe('/AthleteProfile', () => {
  it('shows a loader while the profile loads', async () => {
    openProfile({ 'GET /api/athleteProfile/me': () => new Promise(() => undefined) });
    expect(await screen.findByText('Loading your profile...')).toBeInTheDocument();
  });

  it('invites an athlete without a profile to create one', async () => {
    openProfile({
      'GET /api/athleteProfile/me': {
        status: 404,
        body: { errors: [{ msg: 'Create your athlete profile first' }] },
      },
    });
    const link = await screen.findByRole('link', { name: 'Create your profile' });
    expect(link).toHaveAttribute('href', '/create-profile');
  });

  it('invites the athlete to add a first result when there are none', async () => {
    openProfile({ 'GET /api/athleteProfile/me': { body: buildProfile() } });
    expect(await screen.findByRole('heading', { name: 'No test results yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add your first result' })).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the profile', async () => {
    let attempts = 0;
    const { user } = openProfile({
      'GET /api/athleteProfile/me': () => {
        attempts += 1;
        return attempts === 1
          ? { status: 500, body: { errors: [{ msg: 'Database unavailable' }] } }
          : { body: buildProfile() };
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'We could not load your profile' }),
    ).toBeInTheDocument();
    expect(screen.getByText(SERVER_ERROR)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Maya Okafor', level: 1 })).toBeInTheDocument();
  });

  it('shows the header, the latest score, its best rank and the change since the last result', async () => {
    const { calls } = openProfile({
      'GET /api/athleteProfile/me': { body: buildDashProfile() },
      'POST /api/athleteProfile/athData': { body: { dash40: buildRanking() } },
    });
    expect(await screen.findByRole('heading', { name: 'Maya Okafor', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('17 years old')).toBeInTheDocument();
    expect(screen.getByText('Football (soccer) · Winger')).toBeInTheDocument();
    expect(screen.getByText('Leeds, UK')).toBeInTheDocument();

    const card = screen.getByRole('article', { name: '40 Yard Dash' });
    expect(within(card).getByText('4.95 sec')).toBeInTheDocument();
    // Spec 5: the best of the four ranks; 2nd of 40 beats 2nd of 12 and 3rd of 25.
    expect(await within(card).findByText('2nd of 40 Football (soccer) athletes')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: /^Top 5% of 120 athletes/ })).toBeInTheDocument();
    // Spec 4: a sprint time that went down is an improvement: the signed difference, in green.
    const change = within(card).getByTitle('Improved by 0.15 sec');
    expect(change).toHaveAttribute('data-colour', 'green');
    expect(within(change).getByText('\u22120.15 sec')).toBeVisible();
    expect(calls.find((call) => call.path === '/api/athleteProfile/athData')?.body).toEqual(['dash40']);
  });

  it('shows no medal in a pool too small to rank in, and says why (issue 22)', async () => {
    const alone = buildRanking({
      overallRank: 1,
      totalAthletes: 1,
      rankInAthleteSport: 1,
      totalInAthleteSport: 1,
      rankInAthleteAge: 1,
      totalInAthleteAge: 1,
      rankAthleteAgeAndSport: 1,
      totalAthleteAgeAndSport: 1,
      percentile: 100,
      distribution: [0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
    });
    openProfile({
      'GET /api/athleteProfile/me': { body: buildDashProfile() },
      'POST /api/athleteProfile/athData': { body: { dash40: alone } },
    });
    const card = await screen.findByRole('article', { name: '40 Yard Dash' });
    expect(
      await within(card).findByText('Only 1 athlete has done this test so far; ranks start at 5'),
    ).toBeInTheDocument();
    expect(within(card).queryByText('1st')).not.toBeInTheDocument();
    expect(within(card).queryByText(/of 1 /)).not.toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    // Nor does the hero call it the athlete's best rank.
    expect(screen.queryByText('best rank')).not.toBeInTheDocument();
  });

  it('ranks among the pools large enough, and never reads the last as top (issue 22)', async () => {
    const last = buildRanking({
      overallRank: 120,
      totalAthletes: 120,
      rankInAthleteSport: 40,
      totalInAthleteSport: 40,
      rankInAthleteAge: 25,
      totalInAthleteAge: 25,
      // First of two of their age and sport: a number that would win, in a pool that means nothing.
      rankAthleteAgeAndSport: 1,
      totalAthleteAgeAndSport: 2,
    });
    openProfile({
      'GET /api/athleteProfile/me': { body: buildDashProfile() },
      'POST /api/athleteProfile/athData': { body: { dash40: last } },
    });
    const card = await screen.findByRole('article', { name: '40 Yard Dash' });
    expect(await within(card).findByText('25th of 25 17-year-old athletes')).toBeInTheDocument();
    expect(within(card).queryByText('1st')).not.toBeInTheDocument();
    expect(within(card).getByRole('img', { name: /^Bottom 1% of 120 athletes/ })).toBeInTheDocument();
    expect(within(card).getByText('Bottom 1% overall')).toBeInTheDocument();
    expect(within(card).queryByText(/Top/)).not.toBeInTheDocument();
  });

  it('says ranks could not be had when the ranking call gets no answer, and offers a retry', async () => {
    openProfile({ 'GET /api/athleteProfile/me': { body: buildDashProfile() } });
    const fetchStub = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.url.endsWith('/athData')) throw new TypeError('Failed to fetch');
      return fetchStub(input, init);
    });
    const notice = await screen.findByText(/Ranks are not available right now/);
    expect(notice).toHaveTextContent(OFFLINE_ERROR);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('gives up on a ranking call the server never answers, and says so with a retry', async () => {
    // Real time still flows (the app boots as usual); the test jumps over the long wait.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openProfile({ 'GET /api/athleteProfile/me': { body: buildDashProfile() } });
    const fetchStub = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (!request.url.endsWith('/athData')) return fetchStub(input, init);
      // A server that never answers: only the client giving up ends the call.
      return new Promise<Response>((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    });
    expect(await screen.findByText('Working out your ranks...')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(API_REQUEST_TIMEOUT_MS - 1000);
    expect(screen.getByText('Working out your ranks...')).toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(1000);
    expect(await screen.findByText(/Ranks are not available right now/)).toHaveTextContent(OFFLINE_ERROR);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Working out your ranks...')).not.toBeInTheDocument();
  });

  it('says an answer that came but could not be read is the server’s trouble, not the connection', async () => {
    openProfile({ 'GET /api/athleteProfile/me': { body: buildDashProfile() } });
    const fetchStub = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (!request.url.endsWith('/athData')) return fetchStub(input, init);
      return new Response('<html>Bad gateway</html>', {
        status: 502,
        headers: { 'content-type': 'text/html' },
      });
    });
    expect(await screen.findByText(/Ranks are not available right now/)).toHaveTextContent(SERVER_ERROR);
    expect(screen.queryByText(new RegExp(OFFLINE_ERROR))).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
