// What one process has already counted of a test, kept while the test's standings stay as they were counted.
//
// Every statement that changes a test's standings bumps its ranking_versions row (0003_rankings.sql, in the
// same transaction), so two reads that see the same version see the same standings: a count taken at a
// version is exact for any later read at that version, in this process or after another process wrote.
// A test's parts are kept for one (version, day) only: the first read at another one drops them.

/** How many standings of a pool are strictly better than some merits, and the pool's total. */
interface PoolParts {
  athletes: number;
  better: Map<number, number>;
}

interface TestParts {
  version: number;
  day: string;
  distribution: number[] | null;
  /** By pool name, as in ranking_counts: 'all', 'sport:x', 'age:n', 'age:n|sport:x'. */
  pools: Map<string, PoolParts>;
  /** Merits kept over all pools: bounds memory when many distinct scores are asked. */
  merits: number;
}

/** Past this many merits in one test the test's parts start again: memory stays bounded whatever is asked. */
const MAX_MERITS_PER_TEST = 100_000;

/** The pool a probe counts in, named as ranking_cells names it (a missing sport or age widens the pool). */
export function poolName(sport: string | null, age: number | null): string {
  const parts = [age === null ? null : `age:${age}`, sport === null ? null : `sport:${sport}`];
  const name = parts.filter((part) => part !== null).join('|');
  return name === '' ? 'all' : name;
}

export interface PoolCount {
  athletes: number;
  better: number;
}

export class RankingCache {
  readonly #tests = new Map<string, TestParts>();

  #at(testKey: string, version: number, day: string): TestParts | undefined {
    const parts = this.#tests.get(testKey);
    return parts && parts.version === version && parts.day === day ? parts : undefined;
  }

  #atOrNew(testKey: string, version: number, day: string): TestParts {
    const kept = this.#at(testKey, version, day);
    if (kept && kept.merits < MAX_MERITS_PER_TEST) return kept;
    const fresh = { version, day, distribution: kept?.distribution ?? null, pools: new Map(), merits: 0 };
    this.#tests.set(testKey, fresh);
    return fresh;
  }

  distribution(testKey: string, version: number, day: string): number[] | null {
    return this.#at(testKey, version, day)?.distribution ?? null;
  }

  keepDistribution(testKey: string, version: number, day: string, distribution: number[]): void {
    this.#atOrNew(testKey, version, day).distribution = distribution;
  }

  /** The pool's count for a merit (null: only its total is asked), if counted at this version and day. */
  count(
    testKey: string,
    version: number,
    day: string,
    pool: string,
    merit: number | null,
  ): PoolCount | undefined {
    const parts = this.#at(testKey, version, day)?.pools.get(pool);
    if (!parts) return undefined;
    if (merit === null) return { athletes: parts.athletes, better: 0 };
    const better = parts.better.get(merit);
    return better === undefined ? undefined : { athletes: parts.athletes, better };
  }

  keepCount(
    testKey: string,
    version: number,
    day: string,
    pool: string,
    merit: number | null,
    count: PoolCount,
  ): void {
    const parts = this.#atOrNew(testKey, version, day);
    let kept = parts.pools.get(pool);
    if (!kept) {
      kept = { athletes: count.athletes, better: new Map() };
      parts.pools.set(pool, kept);
    }
    if (merit === null || kept.better.has(merit)) return;
    kept.better.set(merit, count.better);
    parts.merits += 1;
  }
}
