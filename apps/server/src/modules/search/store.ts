// SQL for finding profiles by name and place: athletes, coaches (users of type 2) and organisations.
import type { ProfileKind } from '@podium/core/api';
import type { Queryable } from '../../db/connection.ts';
import {
  afterSql,
  CONSENT_SQL,
  type Cursor,
  equalsSql,
  nameMatchSql,
  nameScoreSql,
  Params,
  personCitySql,
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
}

export interface NamedSearch {
  kind: ProfileKind;
  viewerId: string;
  today: Date;
  name?: string | undefined;
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

/** One kind's profiles matching a name (best first) or, without one, newest first; visible to the viewer only. */
export async function findNamed(db: Queryable, search: NamedSearch): Promise<NamedRow[]> {
  const source = SOURCES[search.kind];
  const params = new Params();
  const nameColumn = search.kind === 'org' ? 'o.name' : 'u.name';
  const searchColumn = search.kind === 'org' ? 'o.search_name' : 'u.search_name';
  const name = search.name ? params.add(search.name) : undefined;
  const key = name ? nameScoreSql(searchColumn, name) : `extract(epoch from ${source.created})::float8`;
  const where = [
    name ? nameMatchSql(searchColumn, name) : 'true',
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
           u.city, u.state, u.country, ${key} as key
      from ${source.from}
     where ${where.join('\n       and ')}
     order by key desc, ${source.id} desc
     limit ${params.add(search.limit)}`;
  return db.query<NamedRow>(sql, params.values);
}
