// Every test's standings as (merit, athlete number), kept in each server process (docs/architecture.md, "Search").
// A search with thresholds on two tests is an intersection: "dash under 4.6 s and vertical over 80 cm", best dash
// first, walks the dash standings until 21 of them also pass the vertical, some 7,000 at 1,000,000 athletes with
// the tests drawn apart. In the database each walked entry is a step of its executor, a few milliseconds a search
// for the two cores PostgreSQL and the server share; in typed arrays the same walk is a few tens of microseconds. So
// the process walks here and hands the database only the athletes it found (athlete-store.ts findAthletes `among`),
// which checks every filter and threshold on them again and reads their cards.
//
// The database tells each committed change of a merit (migration 0031 on the channel below; db/events.ts), so the
// arrays follow within milliseconds. What they pick is only ever a candidate: a standing told late can leave out an
// athlete for those milliseconds, never show one who does not pass. While not listening or not loaded, or for
// thresholds it would not help (see `walk`), it answers undefined and the search runs in SQL alone.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.ts';
import type { DbEvents } from '../../db/events.ts';
import { keepFromDatabase } from '../../db/kept.ts';
import type { MeritBound } from './passing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every test's standings this process keeps for the athlete search (tests watch it load and learn). */
    standingsIndex: StandingsIndex;
  }
}

/** Standings read per statement while loading (see `readAll`): a few tens of milliseconds to parse. */
export const LOAD_PAGE = 50_000;

/** Every test with standings, one index probe each (a loose scan of the standings index). */
const TEST_KEYS_SQL = `
  with recursive keys (test_key) as (
    select min(test_key) from ranking_standings
    union all
    select (select min(s.test_key) from ranking_standings s where s.test_key > keys.test_key)
      from keys where keys.test_key is not null)
  select test_key from keys where test_key is not null`;

/**
 * A page of one test's standings in the search's order, after ($2, $3) when given: merit descending, then profile id
 * descending (one standing per athlete and test, so the id settles every tie), as the index (test_key, merit desc,
 * profile_id desc) reads them. A merit sent back as the JavaScript number read is the same float8.
 */
const PAGE_SQL = `
  select array_agg(page.merit order by page.merit desc, page.profile_id desc) as merits,
         array_agg(('x' || left(page.profile_id::text, 8))::bit(32)::integer
                   order by page.merit desc, page.profile_id desc) as heads,
         array_agg(page.seq order by page.merit desc, page.profile_id desc) as seqs,
         min(page.profile_id::text) filter (where page.last) as last_id
    from (select s.merit, s.profile_id, p.seq,
                 row_number() over (order by s.merit desc, s.profile_id desc) = $4::int as last
            from ranking_standings s join athlete_profiles p on p.id = s.profile_id
           where s.test_key = $1::text
             and ($2::float8 is null or (s.merit, s.profile_id) < ($2::float8, $3::uuid))
           order by s.merit desc, s.profile_id desc
           limit $4::int) page`;

interface StandingsPage {
  merits: number[] | null;
  heads: number[];
  seqs: number[];
  last_id: string;
}

/** A test's pages as one run of typed arrays. */
function joined(pages: readonly { merits: number[]; heads: number[]; seqs: number[] }[]): TestStandings {
  const length = pages.reduce((sum, page) => sum + page.merits.length, 0);
  const test: TestStandings = {
    merits: new Float64Array(length),
    heads: new Uint32Array(length),
    seqs: new Int32Array(length),
    length,
  };
  let at = 0;
  for (const page of pages) {
    test.merits.set(page.merits, at);
    // The database's integer is signed; the order is the bits' unsigned one, which a Uint32Array stores it as.
    test.heads.set(page.heads, at);
    test.seqs.set(page.seqs, at);
    at += page.merits.length;
  }
  return test;
}

/** The channel migration 0031's triggers tell changed standings on. */
export const STANDINGS_CHANNEL = 'podium_standings';

export interface Walk {
  /**
   * The next athletes (numbers) passing every threshold in the sorted test's order, best first: at least `count`
   * unless the walk ends, and every other athlete the search's order cannot tell from the last one here (the same
   * merit and the same first 32 bits of profile id), so the next call starts strictly after them all. Undefined once
   * the kept standings were dropped or read again: the caller asks SQL instead.
   */
  next(count: number): number[] | undefined;
  /** Whether the sorted test's passing standings are all walked. */
  readonly done: boolean;
}

export interface StandingsIndex {
  /**
   * A walk of `sortTest`'s standings (best first, from the cursor's place on when given) through everyone passing
   * all `bounds`. Undefined when the search should run in SQL alone: not loaded or not listening, no threshold on
   * another test (then the database's own index walk is as quick), or one passed by more than `maxPassers` (marking
   * them would cost more than the database's own lookups).
   */
  walk(query: {
    sortTest: string;
    bounds: readonly MeritBound[];
    from?: { merit: number; id: string } | undefined;
    maxPassers: number;
  }): Walk | undefined;
  /** Whether it answers (loaded and listening). */
  readonly isReady: boolean;
  /** Standings kept, over every test. */
  readonly size: number;
}

/**
 * One test's standings in the search's order: merit descending, then profile id descending (of which `heads` keeps
 * the first 32 bits, so two athletes tie only when those are equal too, about once in four billion), then athlete
 * number. Arrays with room to grow.
 */
interface TestStandings {
  merits: Float64Array;
  heads: Uint32Array;
  seqs: Int32Array;
  length: number;
}

/** Where an entry sits in the order: its merit, its profile id's first 32 bits, its athlete number. */
interface Place {
  merit: number;
  head: number;
  seq: number;
}

/** No standings yet: the first insert gives it room (`insert`). */
const noStandings = (): TestStandings => ({
  merits: new Float64Array(0),
  heads: new Uint32Array(0),
  seqs: new Int32Array(0),
  length: 0,
});

const NONE = noStandings();

interface Loaded {
  tests: Map<string, TestStandings>;
  /** Two bitsets by athlete number, cleared and filled by each walk step (see `mark`). */
  bits: [Int32Array, Int32Array];
}

/** Whether the entry at `at` comes before `place` in the order (every field descending). */
function isBefore(test: TestStandings, at: number, place: Place): boolean {
  const merit = test.merits[at] as number;
  if (merit !== place.merit) return merit > place.merit;
  const head = test.heads[at] as number;
  if (head !== place.head) return head > place.head;
  return (test.seqs[at] as number) > place.seq;
}

/** The first position whose entry does not come before `place`. */
function positionOf(test: TestStandings, place: Place): number {
  let low = 0;
  let high = test.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isBefore(test, middle, place)) low = middle + 1;
    else high = middle;
  }
  return low;
}

const isAt = (test: TestStandings, at: number, place: Place) =>
  at < test.length &&
  test.merits[at] === place.merit &&
  test.heads[at] === place.head &&
  test.seqs[at] === place.seq;

/** The first position whose merit is at most `merit` (`strictly`: below it). */
function firstAtOrBelow(test: TestStandings, merit: number, strictly = false): number {
  let low = 0;
  let high = test.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const m = test.merits[middle] as number;
    if (m > merit || (strictly && m === merit)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The positions of a test's standings passing a bound: [from, to). */
function rangeOf(test: TestStandings, bound: MeritBound): [number, number] {
  return bound.side === 'above'
    ? [0, firstAtOrBelow(test, bound.merit)]
    : [firstAtOrBelow(test, bound.merit, true), test.length];
}

function insert(test: TestStandings, place: Place) {
  const at = positionOf(test, place);
  if (isAt(test, at, place)) return;
  if (test.length === test.merits.length) {
    const size = Math.max(16, test.length * 2);
    const merits = new Float64Array(size);
    const heads = new Uint32Array(size);
    const seqs = new Int32Array(size);
    merits.set(test.merits.subarray(0, test.length));
    heads.set(test.heads.subarray(0, test.length));
    seqs.set(test.seqs.subarray(0, test.length));
    Object.assign(test, { merits, heads, seqs });
  }
  test.merits.copyWithin(at + 1, at, test.length);
  test.heads.copyWithin(at + 1, at, test.length);
  test.seqs.copyWithin(at + 1, at, test.length);
  test.merits[at] = place.merit;
  test.heads[at] = place.head;
  test.seqs[at] = place.seq;
  test.length += 1;
}

function removeAt(test: TestStandings, at: number) {
  test.merits.copyWithin(at, at + 1, test.length);
  test.heads.copyWithin(at, at + 1, test.length);
  test.seqs.copyWithin(at, at + 1, test.length);
  test.length -= 1;
}

/** A profile id's first 32 bits, from its first 8 hex digits (a uuid's text, or just those digits). */
const headOf = (id: string) => Number.parseInt(id.slice(0, 8), 16) >>> 0;

/** A merit as migration 0031 tells it: float8send in hex, or '-' for none. */
function meritOf(hex: string | undefined): number | undefined {
  if (hex === undefined || hex === '-' || !/^[0-9a-f]{16}$/.test(hex)) return undefined;
  return Buffer.from(hex, 'hex').readDoubleBE(0);
}

export function createStandingsIndex(deps: {
  db: Pick<Db, 'query' | 'transaction'>;
  events: DbEvents;
  log: FastifyBaseLogger;
  /** Standings read per statement while loading (tests make it small to cross many pages). */
  loadPage?: number;
}): StandingsIndex {
  const loadPage = deps.loadPage ?? LOAD_PAGE;

  /**
   * Every standing of every test, a page at a time, all in one snapshot (as one statement would read them). One
   * statement for everything held the event loop while its reply was parsed: about 1.5 s at 1,000,000 athletes on
   * a busy machine, long enough for the server's start to time out, and requests waited behind it.
   */
  async function readAll(isWanted: () => boolean): Promise<Loaded | undefined> {
    return deps.db.transaction(async (tx) => {
      await tx.query('set transaction isolation level repeatable read, read only');
      const keys = await tx.query<{ test_key: string }>(TEST_KEYS_SQL);
      const tests = new Map<string, TestStandings>();
      let top = 0;
      for (const { test_key: testKey } of keys) {
        const pages: { merits: number[]; heads: number[]; seqs: number[] }[] = [];
        let after: { merit: number; id: string } | undefined;
        for (;;) {
          const [page] = await tx.query<StandingsPage>(PAGE_SQL, [
            testKey,
            after?.merit ?? null,
            after?.id ?? null,
            loadPage,
          ]);
          const merits = page?.merits;
          if (!page || !merits) break;
          pages.push({ merits, heads: page.heads, seqs: page.seqs });
          await new Promise((resolve) => setImmediate(resolve));
          if (!isWanted()) return undefined;
          if (merits.length < loadPage) break;
          after = { merit: merits.at(-1) ?? 0, id: page.last_id };
        }
        const test = joined(pages);
        for (const seq of test.seqs) if (seq > top) top = seq;
        tests.set(testKey, test);
      }
      const words = (top >>> 5) + 1;
      return { tests, bits: [new Int32Array(words), new Int32Array(words)] };
    });
  }

  function testOf(state: Loaded, testKey: string): TestStandings {
    let test = state.tests.get(testKey);
    if (!test) {
      test = noStandings();
      state.tests.set(testKey, test);
    }
    return test;
  }

  function grow(state: Loaded, seq: number) {
    if (seq < state.bits[0].length * 32) return;
    const words = Math.max((seq >>> 5) + 1, state.bits[0].length * 2);
    state.bits = [new Int32Array(words), new Int32Array(words)];
  }

  /** Deleted athletes: every standing of theirs goes, in one pass over each test. */
  function forget(state: Loaded, seqs: ReadonlySet<number>) {
    for (const test of state.tests.values()) {
      let kept = 0;
      for (let at = 0; at < test.length; at += 1) {
        if (seqs.has(test.seqs[at] as number)) continue;
        test.merits[kept] = test.merits[at] as number;
        test.heads[kept] = test.heads[at] as number;
        test.seqs[kept] = test.seqs[at] as number;
        kept += 1;
      }
      test.length = kept;
    }
  }

  /** One told line: "<test> <number> <id's first 8 hex digits> <old> <new>"; or "gone <number> ...". */
  function learn(state: Loaded, line: string) {
    if (line.startsWith('gone ')) {
      forget(state, new Set(line.slice(5).split(' ').map(Number)));
      return;
    }
    const [first, second, id, old, now] = line.split(' ');
    const seq = Number(second);
    if (!first || !Number.isSafeInteger(seq) || seq < 0) return;
    if (id === undefined || !/^[0-9a-f]{8}$/.test(id)) return;
    const test = testOf(state, first);
    const head = headOf(id);
    const before = meritOf(old);
    if (before !== undefined) {
      const place = { merit: before, head, seq };
      const at = positionOf(test, place);
      if (isAt(test, at, place)) removeAt(test, at);
    }
    const after = meritOf(now);
    if (after !== undefined) {
      grow(state, seq);
      insert(test, { merit: after, head, seq });
    }
  }

  /** Every standing of every test, in the search's order; one told payload's lines (replaying one changes nothing). */
  const kept = keepFromDatabase<Loaded>({
    events: deps.events,
    log: deps.log,
    channel: STANDINGS_CHANNEL,
    failure:
      'standings index: could not load the standings; thresholds are searched in SQL until a retry loads them',
    reloadOn: 'reload',
    load: (isWanted) => readAll(isWanted),
    learn(state, payload) {
      for (const line of payload.split('\n')) learn(state, line);
    },
  });

  /**
   * The bitset of everyone passing every bound: the first bound's passers, then of those the second's, and so on. A
   * bitset of a million athletes is 125 KB, so marking stays in the processor's cache. The two are the process's own,
   * cleared and filled within one synchronous step: a walk marks again on each `next` rather than across the
   * database's answer.
   */
  function mark(
    state: Loaded,
    ranges: readonly { test: TestStandings; from: number; to: number }[],
  ): Int32Array {
    let [passed, spare] = state.bits;
    passed.fill(0);
    for (let index = 0; index < ranges.length; index += 1) {
      const { test, from, to } = ranges[index] as (typeof ranges)[number];
      const seqs = test.seqs;
      if (index === 0) {
        for (let at = from; at < to; at += 1) {
          const seq = seqs[at] as number;
          passed[seq >>> 5] = (passed[seq >>> 5] as number) | (1 << (seq & 31));
        }
        continue;
      }
      spare.fill(0);
      for (let at = from; at < to; at += 1) {
        const seq = seqs[at] as number;
        const bit = 1 << (seq & 31);
        if ((passed[seq >>> 5] as number) & bit) spare[seq >>> 5] = (spare[seq >>> 5] as number) | bit;
      }
      [passed, spare] = [spare, passed];
    }
    return passed;
  }

  return {
    walk({ sortTest, bounds, from, maxPassers }) {
      const state = kept.current;
      if (!state || !deps.events.isListening) return undefined;
      const others = bounds.filter((bound) => bound.testKey !== sortTest);
      if (others.length === 0) return undefined;
      // Found afresh on each step: between steps, told changes move the positions.
      const rangesOf = () =>
        others.map((bound) => {
          const test = state.tests.get(bound.testKey);
          if (!test) return { test: NONE, from: 0, to: 0 };
          const [start, end] = rangeOf(test, bound);
          return { test, from: start, to: end };
        });
      const ranges = rangesOf();
      if (ranges.some((range) => range.to - range.from > maxPassers)) return undefined;
      const own = bounds.filter((bound) => bound.testKey === sortTest);
      /** The last athlete found; the walk goes on strictly after everyone tied with them. */
      let last: { merit: number; head: number } | undefined;
      let done = ranges.some((range) => range.to <= range.from);
      let steps = 0;
      return {
        next(count) {
          if (kept.current !== state || !deps.events.isListening) return undefined;
          const found: number[] = [];
          if (done) return found;
          const test = state.tests.get(sortTest);
          if (!test) {
            done = true;
            return found;
          }
          // After the cursor: from its place, everyone tied with it included (the database tells them apart).
          let start = last
            ? positionOf(test, { ...last, seq: -1 })
            : from
              ? positionOf(test, { merit: from.merit, head: headOf(from.id), seq: 0x7fffffff })
              : 0;
          let end = test.length;
          for (const bound of own) {
            const [low, high] = rangeOf(test, bound);
            start = Math.max(start, low);
            end = Math.min(end, high);
          }
          // The first step runs in the same turn as `walk`; a later one after the database's answer.
          const passed = mark(state, steps === 0 ? ranges : rangesOf());
          steps += 1;
          let at = start;
          for (; at < end; at += 1) {
            const merit = test.merits[at] as number;
            const head = test.heads[at] as number;
            if (found.length >= count && (merit !== last?.merit || head !== last.head)) break;
            const seq = test.seqs[at] as number;
            if ((passed[seq >>> 5] as number) & (1 << (seq & 31))) {
              found.push(seq);
              last = { merit, head };
            }
          }
          if (at >= end) done = true;
          return found;
        },
        get done() {
          return done;
        },
      };
    },
    get isReady() {
      return kept.current !== undefined && deps.events.isListening;
    },
    get size() {
      let size = 0;
      for (const test of kept.current?.tests.values() ?? []) size += test.length;
      return size;
    },
  };
}
