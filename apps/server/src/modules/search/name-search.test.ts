// Name search word by word (migrations 0020 to 0022, person-names.ts), through HTTP: a word as it is typed, a letter
// off either way, every word must match, a rename is found at once, nobody twice, and pages that join up exactly.
import type { NameSearchResult, SearchPage } from '@podium/core/api';
import levenshtein from 'damerau-levenshtein';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createAthlete, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { combinationsOf, editSteps, wordScore } from './person-names.ts';

let t: TestApp;
let viewer: string;

async function ok<T>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: auth(viewer) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const names = async (name: string) =>
  (await ok<NameSearchResult>(`/api/search/name?name=${encodeURIComponent(name)}&types=athlete`)).results.map(
    (card) => card.name,
  );

beforeAll(async () => {
  t = await createTestApp();
  viewer = (await registerUser(t, { userType: 2, name: 'Watching Coach' })).token;
  for (const name of ['Jennifer Wilson', 'Jenna Walsh', "Seán O'Brien", 'Ana Anna Byrne', 'Jean-Luc Picard'])
    await createAthlete(t, { name });
});

afterAll(() => t.close());

describe('name search by word', () => {
  it('finds a word from its first letters, as it is typed', async () => {
    expect(await names('Wils')).toEqual(['Jennifer Wilson']);
    expect(await names('Jennif')).toEqual(['Jennifer Wilson']);
    // Jenna is "jenn" with a letter more, so the closest; Jennifer starts with it (and Jean is a letter off).
    const jenn = await names('jenn');
    expect(jenn[0]).toBe('Jenna Walsh');
    expect(jenn).toContain('Jennifer Wilson');
  });

  it('forgives a letter left out, added, changed or two swapped, in any word', async () => {
    for (const typed of [
      'Jennifer Wilsn',
      'Jenifer Wilson',
      'Jennifer Willson',
      'jennifer wolson',
      'Jennifre Wilson',
    ])
      expect(await names(typed), typed).toEqual(['Jennifer Wilson']);
  });

  it('reads names as people write them: apostrophes, hyphens, accents and case', async () => {
    expect(await names('sean obrien')).toEqual(["Seán O'Brien"]);
    expect(await names("O'Brien")).toEqual(["Seán O'Brien"]);
    expect(await names('jean luc')).toEqual(['Jean-Luc Picard']);
    expect(await names('PICARD')).toEqual(['Jean-Luc Picard']);
  });

  it('finds a name of three words by any two of them or all three, and two typed words meaning one', async () => {
    // Two words are read together (name_word_pairs, migration 0022), a third is checked on the row.
    expect(await names('anna byrne')).toEqual(['Ana Anna Byrne']);
    expect(await names('byrne ana anna')).toEqual(['Ana Anna Byrne']);
    // Both typed words mean "byrne": one known word, read alone.
    expect(await names('byrne byrn')).toEqual(['Ana Anna Byrne']);
    // "ana ann" is best Ana and Anna, and also Anna twice: both kinds read in one statement, the person shown once.
    expect(await names('ana ann')).toEqual(['Ana Anna Byrne']);
  });

  it('finds nobody when one typed word matches nobody', async () => {
    expect(await names('Jennifer Zzyzx')).toEqual([]);
    expect(await names('qqqq')).toEqual([]);
  });

  it('shows a person once even when two of their words match one typed word', async () => {
    // "ana" is Ana exactly and Anna one letter off: the person is shown once, as the exact match.
    const found = await ok<NameSearchResult>('/api/search/name?name=ana&types=athlete');
    expect(found.results.map((card) => card.name)).toEqual(['Ana Anna Byrne']);
    expect(found.results[0]?.score).toBe(1);
  });

  it('finds a renamed person by the new name at once, and not by the old', async () => {
    const renamed = await createAthlete(t, { name: 'Oisin Quigley' });
    expect(await names('oisin quigley')).toEqual(['Oisin Quigley']);
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: auth(renamed.token),
      payload: { type: 'details', formData: { name: 'Oisin Featherstonehaugh' } },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(await names('oisin quigley')).toEqual([]);
    expect(await names('featherstonehaugh')).toEqual(['Oisin Featherstonehaugh']);
  });

  it('pages people found by name best match first, each once, with the cursor', async () => {
    for (let index = 0; index < 14; index += 1) await createAthlete(t, { name: `Athlete${index} Kavanagh` });
    for (let index = 0; index < 9; index += 1) await createAthlete(t, { name: `Athlete${index} Cavanagh` });
    const first = await ok<SearchPage>('/api/search/users?name=kavanagh');
    expect(first.results).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const second = await ok<SearchPage>(
      `/api/search/users?name=kavanagh&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    );
    expect(second.nextCursor).toBeNull();
    const all = [...first.results, ...second.results];
    expect(all).toHaveLength(23);
    expect(new Set(all.map((card) => card.profileId)).size).toBe(23);
    // The exact family name first, then the one a letter off.
    expect(all.slice(0, 14).every((card) => card.name.endsWith('Kavanagh'))).toBe(true);
    expect(all.slice(14).every((card) => card.name.endsWith('Cavanagh'))).toBe(true);
    const scores = all.map((card) => card.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

describe('word scores', () => {
  it('ranks the same word over its start over a letter off, and drops words further off', () => {
    expect(wordScore('smith', 'smith')).toBe(1);
    expect(wordScore('jose', 'josef')).toBeGreaterThan(wordScore('jose', 'jase'));
    expect(wordScore('jonh', 'john')).toBe(0.75);
    expect(wordScore('smth', 'smith')).toBe(0.8);
    expect(wordScore('abcd', 'wxyz')).toBe(0);
  });

  it('counts edits and scores exactly as the whole words compared letter by letter would', () => {
    // Few letters, so words share starts, ends and swapped neighbours often.
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'é'), maxLength: 10 });
    /** The score as first written: the edits of the whole words, and the start. */
    const whole = (typed: string, known: string) => {
      if (typed === known) return 1;
      const longer = Math.max(typed.length, known.length);
      const { steps } = levenshtein(typed, known);
      const byEdits = steps <= (longer >= 8 ? 2 : 1) ? 1 - steps / longer : 0;
      const byStart = known.startsWith(typed) ? 0.5 + (0.5 * typed.length) / known.length : 0;
      return Math.max(byEdits, byStart);
    };
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(editSteps(a, b)).toBe(levenshtein(a, b).steps);
        expect(wordScore(a, b)).toBe(whole(a, b));
      }),
      { numRuns: 5_000 },
    );
  });

  it('combines one word per typed word, best mean first, naming the better words a person may hold', () => {
    const combinations = combinationsOf([
      {
        typed: 'jonh',
        matches: [
          { word: 'john', score: 0.75, holders: 50 },
          { word: 'jon', score: 0.75, holders: 40 },
        ],
      },
      {
        typed: 'smith',
        matches: [
          { word: 'smith', score: 1, holders: 50 },
          { word: 'smyth', score: 0.8, holders: 10 },
        ],
      },
    ]);
    expect(combinations.map((combination) => combination.words.join(' '))).toEqual([
      'john smith',
      'jon smith',
      'john smyth',
      'jon smyth',
    ]);
    expect(combinations[0]?.score).toBe(0.875);
    expect(combinations[2]?.better).toEqual(['smith']);
    // The word fewest hold is walked: Smyth's 10, not John's 50.
    expect(combinations[2]?.walk).toEqual(['smyth', 'john']);
    expect(combinationsOf([])).toEqual([]);
  });
});
