// The words people's names hold, kept in each server process (docs/architecture.md, "Search"). A name search first
// asks which known words each typed word may mean (person-names.ts CANDIDATES): a statement of its own, about a third
// of a name search's cost at 1,000,000 people. The words are few (about 85,000 for 1,000,000 people) and change only
// when someone is named, so each process keeps them all with how many people hold each, told of every change by the
// database (migration 0030 on the channel below; db/events.ts), and answers the same question from memory, row for
// row as the statement would (name-dictionary.test.ts holds the two to each other).
//
// It answers only when it can answer exactly as the statement would: while listening and loaded, and for a typed
// name whose characters it knows how to fold as the database does (ASCII, and the letters the database's unaccent
// folds to ASCII letters, asked of the database at load). Otherwise `candidates` says so (undefined) and the statement
// runs.
import { NAME_PREFIX_LETTERS } from '@podium/core/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/connection.ts';
import type { DbEvents } from '../../db/events.ts';
import { keepFromDatabase } from '../../db/kept.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The known words of people's names this process keeps (tests watch it load and learn). */
    nameDictionary: NameDictionary;
  }
}

/** The channel migration 0030's trigger tells each known word's new holder count on: "<holders> <word>". */
export const WORDS_CHANNEL = 'podium_name_words';

/** One row of the candidates statement (person-names.ts CANDIDATES): a typed word and one known word it may mean. */
export interface CandidateRow {
  position: number;
  typed: string;
  /** null when the typed word means no known word (the statement's left join). */
  word: string | null;
  holders: number | null;
}

export interface NameDictionary {
  /** The candidates statement's rows for `name` from memory, or undefined when the statement must answer. */
  candidates(name: string): CandidateRow[] | undefined;
  /** Whether it answers (loaded and listening). */
  readonly isReady: boolean;
  /** Known words kept. */
  readonly size: number;
}

/** Known words a prefix reads at most, shortest first (as the statement's `limit 8`). */
const PREFIX_WORDS = 8;
/** The letters beyond ASCII whose folding is asked of the database at load: Latin-1 to Latin Extended-B, and Latin Extended Additional. */
const FOLDED_RANGES: readonly [number, number][] = [
  [0x00c0, 0x024f],
  [0x1e00, 0x1eff],
];
/** Word separators as the database's name_words splits (POSIX space and punctuation), for ASCII. */
const SEPARATORS = /[\t\n\v\f\r !-/:-@[-`{-~]+/;
const APOSTROPHES = /['`’]/g;
const LETTERS = /^[a-z]+$/;

/** Code point order (UTF-8 byte order, the "C" collation the word tables use), for UTF-16 strings. */
export function byCodePoint(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    let x = a.charCodeAt(index);
    let y = b.charCodeAt(index);
    if (x === y) continue;
    // Surrogates (code points above U+FFFF) sort after U+E000..U+FFFF in code point order, before them in UTF-16's.
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

/** Characters, as PostgreSQL's length() counts them: UTF-16 units less the second half of each surrogate pair. */
function charLength(text: string): number {
  let length = text.length;
  for (let index = 0; index < text.length; index += 1)
    if ((text.charCodeAt(index) & 0xfc00) === 0xdc00) length -= 1;
  return length;
}

/** word_deletes (migration 0020 and after): the word with one character left out, each way, once; none under 4. */
export function wordDeletes(word: string): string[] {
  const chars = Array.from(word);
  if (chars.length < 4) return [];
  const deletes = new Set<string>();
  if (chars.length === word.length) {
    for (let index = 0; index < word.length; index += 1)
      deletes.add(word.slice(0, index) + word.slice(index + 1));
  } else {
    for (let index = 0; index < chars.length; index += 1)
      deletes.add(chars.slice(0, index).join('') + chars.slice(index + 1).join(''));
  }
  return [...deletes];
}

/**
 * Whether `variant`, an ASCII string (a typed word or one of its deletes: candidates only reads [a-z] words), is one
 * of word_deletes(word): the word with one character left out, the word 4 characters or more. Compared in place: the
 * first place they differ is the character to leave out (or, as good, one equal to it just before).
 */
function isDeleteOf(variant: string, word: string): boolean {
  if (variant.length < 3) return false;
  let at = 0;
  while (at < variant.length && variant.charCodeAt(at) === word.charCodeAt(at)) at += 1;
  const code = word.charCodeAt(at);
  const width = code >= 0xd800 && code <= 0xdbff ? 2 : 1;
  if (word.length !== variant.length + width) return false;
  for (let index = at; index < variant.length; index += 1)
    if (variant.charCodeAt(index) !== word.charCodeAt(index + width)) return false;
  return true;
}

/** 32-bit FNV-1a over UTF-16 code units: the variant index's key. */
function fnv(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Words whose deletes are indexed between two turns of the event loop while loading. */
const LOAD_SLICE = 5_000;

/** The first index in words (in code point order) whose word is not before `word`. */
function lowerBound(words: readonly string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (byCodePoint(words[middle] as string, word) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The words' deletes by fnv hash, open addressing in one typed array: a lookup reads one or two neighbouring slots
 * where a binary search over the sorted deletes read twenty scattered ones. Slot i is two numbers: a delete's hash at
 * 2i and its word's number plus one at 2i + 1 (0: empty). At most half the slots are used, so the runs of used slots
 * a lookup reads stay short: 17 MB at 1,000,000 people (772,000 deletes), nothing for the garbage collector to walk.
 */
interface VariantTable {
  slots: Uint32Array;
  mask: number;
}

function variantTable(deletes: number): VariantTable {
  let size = 2;
  while (size < deletes * 2) size *= 2;
  return { slots: new Uint32Array(size * 2), mask: size - 1 };
}

function addVariant(table: VariantTable, hash: number, word: number) {
  let slot = hash & table.mask;
  while (table.slots[2 * slot + 1] !== 0) slot = (slot + 1) & table.mask;
  table.slots[2 * slot] = hash;
  table.slots[2 * slot + 1] = word + 1;
}

interface Loaded {
  /** Every known word with how many people hold it (0 when its last holder renamed: kept, as the table keeps it). */
  holders: Map<string, number>;
  /** Known words in code point order, for the words a typed start begins. */
  sorted: string[];
  /** Words by number, and each word's deletes by hash: built at load. */
  numbered: string[];
  variants: VariantTable;
  /** Deletes of words first told after the load. */
  laterVariants: Map<string, string[]>;
  /** How the database folds each letter beyond ASCII it folds to ASCII letters (lower(unaccent(c))). */
  folds: Map<string, string>;
}

export function createNameDictionary(deps: {
  db: Queryable;
  events: DbEvents;
  log: FastifyBaseLogger;
  maxTypedWords: number;
}): NameDictionary {
  function learn(state: Loaded, payload: string) {
    const space = payload.indexOf(' ');
    const holders = Number(payload.slice(0, space));
    const word = payload.slice(space + 1);
    if (space < 0 || !Number.isInteger(holders) || word === '') return;
    if (!state.holders.has(word)) {
      state.sorted.splice(lowerBound(state.sorted, word), 0, word);
      for (const variant of wordDeletes(word)) {
        const words = state.laterVariants.get(variant);
        if (words) words.push(word);
        else state.laterVariants.set(variant, [word]);
      }
    }
    state.holders.set(word, holders);
  }

  /** The known words, each told payload carrying a word's count after its commit (replaying one changes nothing). */
  const kept = keepFromDatabase<Loaded>({
    events: deps.events,
    log: deps.log,
    channel: WORDS_CHANNEL,
    failure:
      'name dictionary: could not load the known words; names are matched in SQL until a retry loads them',
    async load(isWanted) {
      const rows = await deps.db.query<{ word: string; holders: number }>(
        'select word, holders from search_words',
      );
      const letters: string[] = [];
      for (const [from, to] of FOLDED_RANGES)
        for (let code = from; code <= to; code += 1) letters.push(String.fromCodePoint(code));
      const folded = await deps.db.query<{ letter: string; folded: string | null }>(
        'select letter, search_name(letter) as folded from unnest($1::text[]) as letter',
        [letters],
      );
      if (!isWanted()) return undefined;
      const holders = new Map<string, number>();
      const numbered: string[] = [];
      for (const row of rows) {
        holders.set(row.word, row.holders);
        numbered.push(row.word);
      }
      // About half a second of work at 1,000,000 people, done in slices so requests are answered meanwhile.
      const hashes: number[][] = [];
      let deletes = 0;
      for (let number = 0; number < numbered.length; number += 1) {
        const wordHashes = wordDeletes(numbered[number] as string).map(fnv);
        hashes.push(wordHashes);
        deletes += wordHashes.length;
        if (number % LOAD_SLICE === LOAD_SLICE - 1) {
          await new Promise((resolve) => setImmediate(resolve));
          if (!isWanted()) return undefined;
        }
      }
      const variants = variantTable(deletes);
      hashes.forEach((wordHashes, number) => {
        for (const hash of wordHashes) addVariant(variants, hash, number);
      });
      const folds = new Map<string, string>();
      for (const row of folded)
        if (row.folded !== null && LETTERS.test(row.folded)) folds.set(row.letter, row.folded);
      return {
        holders,
        sorted: [...numbered].sort(byCodePoint),
        numbered,
        variants,
        laterVariants: new Map(),
        folds,
      };
    },
    learn,
  });

  /** The database's name_words(name) for a name it can fold here: its distinct words in order; undefined otherwise. */
  function typedWordsOf(state: Loaded, name: string): string[] | undefined {
    let folded = '';
    for (const char of name) {
      if (char.charCodeAt(0) < 0x80) folded += char.toLowerCase();
      else if (char === '’') folded += char;
      else {
        const fold = state.folds.get(char);
        if (fold === undefined) return undefined;
        folded += fold;
      }
    }
    const words = [...new Set(folded.replace(APOSTROPHES, '').split(SEPARATORS))].filter(
      (word) => word !== '',
    );
    if (!words.every((word) => LETTERS.test(word))) return undefined;
    return words.sort().slice(0, deps.maxTypedWords);
  }

  function variantsOf(state: Loaded, variant: string, into: Set<string>) {
    const hash = fnv(variant);
    const { slots, mask } = state.variants;
    for (let slot = hash & mask; slots[2 * slot + 1] !== 0; slot = (slot + 1) & mask) {
      if (slots[2 * slot] !== hash) continue;
      const word = state.numbered[(slots[2 * slot + 1] as number) - 1] as string;
      if (isDeleteOf(variant, word)) into.add(word);
    }
    for (const word of state.laterVariants.get(variant) ?? []) into.add(word);
  }

  /** The words a typed start begins, other than itself: the shortest PREFIX_WORDS, then in code point order. */
  function prefixed(state: Loaded, typed: string, into: Set<string>) {
    if (charLength(typed) < NAME_PREFIX_LETTERS) return;
    const shortest: { word: string; length: number }[] = [];
    for (let index = lowerBound(state.sorted, typed); index < state.sorted.length; index += 1) {
      const word = state.sorted[index] as string;
      if (!word.startsWith(typed)) break;
      if (word === typed) continue;
      const length = charLength(word);
      // The range is read in code point order, so a word only displaces one strictly longer.
      if (shortest.length === PREFIX_WORDS && length >= (shortest.at(-1)?.length ?? 0)) continue;
      const at = shortest.findIndex((kept) => kept.length > length);
      shortest.splice(at < 0 ? shortest.length : at, 0, { word, length });
      if (shortest.length > PREFIX_WORDS) shortest.pop();
    }
    for (const { word } of shortest) into.add(word);
  }

  return {
    candidates(name) {
      const state = kept.current;
      if (!state || !deps.events.isListening) return undefined;
      const typed = typedWordsOf(state, name);
      if (!typed) return undefined;
      return typed.flatMap((word, index): CandidateRow[] => {
        const position = index + 1;
        const keys = [word, ...wordDeletes(word)];
        const near = new Set<string>();
        for (const key of keys) if (state.holders.has(key)) near.add(key);
        for (const key of keys) variantsOf(state, key, near);
        prefixed(state, word, near);
        if (near.size === 0) return [{ position, typed: word, word: null, holders: null }];
        return [...near].map((known) => ({
          position,
          typed: word,
          word: known,
          holders: state.holders.get(known) ?? 0,
        }));
      });
    },
    get isReady() {
      return kept.current !== undefined && deps.events.isListening;
    },
    get size() {
      return kept.current?.holders.size ?? 0;
    },
  };
}
