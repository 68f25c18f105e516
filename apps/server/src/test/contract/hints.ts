// Values the fuzzer has seen the app use, by field name (ids, emails, signatures, test names...), so generated
// requests sometimes carry real ones and reach past validation into the services and the database.
import { PHYSICAL_TESTS, TEST_CATEGORIES, TEST_UNITS } from '@podium/core';

const PER_KEY = 40;

/** `_id` and `id`, `apiKey` and `api_key`: one name however a schema or an answer spells it. */
const normalise = (key: string) => key.replace(/[^a-z0-9*]/gi, '').toLowerCase();

/** Strings every field may get now and then, whatever its name. */
const ANY_FIELD = [
  '00000000-0000-4000-8000-000000000000',
  'Football (soccer)',
  '2000-05-17',
  'https://videos.example.com/goal.mp4',
  'athlete@example.com',
  'true',
  '0',
];

/** Hints for field names the product uses everywhere, before the app has answered anything. */
const SEEDS: Array<[RegExp, string[]]> = [
  [/email/, ['athlete@example.com', 'COACH@Example.COM', ' spaced@example.com ', 'a@b', 'no-at-sign']],
  [/date|birth/, ['2000-05-17', '2013-02-01', '2024-02-30', '1900-01-01', '2999-12-31', '17/05/2000']],
  [
    /url|link/,
    ['https://videos.example.com/a.mp4', 'http://localhost/x.png', 'javascript:alert(1)', 'ftp://x'],
  ],
  [/^test$/, PHYSICAL_TESTS.flatMap((test) => [test.name, test.key])],
  [/attribute|category/, TEST_CATEGORIES.flatMap((category) => [category.name, category.key])],
  [/unit/, [...TEST_UNITS]],
  [/score/, ['4.7', '12', "5'11", '1:05.30', '99999999999999999999999', '-1', '0', '1e9']],
  [/sport/, ['Football (soccer)', 'football', 'Tennis', 'Golf', 'Swimming', 'Athletics']],
  [/folder/, ['tests', 'highlights', 'groups', 'profiles', 'documents', 'overlays', 'images', '../etc']],
  [/dataurl/, ['data:image/png;base64,iVBORw0KGgo=', 'data:text/html;base64,PHNjcmlwdD4=', 'data:,']],
  [/type|profile/, ['athlete', 'coach', 'org', 'details', 'email', 'password']],
];

export class Hints {
  private readonly byKey = new Map<string, string[]>();

  constructor() {
    for (const value of ANY_FIELD) this.add('*', value);
  }

  add(key: string, value: string) {
    const name = normalise(key);
    const values = this.byKey.get(name) ?? [];
    if (values.includes(value)) return;
    values.push(value);
    if (values.length > PER_KEY) values.shift();
    this.byKey.set(name, values);
  }

  /** Everything another pool knows (another user's ids, emails, upload signature...). */
  absorb(other: Hints) {
    for (const [key, values] of other.byKey) for (const value of values) this.add(key, value);
  }

  /** Records every string (and number, as text) in an answer under the key that holds it. */
  learn(value: unknown) {
    const pending: Array<{ key: string; value: unknown }> = [{ key: '*', value }];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      const { key, value: current } = next;
      if (typeof current === 'string' && current.length <= 2048) this.add(key, current);
      else if (typeof current === 'number') this.add(key, String(current));
      else if (Array.isArray(current)) for (const item of current) pending.push({ key, value: item });
      else if (current !== null && typeof current === 'object') {
        for (const [child, item] of Object.entries(current)) pending.push({ key: child, value: item });
      }
    }
  }

  /** Known values for a field: its own name's, any id's for an id-like name, the seeds that match it. */
  valuesFor(field: string): string[] {
    const name = normalise(field);
    const values = [...(this.byKey.get(name) ?? [])];
    if (/id$/.test(name) || name === 'owner') {
      for (const [key, known] of this.byKey) if (/id$/.test(key)) values.push(...known);
    }
    for (const [pattern, seeds] of SEEDS) if (pattern.test(name)) values.push(...seeds);
    return values.length > 0 ? values : (this.byKey.get('*') ?? ANY_FIELD);
  }

  /** The n-th known value for a field (n from the fuzzer, so the choice replays with the seed). */
  pick(field: string, n: number): string {
    const values = this.valuesFor(field);
    return values[n % values.length] ?? '';
  }
}
