// A coach's view of another athlete's ranks (issue 10): all kept results by default, and the "Verified results
// only" switch asking the server for ranks among coach-verified results (?verifiedOnly=true) and back.
import { STORAGE_KEYS } from '@podium/core';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../test/api-stub.ts';
import { buildDashProfile, buildRanking } from '../../test/athlete-fixtures.ts';
import { buildUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const athlete = buildDashProfile({ _id: 'ap-2', isOwner: false });
const KEPT = buildRanking();
// Fewer athletes have verified results: 1st of 6 in the sport is the best of these four.
const VERIFIED = buildRanking({
  overallRank: 3,
  totalAthletes: 15,
  rankInAthleteSport: 1,
  totalInAthleteSport: 6,
  rankInAthleteAge: 2,
  totalInAthleteAge: 5,
  rankAthleteAgeAndSport: 2,
  totalAthleteAgeAndSport: 3,
});

interface RanksAsked {
  verifiedOnly: string | null;
  body: unknown;
}

/**
 * The fake server's ranks call: stubApi routes by path alone, and these answers differ by ?verifiedOnly, so the
 * call is answered here from its whole address. Everything else goes on to stubApi.
 */
function answerRanks(): RanksAsked[] {
  const asked: RanksAsked[] = [];
  const rest = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname !== '/api/athleteProfile/ap-2/athData') return rest(input, init);
    const verifiedOnly = url.searchParams.get('verifiedOnly');
    asked.push({ verifiedOnly, body: await request.json() });
    return jsonResponse(200, { dash40: verifiedOnly === 'true' ? VERIFIED : KEPT });
  });
  return asked;
}

function openAthlete(viewer: ReturnType<typeof buildUser>) {
  const calls = stubApi({
    'GET /api/auth': { body: viewer },
    'GET /api/athleteProfile/ap-2': { body: athlete },
    'GET /api/following/status': {
      body: { isFollowing: false, isRequested: false, followsYou: false, isBlocked: false },
    },
  });
  const asked = answerRanks();
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  return { calls, asked, ...renderApp('/profile/ap-2') };
}

describe('a coach viewing an athlete', () => {
  it('sees the ranks, then verified-only ranks with the switch on, and the kept ones again with it off', async () => {
    const { user, asked } = openAthlete(buildUser({ _id: 'c-1', userType: 2, activeProfile: 'coach' }));
    const card = await screen.findByRole('article', { name: '40 Yard Dash' });
    expect(await within(card).findByText('2nd of 40 Football (soccer) athletes')).toBeInTheDocument();
    expect(asked).toEqual([{ verifiedOnly: null, body: ['dash40'] }]);

    const toggle = screen.getByRole('checkbox', { name: 'Verified results only' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(await within(card).findByText('1st of 6 Football (soccer) athletes')).toBeInTheDocument();
    expect(within(card).queryByText('2nd of 40 Football (soccer) athletes')).not.toBeInTheDocument();
    expect(asked).toEqual([
      { verifiedOnly: null, body: ['dash40'] },
      { verifiedOnly: 'true', body: ['dash40'] },
    ]);

    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(await within(card).findByText('2nd of 40 Football (soccer) athletes')).toBeInTheDocument();
    expect(within(card).queryByText('1st of 6 Football (soccer) athletes')).not.toBeInTheDocument();
  });
});

describe('an athlete viewing another athlete', () => {
  it('gets neither the ranks nor the switch', async () => {
    const { asked } = openAthlete(buildUser());
    const card = await screen.findByRole('article', { name: '40 Yard Dash' });
    expect(within(card).getByText('4.95 sec')).toBeInTheDocument();
    // The profile's other calls have gone out by the time the follow button has its answer.
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(within(card).queryByText(/ of \d+ /)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Verified results only' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
