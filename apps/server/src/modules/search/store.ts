// SQL for finding profiles by name and place: athletes, coaches (users of type 2) and organisations.
import type { ProfileKind } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import { type Combination, combinationsOf, type TypedWord } from './person-names.ts';
import {
  afterSql,
  type Cursor,
  consentColumnSql,
  equalsSql,
  hidden,
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
function personColumns(kind: 'athlete' | 'coach', today: Date): string {
  return `${kind === 'athlete' ? 'p.id' : 'u.id'} as profile_id, '${kind}' as profile_type, u.id as user_id,
          u.birth_date::text as birth_date, ${consentColumnSql(today)} as has_consent, u.name,
          ${kind === 'athlete' ? 'main.sport' : 'null'} as sport, u.city, u.state, u.country, u.id as sort_id`;
}

/** Rows in the order every search pages in: key, then id, both descending. */
export const byKey = (a: NamedRow, b: NamedRow) =>
  b.key - a.key || (a.sort_id < b.sort_id ? 1 : a.sort_id > b.sort_id ? -1 : 0);

/**
 * The people holding all of a combination's words, per combination (person-names.ts), best first, visible to the
 * viewer only, skipping anyone holding a word that matches better (they are read with that combination), as a
 * query of `search.limit` rows at most. One word: its holders, down name_words' primary key in id order. Two or
 * more: the holders of the two rarest together, down name_word_pairs' (migration 0022), so only people holding both
 * are read; a third word and the better ones are checked on the row read, which carries its person's whole list of
 * words. All combinations given have as many distinct words (`walk`).
 */
function walkSql(
  params: Params,
  kind: 'athlete' | 'coach',
  combinations: readonly Combination[],
  search: NamedSearch,
): string {
  const width = combinations[0]?.walk.length ?? 0;
  const positions = Array.from({ length: width }, (_, index) => index);
  const words = positions.map((index) =>
    params.add(combinations.map((combination) => combination.walk[index])),
  );
  const keys = params.add(combinations.map((combination) => combination.score));
  const better = params.add(combinations.map((combination) => combination.better.join(' ')));
  const others = positions.slice(2).map((index) => `c.w${index}`);
  const where = [
    width === 1
      ? 'n0.word = c.w0 collate "C"'
      : `n0.first = least(c.w0 collate "C", c.w1 collate "C") and n0.second = greatest(c.w0 collate "C", c.w1 collate "C")`,
    others.length > 0 ? `n0.words @> array[${others.join(', ')}]` : 'true',
    `not n0.words && string_to_array(c.better, ' ')`,
    kind === 'coach' ? 'u.user_type = 2' : 'true',
    visibleSql(params, search.viewerId, search.today, { dayInText: true }),
    equalsSql(params, 'u.country', search.country),
    equalsSql(params, 'u.state', search.state),
    personCitySql(params, search.city, search.viewerId, search.today),
    afterSql(params, 'c.key', 'u.id', search.cursor),
  ];
  // Written into the text, not a parameter, for the same reason as `hidden` (sql.ts; a whole number the service chose).
  const limit = Math.trunc(search.limit);
  return `
    select m.*, c.key
      from unnest(${[...words.map((word) => `${word}::text[]`), `${keys}::float8[]`, `${better}::text[]`].map(hidden).join(', ')})
           as c(${positions.map((index) => `w${index}`).join(', ')}, key, better)
      cross join lateral (
        select ${personColumns(kind, search.today)}
          from ${width === 1 ? 'name_words' : 'name_word_pairs'} n0
          join users u on u.id = n0.user_id
          ${kind === 'athlete' ? 'join athlete_profiles p on p.user_id = u.id left join athlete_sports main on main.profile_id = p.id and main.main' : ''}
         where ${where.filter((clause) => clause !== 'true').join('\n           and ')}
         order by n0.user_id desc
         limit ${limit}) m
     order by c.key desc, m.sort_id desc
     limit ${limit}`;
}

/** Combinations grouped by how many distinct words they have: fewer than typed only when two typed words mean one. */
function byWidth(combinations: readonly Combination[]): Combination[][] {
  const groups = new Map<number, Combination[]>();
  for (const combination of combinations) {
    const group = groups.get(combination.walk.length);
    if (group) group.push(combination);
    else groups.set(combination.walk.length, [combination]);
  }
  return [...groups.values()];
}

/**
 * People by the words of their name, in one statement: the best-scoring combinations first, the rest only when those
 * fill no page (an exact "david williams" fills it; PostgreSQL then never starts the rest, which a condition on the
 * best rows' count gates).
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
  if (best.length === 0) return [];
  const params = new Params();
  const bestWalks = byWidth(best).map((group) => walkSql(params, kind, group, search));
  const restWalks = byWidth(rest).map((group) => walkSql(params, kind, group, search));
  const bestRows = bestWalks.map((_, index) => `select * from best${index}`).join(' union all ');
  const sql = `
    with ${[...bestWalks.map((walk, index) => `best${index} as (${walk})`), ...restWalks.map((walk, index) => `rest${index} as (${walk})`)].join(',\n    ')}
    ${bestRows}
    ${restWalks.map((_, index) => `union all select * from rest${index} where (select count(*) from (${bestRows}) found) < ${Math.trunc(search.limit)}`).join('\n    ')}`;
  const rows = (await db.query<NamedRow>(searchStatement(sql), params.values)).sort(byKey);
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
           ${source.person ? consentColumnSql(search.today) : 'false'} as has_consent,
           ${nameColumn} as name, ${search.kind === 'athlete' ? 'main.sport' : 'null'} as sport,
           u.city, u.state, u.country, ${key} as key, ${source.id} as sort_id
      from ${source.from}
     where ${where.join('\n       and ')}
     order by key desc, ${source.id} desc
     limit ${params.add(search.limit)}`;
  return db.query<NamedRow>(sql, params.values);
}
