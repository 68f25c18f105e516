// What every search query shares: numbered parameters, the visibility rule as SQL, name matching, keyset paging.
import { createHash } from 'node:crypto';
import { ACCOUNT_RULES, isMinor } from '@podium/core';
import type { NamedStatement } from '../../db/connection.ts';

/** Collects parameters as a query is built: `add(value)` gives its placeholder. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Statements named so far, by text: a search's texts are a few dozen shapes a day (the day is in the text). */
const named = new Map<string, NamedStatement>();
/** Texts kept at most; past it the map starts again (a new day's texts replace the last day's). */
const NAMED_KEPT = 500;

/**
 * A built search statement, named by its text: the same filters give the same text, so each connection plans it
 * once (planning a search took as long as running it, about 2 ms at 1,000,000 athletes). Values stay parameters.
 * A text seen before keeps its name without hashing it again (about 1.5 % of a name search's server time).
 */
export function searchStatement(text: string): NamedStatement {
  const known = named.get(text);
  if (known) return known;
  if (named.size >= NAMED_KEPT) named.clear();
  const statement = { name: `search-${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text };
  named.set(text, statement);
  return statement;
}

/**
 * A parameter (with its cast) PostgreSQL may not look into when planning: a search's statement is then planned once
 * per connection and the plan kept, rather than planned afresh for its values on every request (1 to 2 ms, as much
 * as running it). Used with the page size and the day written into the text, for the same reason.
 */
export const hidden = (expression: string) => `(select ${expression})`;

/**
 * A time written as JavaScript's toISOString writes it (UTC, milliseconds, 'Z'), so a row's times reach the reply as
 * they are rather than through a Date each.
 */
export const ISO_TIME = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The coach who verified a standing's result, as `{ name, profileId }`, looked up by the result's key only for a
 * verified standing (migration 0033): most are not, and they cost no look-up.
 */
export const VERIFIER_SQL = (standing: string) => `
  case when ${standing}.verified_at is not null then
    (select json_build_object('name', v.name, 'profileId', v.id)
       from test_results r join users v on v.id = r.verified_by
      where r.id = ${standing}.result_id) end`;

/** YYYY-MM-DD `years` before `today` (UTC, as core ageInYears counts): born on or before it means that age or more. */
export function yearsBefore(today: Date, years: number): string {
  const year = String(today.getUTCFullYear() - years).padStart(4, '0');
  const month = String(today.getUTCMonth() + 1).padStart(2, '0');
  const day = String(today.getUTCDate()).padStart(2, '0');
  // Feb 29 today lands on a leap year too (16 and whole-year steps of 4 apart keep it), except across 1900/2100.
  return `${year}-${month}-${day === '29' && month === '02' ? '28' : day}`;
}

/**
 * A caregiver's live consent (consent store: given, not withdrawn, the request not voided). A scalar subquery, not
 * `exists`: PostgreSQL may run an `exists` that it expects to ask often as one hash of every consent, read whole on
 * each search (27 ms at 80,000 consents), where a page asks it of ten people.
 */
export const CONSENT_SQL = (user: string) =>
  `coalesce((select true from caregiver_consents c where c.user_id = ${user} and c.voided_at is null and c.given_at is not null limit 1), false)`;

/**
 * A row's has_consent: the caregiver's live consent, looked up only for a person under 16 (the only one it matters
 * for, core isDiscoverable; present.ts isShown reads it); anyone older reads false without the lookup. The day is
 * written into the text, as visibleSql's `dayInText` (a kept plan).
 */
export function consentColumnSql(today: Date, user = 'u'): string {
  const adultBorn = yearsBefore(today, ACCOUNT_RULES.caregiverRequiredUnderAge);
  return `coalesce(${user}.birth_date > '${adultBorn}'::date and ${CONSENT_SQL(`${user}.id`)}, false)`;
}

/**
 * core isDiscoverable for a signed-in viewer, as SQL over `users u`: themself, anyone 16 or over, or a minor whose
 * caregiver consented. Rows are checked again with isDiscoverable itself before they are shown (present.ts).
 */
export function visibleSql(
  params: Params,
  viewerId: string,
  today: Date,
  options: { user?: string; dayInText?: boolean } = {},
): string {
  const user = options.user ?? 'u';
  const adultBorn = yearsBefore(today, ACCOUNT_RULES.caregiverRequiredUnderAge);
  // dayInText: the day written into the text (digits and dashes from yearsBefore), for a statement whose plan should
  // be kept (`hidden`): PostgreSQL then estimates the share of adults alike in a kept plan and in one made
  // for a single search. The text changes once a day, so each connection holds at most one such plan a day a shape.
  const born = options.dayInText ? `'${adultBorn}'` : params.add(adultBorn);
  return `(${user}.id = ${params.add(viewerId)} or ${user}.birth_date <= ${born}::date or ${CONSENT_SQL(`${user}.id`)})`;
}

/**
 * A name matches when it is like the query as a whole (similarity, "Jonh Smth" ~ "John Smith") or holds a word
 * like it (word similarity, "jose" ~ "José García"); both through the trigram indexes of migration 0016. `column` is a
 * search_name column (users.search_name, organisations.search_name: the name already normalised).
 */
export function nameMatchSql(column: string, query: string): string {
  return `(${column} % search_name(${query}) or ${column} %> search_name(${query}))`;
}

/** How well it matched, 0 to 1: the better of the two. Double precision, so a cursor carries it exactly. */
export function nameScoreSql(column: string, query: string): string {
  return `greatest(similarity(${column}, search_name(${query})), word_similarity(search_name(${query}), ${column}))::float8`;
}

/** A page's last row: its sort key and id, opaque to clients. */
export interface Cursor {
  key: number;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The cursor a reply gave, or undefined for anything else. */
export function decodeCursor(text: string): Cursor | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [key, id] = value;
  if (typeof key !== 'number' || !Number.isFinite(key) || typeof id !== 'string' || !UUID.test(id))
    return undefined;
  return { key, id };
}

/** Rows after the cursor in (key desc, id desc) order. */
export function afterSql(params: Params, key: string, id: string, cursor: Cursor | undefined): string {
  if (!cursor) return 'true';
  return `(${key}, ${id}) < (${params.add(cursor.key)}::float8, ${params.add(cursor.id)}::uuid)`;
}

/**
 * The city filter for people: a city is never shown of an athlete under 16 to anyone but themself (design choices,
 * "Trust"), so it must not find them either, or the filter would tell it.
 */
export function personCitySql(
  params: Params,
  value: string | undefined,
  viewerId: string,
  today: Date,
  user = 'u',
): string {
  if (value === undefined || value === '') return 'true';
  const adultBorn = yearsBefore(today, ACCOUNT_RULES.caregiverRequiredUnderAge);
  return `(${equalsSql(params, `${user}.city`, value)} and (${user}.id = ${params.add(viewerId)} or ${user}.birth_date <= ${params.add(adultBorn)}::date))`;
}

/** Case-insensitive equality for optional place and gender filters. */
export function equalsSql(params: Params, column: string, value: string | undefined): string {
  return value === undefined || value === '' ? 'true' : `lower(${column}) = lower(${params.add(value)})`;
}

/** "City, State, Country" as far as known and shown: an athlete under 16's city only to themself. */
export function placeOf(
  row: {
    user_id: string | null;
    birth_date: string | null;
    city: string | null;
    state: string | null;
    country: string | null;
  },
  viewerId: string,
): string | null {
  const showsCity =
    row.birth_date === null || row.user_id === viewerId || !isMinor({ birthDate: row.birth_date });
  const parts = [showsCity ? row.city : null, row.state, row.country].filter((part): part is string =>
    Boolean(part?.trim()),
  );
  return parts.length > 0 ? parts.join(', ') : null;
}
