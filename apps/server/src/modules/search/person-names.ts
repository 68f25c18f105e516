// Finding people by name, word by word (migration 0020). Each typed word is matched to the words people's names
// hold: the same word, a word it starts ("jen" → "jennifer"), or a word one or two edits away ("jonh" → "john",
// "smth" → "smith"); the accents and case were already dropped on both sides. A person matches when every typed
// word matches one of their name's words; their score is the mean of those words' scores, best word per typed word.
// People are then read per combination of words, best combination first, each combination walked in id order
// through name_words' primary key, so a page costs a few index reads however common the name.
import { NAME_PREFIX_LETTERS } from '@podium/core/api';
import levenshtein from 'damerau-levenshtein';
import type { NamedStatement, Queryable } from '../../db/connection.ts';
import type { CandidateRow, NameDictionary } from './name-dictionary.ts';
import type { Params } from './sql.ts';

/** Typed words read; a longer query is cut (names rarely have more). */
export const MAX_TYPED_WORDS = 4;
/** Known words kept per typed word, best first: more only widen the walk with worse matches. */
const WORDS_PER_TYPED = 6;
/** Combinations of words read for one page, best first. */
const MAX_COMBINATIONS = 12;
/** A word further than this from the typed one is not a match (1 = the same word). */
const MIN_WORD_SCORE = 0.5;

export interface WordMatch {
  word: string;
  /** 1 for the same word, less the further it is. */
  score: number;
  /** People holding it (search_words): the rarest word of a combination is walked, the others looked up. */
  holders: number;
}

/** One typed word and the known words it may mean, best first. */
export interface TypedWord {
  typed: string;
  matches: WordMatch[];
}

/**
 * Known words one typed word may mean: the same word; words it starts (NAME_PREFIX_LETTERS or more, the shortest 8); words
 * sharing a one-letter-deleted form with it (search_word_deletes), which include every word one edit away. The typed
 * words are read in a sub-select, so PostgreSQL plans the statement once per connection rather than for each name.
 */
const CANDIDATES: NamedStatement = {
  name: 'search-name-candidates',
  text: `with typed as (
           select word as typed, position from unnest((select name_words($1))) with ordinality as q(word, position)
            where position <= ${MAX_TYPED_WORDS})
         select t.position::int as position, t.typed, near.word,
                (select s.holders from search_words s where s.word = near.word) as holders
           from typed t left join lateral (
             select s.word from search_words s where s.word = any(t.typed || word_deletes(t.typed))
             union
             select d.word from search_word_deletes d where d.variant = any(t.typed || word_deletes(t.typed))
             union
             (select s.word from search_words s
               where length(t.typed) >= ${NAME_PREFIX_LETTERS} and s.word > t.typed and s.word < t.typed || chr(1114111)
               order by length(s.word), s.word limit 8)) near on true
          order by position`,
};

/** Edits forgiven: one, or two in a long word (two in a short one make another name: "wils" is not "walsh"). */
const forgiven = (longer: number) => (longer >= 8 ? 2 : 1);

/**
 * Edits (optimal string alignment: a letter left out, added, changed, or two neighbours swapped) between two words,
 * counted on what lies between their common start and end, as the distance is the same: the same count as on the
 * whole words (name-search.test.ts holds the two to each other) for a matrix a few letters wide.
 */
export function editSteps(a: string, b: string): number {
  let start = 0;
  while (start < a.length && start < b.length && a.charCodeAt(start) === b.charCodeAt(start)) start += 1;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a.charCodeAt(a.length - 1 - end) === b.charCodeAt(b.length - 1 - end)
  )
    end += 1;
  return levenshtein(a.slice(start, a.length - end), b.slice(start, b.length - end)).steps;
}

/** How well a known word matches a typed one: 1 the same; a start of it or an edit or two off score lower. */
export function wordScore(typed: string, word: string): number {
  if (typed === word) return 1;
  // A word the typed one starts: k letters more are k edits, and its start scores 1 - k/2n, more than 1 - k/n.
  if (word.startsWith(typed)) return 0.5 + (0.5 * typed.length) / word.length;
  const longer = Math.max(typed.length, word.length);
  // Each letter one word has more is an edit: further than forgiven is no match, uncounted.
  if (Math.abs(typed.length - word.length) > forgiven(longer)) return 0;
  const steps = editSteps(typed, word);
  return steps <= forgiven(longer) ? 1 - steps / longer : 0;
}

/** The candidates statement's rows for a typed name: what a process's kept words answer without it (name-dictionary.ts). */
export const candidatesFromDatabase = (db: Queryable, name: string) =>
  db.query<CandidateRow>(CANDIDATES, [name]);

/**
 * The typed name's words, each with the known words it may mean; [] when a word means nothing known. Asked of the
 * words this process keeps when it can answer, else of the database.
 */
export async function typedWords(db: Queryable, name: string, names?: NameDictionary): Promise<TypedWord[]> {
  const rows = names?.candidates(name) ?? (await candidatesFromDatabase(db, name));
  const byPosition = new Map<number, TypedWord>();
  for (const row of rows) {
    if (row.word === null) continue;
    const score = wordScore(row.typed, row.word);
    // A word nobody holds any more (its last holder renamed) is left out.
    if (score < MIN_WORD_SCORE || !row.holders) continue;
    const entry = byPosition.get(row.position) ?? { typed: row.typed, matches: [] };
    entry.matches.push({ word: row.word, score, holders: row.holders });
    byPosition.set(row.position, entry);
  }
  const typed = [...byPosition.values()];
  // A typed word nobody's name comes near finds nobody: every word must match.
  if (typed.length === 0 || new Set(rows.map((row) => row.position)).size !== typed.length) return [];
  for (const entry of typed) {
    entry.matches.sort((a, b) => b.score - a.score || (a.word < b.word ? -1 : 1));
    entry.matches = entry.matches.slice(0, WORDS_PER_TYPED);
  }
  return typed;
}

/** A set of known words, one per typed word, and the score of a person holding them all. */
export interface Combination {
  words: string[];
  /** The distinct words, the one fewest people hold first (store.ts reads the holders of the first one or two). */
  walk: string[];
  score: number;
  /** Words that would have matched some typed word better: a person holding one is read with a better combination. */
  better: string[];
}

/** The best combinations of one known word per typed word, best first. */
export function combinationsOf(typed: readonly TypedWord[]): Combination[] {
  if (typed.length === 0) return [];
  let partial: { matches: WordMatch[]; total: number }[] = [{ matches: [], total: 0 }];
  for (const entry of typed) {
    partial = partial
      .flatMap((combination) =>
        entry.matches.map((match) => ({
          matches: [...combination.matches, match],
          total: combination.total + match.score,
        })),
      )
      .sort((a, b) => b.total - a.total)
      .slice(0, MAX_COMBINATIONS);
  }
  return partial.map(({ matches, total }) => ({
    words: matches.map((match) => match.word),
    walk: [...new Set([...matches].sort((a, b) => a.holders - b.holders).map((match) => match.word))],
    // Rounded, so a score read back as a cursor compares equal to the one computed again.
    score: Math.round((total / typed.length) * 1e6) / 1e6,
    better: typed.flatMap((entry, index) => {
      const chosen = entry.matches.find((match) => match.word === matches[index]?.word);
      return entry.matches.filter((match) => chosen && match.score > chosen.score).map((match) => match.word);
    }),
  }));
}

/**
 * The same rule as SQL over one person (`user`), for searches that filter by more than a name: each typed word's best
 * match among the person's words, null when none; a person matches when no typed word is null, and scores the mean.
 */
export function nameWordsSql(
  params: Params,
  typed: readonly TypedWord[],
  user = 'u',
): { matches: string; score: string } {
  if (typed.length === 0) return { matches: 'false', score: '0::float8' };
  const best = typed.map((entry) => {
    const words = params.add(entry.matches.map((match) => match.word));
    const scores = params.add(entry.matches.map((match) => match.score));
    return `(select max(w.score) from name_words x
               join unnest(${words}::text[], ${scores}::float8[]) as w(word, score) on w.word = x.word collate "C"
              where x.user_id = ${user}.id)`;
  });
  return {
    matches: best.map((score) => `${score} is not null`).join(' and '),
    score: `((${best.join(' + ')}) / ${typed.length})::float8`,
  };
}
