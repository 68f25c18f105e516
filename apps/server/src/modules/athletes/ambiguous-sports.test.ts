// Issue 22, item 13: one reading of a typed sport everywhere. "Football" was stored as American football for an
// American athlete while the search read it as soccer; now a word naming several sports is asked about on every
// path that takes a sport (a 400 naming each), and a sport said plainly is found by the search under that name.
import type { AthleteSearchResult } from '@podium/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const FOOTBALL = '"Football" could mean Football (soccer), American football or Canadian football: say which';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

async function athleteWith(sport: string, country: string) {
  const session = await registerUser(t, { userType: 1, country });
  const made = await call('POST', '/api/athleteProfile', session.token, {
    sportingCred: [{ sport, main: true }],
  });
  return { ...session, made };
}

const searchSport = async (token: string, sport: string) => {
  const response = await call('GET', `/api/athleteProfile/search?sport=${encodeURIComponent(sport)}`, token);
  return { response, names: () => response.json<AthleteSearchResult>().profiles.map((card) => card.name) };
};

describe('a word that names several sports', () => {
  it('is refused on the athlete profile, wherever the athlete is, naming each sport', async () => {
    for (const country of ['United States', 'Canada', 'Ireland']) {
      const { made } = await athleteWith('Football', country);
      expect(made.statusCode, country).toBe(400);
      expect(made.json(), country).toEqual({ errors: [{ msg: `sportingCred.0.sport: ${FOOTBALL}` }] });
    }
    const hockey = await athleteWith('hockey', 'USA');
    expect(hockey.made.json()).toEqual({
      errors: [{ msg: 'sportingCred.0.sport: "hockey" could mean Field hockey or Ice hockey: say which' }],
    });
  });

  it('is refused when a sport is added or renamed', async () => {
    const { token, made } = await athleteWith('Rowing', 'United States');
    expect(made.statusCode).toBe(201);
    const added = await call('PUT', '/api/athleteProfile/sport-credentials', token, { sport: 'football' });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toEqual({ errors: [{ msg: FOOTBALL.replace('"Football"', 'sport: "football"') }] });
    const sportId: string = made.json().profile.sportingCred[0]._id;
    const renamed = await call('PUT', `/api/athleteProfile/sport-credentials/${sportId}`, token, {
      sport: 'Hockey',
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors[0].msg).toBe(
      'sport: "Hockey" could mean Field hockey or Ice hockey: say which',
    );
  });

  it('is refused at registration, in the coach profile and in the organisation', async () => {
    const registering = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: {
        name: 'Sam Fields',
        email: `sam-${Date.now()}@example.com`,
        password: 'correct horse battery',
        birthDate: '2000-01-01',
        userType: 1,
        agreedToTerms: true,
        country: 'United States',
        sportsArray: ['Athletics', 'Football'],
      },
    });
    expect(registering.statusCode).toBe(400);
    expect(registering.json()).toEqual({ errors: [{ msg: `sportsArray.1: ${FOOTBALL}` }] });

    const coach = await registerUser(t, { userType: 2, country: 'United States' });
    const profile = await call('POST', '/api/coachProfile', coach.token, { sports: ['football'] });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().errors[0].msg).toBe(`sports.0: ${FOOTBALL.replace('"Football"', '"football"')}`);

    const organisation = await call('POST', '/api/organisation', coach.token, {
      name: 'Austin FC',
      sport: 'Football',
    });
    expect(organisation.statusCode).toBe(400);
    expect(organisation.json()).toEqual({ errors: [{ msg: `sport: ${FOOTBALL}` }] });
  });

  it('is refused as a search filter, and a sport said plainly finds its own athletes only', async () => {
    const american = await athleteWith('American football', 'United States');
    const irish = await athleteWith('Football (soccer)', 'Ireland');
    expect([american.made.statusCode, irish.made.statusCode]).toEqual([201, 201]);

    const asked = await searchSport(american.token, 'Football');
    expect(asked.response.statusCode).toBe(400);
    expect(asked.response.json()).toEqual({ errors: [{ msg: `sport: ${FOOTBALL}` }] });

    const gridiron = await searchSport(american.token, 'gridiron');
    expect(gridiron.names()).toContain(american.user.name);
    expect(gridiron.names()).not.toContain(irish.user.name);
    const soccer = await searchSport(american.token, 'soccer');
    expect(soccer.names()).toContain(irish.user.name);
    expect(soccer.names()).not.toContain(american.user.name);
  });
});
