// A sport's position, level and team: a field cleared in the form ('') reads back as null, one left out is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Sport {
  _id: string;
  sport: string;
  position: string | null;
  level: string | null;
  team: string | null;
}

const put = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: auth(token), payload });

async function addTennis(token: string, details: object): Promise<Sport> {
  const added = await put(token, '/api/athleteProfile/sport-credentials', { sport: 'Tennis', ...details });
  expect(added.statusCode).toBe(200);
  const tennis = added.json().profile.sportingCred.find((sport: Sport) => sport.sport === 'Tennis');
  if (!tennis) throw new Error('Tennis was not added');
  return tennis;
}

describe('PUT /api/athleteProfile/sport-credentials/{id}', () => {
  it('clears a position, level or team sent empty, and keeps the ones not sent', async () => {
    const { token } = await createAthlete(t);
    const tennis = await addTennis(token, { position: 'Singles', level: 'Club', team: 'Ardee TC' });

    const updated = await put(token, `/api/athleteProfile/sport-credentials/${tennis._id}`, {
      position: '',
      team: '   ',
    });
    expect(updated.statusCode).toBe(200);
    const after = updated.json().profile.sportingCred.find((sport: Sport) => sport._id === tennis._id);
    expect(after).toMatchObject({ sport: 'Tennis', position: null, level: 'Club', team: null });

    const reread = await t.app.inject({ method: 'GET', url: '/api/athleteProfile/me', headers: auth(token) });
    expect(reread.json().sportingCred.find((sport: Sport) => sport._id === tennis._id)).toMatchObject({
      position: null,
      level: 'Club',
      team: null,
    });
  });

  it('changes only what is sent: renaming the sport keeps its details', async () => {
    const { token } = await createAthlete(t);
    const tennis = await addTennis(token, { position: 'Doubles', level: 'County' });
    const renamed = await put(token, `/api/athleteProfile/sport-credentials/${tennis._id}`, {
      sport: 'Padel',
    });
    expect(renamed.json().profile.sportingCred.find((sport: Sport) => sport._id === tennis._id)).toEqual({
      _id: tennis._id,
      sport: 'Padel',
      other: false,
      main: false,
      position: 'Doubles',
      level: 'County',
      team: null,
    });
  });
});

describe('PUT /api/athleteProfile/sport-credentials', () => {
  it('stores details left empty as null', async () => {
    const { token } = await createAthlete(t);
    expect(await addTennis(token, { position: '', level: ' ', team: '' })).toMatchObject({
      position: null,
      level: null,
      team: null,
    });
  });
});
