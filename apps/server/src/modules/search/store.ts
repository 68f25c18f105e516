// SQL for finding profiles by name and place: athletes, coaches (users of type 2) and organisations.
import type { ProfileKind } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import { type Combination, combinationsOf, type TypedWord } from './person-names.ts';
import {
  afterSql,
  CONSENT_SQL,
  type Cursor,
  equalsSql,
  nameMatchSql,
  nameScoreSql,
  Params,
  personCitySql,
  searchStatement,
  visibleSql,
} from './sql.ts';

export interface NamedRow {
  profile_id: string;
  profile_type: ProfileKind;
  /** The person behind it; null for an organisation. */
  user_id: string | null;
  birth_date: string | null;
  has_consent: boolean;
  name: string;
  sport: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  /** The sort key: the name's match score, or without a name the account's creation (seconds since 1970). */
  key: number;
  /** Breaks ties in the key, and is the cursor's id: the person's user id when found by name, else the profile id. */
  sort_id: string;
}

export interface NamedSearch {
  kind: ProfileKind;
  viewerId: string;
  today: Date;
  name?: string | undefined;
  /** The name's typed words and what each may mean (person-names.ts): how people, not organisations, are found. */
  typed?: readonly TypedWord[] | undefined;
  country?: string | undefined;
  state?: string | undefined;
  city?: string | undefined;
  cursor?: Cursor | undefined;
  limit: number;
}

/** Per kind: its rows, the name column, the place columns and what stands for the person. */
const SOURCES: Record<ProfileKind, { from: string; id: string; created: string; person: boolean }> = {
  athlete: {
    from: `athlete_profiles p join users u on u.id = p.user_id
           left join athlete_sports main on main.profile_id = p.id and main.main`,
    id: 'p.id',
    created: 'p.created_at',
    person: true,
  },
  coach: { from: 'users u', id: 'u.id', created: 'u.created_at', person: true },
  // An organisation's place is its owner's (organisation details are the organisation helpers' to grow).
  org: {
    from: 'organisations o join users u on u.id = o.owner_id',
    id: 'o.id',
    created: 'o.created_at',
    person: false,
  },
};

/** Columns of a person's row: an athlete (with profile p and main sport) or a coach. */
function personColumns(kind: 'athlete' | 'coach'): string {
  return `${kind === 'athlete' ? 'p.id' : 'u.id'} as profile_id, '${kind}' as profile_type, u.id as user_id,
          u.birth_date::text as birth_date, ${CONSENT_SQL('u.id')} as has_consent, u.name,
          ${kind === 'athlete' ? 'main.sport' : 'null'} as sport, u.city, u.state, u.country, u.id as sort_id`;
}

/**
 * An array parameter PostgreSQL may not look into when planning: otherwise each search's plan is costed for its own
 * few combinations, never matches the plan it would keep for any, and is made afresh every time (1 to 2 ms, as much
 * as running it); hidden, the statement's plan is made once per connection and kept.
 */
const hidden = (array: string) => `(select ${array})`;

/**
 * The people holding all of a combination's words, per combination (person-names.ts), best first: the rarest word's
 * holders walked down name_words' primary key in id order, each checked for the others, skipping anyone holding a
 * word that matches better (they are read with that combination); visible to the viewer only.
 */
async function walkCombinations(
  db: Queryable,
  kind: 'athlete' | 'coach',
  combinations: readonly Combination[],
  search: NamedSearch,
): Promise<NamedRow[]> {
  const params = new Params();
  const width = combinations[0]?.walk.length ?? 0;
  const positions = Array.from({ length: width }, (_, index) => index);
  const words = positions.map((index) =>
    params.add(combinations.map((combination) => combination.walk[index])),
  );
  const keys = params.add(combinations.map((combination) => combination.score));
  const better = params.add(combinations.map((combination) => combination.better.join(' ')));
  // The other words are looked up per person walked, by primary key: a scalar subquery, so PostgreSQL cannot merge
  // two words' whole lists instead (it did, reading all 25,000 Johns for "John Ruha": 20 ms).
  const others = positions
    .slice(1)
    .map(
      (index) =>
        `coalesce((select true from name_words n${index} where n${index}.word = c.w${index} collate "C" and n${index}.user_id = n0.user_id), false)`,
    );
  const where = [
    'n0.word = c.w0 collate "C"',
    ...others,
    `not exists (select 1 from name_words x where x.user_id = n0.user_id and x.word = any(string_to_array(c.better, ' ')::text[]))`,
    kind === 'coach' ? 'u.user_type = 2' : 'true',
    visibleSql(params, search.viewerId, search.today, { dayInText: true }),
    equalsSql(params, 'u.country', search.country),
    equalsSql(params, 'u.state', search.state),
    personCitySql(params, search.city, search.viewerId, search.today),
    afterSql(params, 'c.key', 'u.id', search.cursor),
  ];
  // Written into the text, not a parameter, for the same reason as `hidden` (a whole number the service chose).
  const limit = Math.trunc(search.limit);
  const sql = `
    select m.*, c.key
      from unnest(${[...words.map((word) => `${word}::text[]`), `${keys}::float8[]`, `${better}::text[]`].map(hidden).join(', ')})
           as c(${positions.map((index) => `w${index}`).join(', ')}, key, better)
      cross join lateral (
        select ${personColumns(kind)}
          from name_words n0
          join users u on u.id = n0.user_id
          ${kind === 'athlete' ? 'join athlete_profiles p on p.user_id = u.id left join athlete_sports main on main.profile_id = p.id and main.main' : ''}
         where ${where.filter((clause) => clause !== 'true').join('\n           and ')}
         order by n0.user_id desc
         limit ${limit}) m
     order by c.key desc, m.sort_id desc
     limit ${limit}`;
  return db.query<NamedRow>(searchStatement(sql), params.values);
}

/**
 * People by the words of their name: the best-scoring combinations first, the rest only when those fill no page
 * (an exact "david williams" fills it, and its eleven lesser combinations cost three times what it does).
 */
async function findPeopleByWords(
  db: Queryable,
  kind: 'athlete' | 'coach',
  typed: readonly TypedWord[],
  search: NamedSearch,
): Promise<NamedRow[]> {
  const combinations = combinationsOf(typed);
  const best = combinations.filter((combination) => combination.score === combinations[0]?.score);
  const rest = combinations.slice(best.length);
  const rows = best.length > 0 ? await walkCombinations(db, kind, best, search) : [];
  if (rows.length < search.limit && rest.length > 0)
    rows.push(...(await walkCombinations(db, kind, rest, search)));
  // A person holding two equally good words of one typed word comes once per combination: the first is theirs.
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.sort_id) && seen.add(row.sort_id)).slice(0, search.limit);
}

/** One kind's profiles matching a name (best first) or, without one, newest first; visible to the viewer only. */
export async function findNamed(db: Queryable, search: NamedSearch): Promise<NamedRow[]> {
  if (search.kind !== 'org' && search.name)
    return findPeopleByWords(db, search.kind, search.typed ?? [], search);
  const source = SOURCES[search.kind];
  const params = new Params();
  const nameColumn = search.kind === 'org' ? 'o.name' : 'u.name';
  // Here a name is only ever an organisation's: few enough for their names' trigram index (migration 0016).
  const name = search.name ? params.add(search.name) : undefined;
  const key = name ? nameScoreSql('o.search_name', name) : `extract(epoch from ${source.created})::float8`;
  const where = [
    name ? nameMatchSql('o.search_name', name) : 'true',
    search.kind === 'coach' ? 'u.user_type = 2' : 'true',
    source.person ? visibleSql(params, search.viewerId, search.today) : 'true',
    equalsSql(params, 'u.country', search.country),
    equalsSql(params, 'u.state', search.state),
    source.person
      ? personCitySql(params, search.city, search.viewerId, search.today)
      : equalsSql(params, 'u.city', search.city),
    afterSql(params, key, source.id, search.cursor),
  ];
  const sql = `
    select ${source.id} as profile_id, '${search.kind}' as profile_type,
           ${source.person ? 'u.id' : 'null'} as user_id, ${source.person ? 'u.birth_date::text' : 'null'} as birth_date,
           ${source.person ? CONSENT_SQL('u.id') : 'false'} as has_consent,
           ${nameColumn} as name, ${search.kind === 'athlete' ? 'main.sport' : 'null'} as sport,
           u.city, u.state, u.country, ${key} as key, ${source.id} as sort_id
      from ${source.from}
     where ${where.join('\n       and ')}
     order by key desc, ${source.id} desc
     limit ${params.add(search.limit)}`;
  return db.query<NamedRow>(sql, params.values);
}
