// The known words each process keeps (name-dictionary.ts): for any name it can fold, it gives the candidates
// statement's rows exactly (person-names.ts), on a population built to crowd words together; it learns a new word and
// a word nobody holds any more the moment they commit; a name it cannot fold is left to the statement.
import type { NameSearchResult } from '@podium/core/api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete, registerUser, rename } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { byCodePoint, type CandidateRow, wordDeletes } from './name-dictionary.ts';
import { candidatesFromDatabase } from './person-names.ts';

let t: TestApp;
let viewer: string;

/** Syllables that make many names one letter apart, and a few letters the database folds ("é" is "e", "ß" is "ss"). */
const SYLLABLES = ['ka', 'ren', 'mo', 'li', 'an', 'na', 'jo', 'se', 'el', 'lo', 'ré', 'mü', 'øn', 'ßa', 'ñi'];
const word = fc
  .array(fc.constantFrom(...SYLLABLES), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.join(''));
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const personName = fc
  .tuple(word, word, fc.constantFrom(' ', '-', " O'", ' '))
  .map(([first, last, joint]) => `${capitalised(first)}${joint}${capitalised(last)}`);
const population = fc.sample(personName, { numRuns: 400, seed: 20261126 });

/** What people type: a name or part of it, a letter dropped, changed or two swapped, accents dropped, case changed. */
const edited = fc
  .tuple(
    fc.constantFrom(...population),
    fc.nat(30),
    fc.constantFrom('as is', 'drop', 'swap', 'change', 'plain', 'first', 'last', 'start', 'upper'),
  )
  .map(([name, at, how]) => {
    const index = at % Math.max(1, name.length - 1);
    switch (how) {
      case 'drop':
        return name.slice(0, index) + name.slice(index + 1);
      case 'swap':
        return name.slice(0, index) + name.charAt(index + 1) + name.charAt(index) + name.slice(index + 2);
      case 'change':
        return `${name.slice(0, index)}x${name.slice(index + 1)}`;
      case 'plain':
        return name.normalize('NFD').replace(/\p{M}/gu, '');
      case 'first':
        return name.split(/[ -]/)[0] ?? name;
      case 'last':
        return name.split(/[ -]/).at(-1) ?? name;
      case 'start':
        return name.slice(0, 3 + (at % 4));
      case 'upper':
        return name.toUpperCase();
      default:
        return name;
    }
  });
const typedName = fc.oneof(
  { weight: 4, arbitrary: edited },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.constantFrom(..."abcdefghijklmnoprstuy éñ-'’.,"), maxLength: 24 }),
  },
);

const rowsInOrder = (rows: readonly CandidateRow[]) =>
  [...rows].sort((a, b) => a.position - b.position || byCodePoint(a.word ?? '', b.word ?? ''));

async function until(ready: () => boolean) {
  for (let tries = 0; tries < 200 && !ready(); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(ready()).toBe(true);
}

const found = async (name: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/search/name?name=${encodeURIComponent(name)}&types=athlete`,
    headers: auth(viewer),
  });
  expect(response.statusCode).toBe(200);
  return response.json<NameSearchResult>().results.map((card) => card.name);
};

beforeAll(async () => {
  t = await createTestApp();
  viewer = (await registerUser(t, { userType: 2, name: 'Watching Coach' })).token;
  await t.db.query(
    `insert into users (email, password_hash, user_type, name, birth_date, terms_agreed_at)
     select 'crowd' || n || '@example.com', 'not-a-hash', 1, name, '2000-01-01', now()
       from unnest($1::text[]) with ordinality as p(name, n)`,
    [population],
  );
});

afterAll(() => t.close());

describe('the known words a process keeps', () => {
  it('gives the candidates statement’s rows for any name it can fold, and folds every name of Latin letters', async () => {
    await until(() => t.app.nameDictionary.isReady);
    expect(t.app.nameDictionary.size).toBeGreaterThan(100);
    await fc.assert(
      fc.asyncProperty(typedName, async (name) => {
        const kept = t.app.nameDictionary.candidates(name);
        if (/^[\p{Script=Latin} '’.,-]*$/u.test(name)) expect(kept, name).toBeDefined();
        if (kept)
          expect(rowsInOrder(kept), name).toEqual(rowsInOrder(await candidatesFromDatabase(t.db, name)));
      }),
      { numRuns: 400, seed: 7 },
    );
  });

  it('learns a new word and a word nobody holds any more as they commit', async () => {
    await until(() => t.app.nameDictionary.isReady);
    const athlete = await createAthlete(t, { name: 'Quillon Zephyrine' });
    const kept = t.app.nameDictionary.candidates('zephyrine');
    expect(kept).toEqual([{ position: 1, typed: 'zephyrine', word: 'zephyrine', holders: 1 }]);
    expect(await found('Zephyrine')).toEqual(['Quillon Zephyrine']);

    const renamed = await rename(t.app, athlete.token, 'Quillon Zephyra');
    expect(renamed.statusCode).toBe(200);
    expect(t.app.nameDictionary.candidates('zephyrine')).toContainEqual({
      position: 1,
      typed: 'zephyrine',
      word: 'zephyrine',
      holders: 0,
    });
    expect(await found('Zephyrine')).toEqual([]);
    expect(await found('Zephyra')).toEqual(['Quillon Zephyra']);
  });

  it('leaves a name it cannot fold to the database, which still finds it', async () => {
    await createAthlete(t, { name: 'Иван Петров' });
    expect(t.app.nameDictionary.candidates('иван')).toBeUndefined();
    expect(await found('иван')).toEqual(['Иван Петров']);
  });

  it('drops letters as the database does', async () => {
    const words = fc.sample(fc.string({ unit: fc.constantFrom(...'aabnné𝒜'), minLength: 0, maxLength: 7 }), {
      numRuns: 200,
      seed: 11,
    });
    const fromDatabase = await t.db.query<{ word: string; deletes: string[] }>(
      'select word, word_deletes(word) as deletes from unnest($1::text[]) as word',
      [words],
    );
    for (const { word, deletes } of fromDatabase)
      expect(wordDeletes(word).sort(byCodePoint), word).toEqual([...deletes].sort(byCodePoint));
  });
});
