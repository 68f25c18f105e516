// The group's results as CSV for the coach's spreadsheet (issue 24, slice 3; admins only): UTF-8 with a BOM, one row
// per member and test (each member's best result of the test; a member without results has one row of their own),
// quoted by csv-stringify, whose escape_formulas puts a ' before a text cell starting with =, +, -, @, tab or CR
// (formula injection) and leaves numbers be. Bounded: a group's members times the catalogue's tests; streamed out.
import { findTestByKey, PHYSICAL_TESTS } from '@podium/core';
import type { ProfileKind } from '@podium/core/api';
import { GROUP_LIMITS } from '@podium/core/api';
import { stringify } from 'csv-stringify';
import type { Queryable } from '../../db/connection.ts';
import type { Account } from '../auth/account.ts';
import { assertAdmin, assertFound } from './policy.ts';
import { memberRef } from './present.ts';
import { cardIn, type GroupDeps, myProfile, visibleCards } from './shared.ts';
import * as store from './store.ts';

export const CSV_COLUMNS = [
  'Member',
  'Profile',
  'Test',
  'Score',
  'Unit',
  'Normalised score',
  'Normalised unit',
  'Verified',
  'Recorded at',
] as const;

const LOWER_IS_BETTER = PHYSICAL_TESTS.filter((test) => test.better === 'lower').map((test) => test.key);

interface BestRow {
  profile_id: string;
  test_key: string;
  score: string;
  unit: string;
  mf_score: number | null;
  mf_unit: string | null;
  verified: boolean;
  recorded_at: Date;
}

/** Each athlete's best result of each test they have one of (lowest for a lower-is-better test), by test key. */
function bestResults(db: Queryable, profileIds: readonly string[]) {
  return db.query<BestRow>(
    `select distinct on (r.profile_id, r.test_key) r.profile_id, r.test_key, r.score, r.unit, r.mf_score, r.mf_unit,
            r.verified_by is not null as verified, r.recorded_at
       from test_results r
      where r.profile_id = any($1::uuid[]) and r.out_of_bounds is null
      order by r.profile_id, r.test_key,
               case when r.test_key = any($2::text[]) then r.mf_score else -r.mf_score end nulls last,
               r.recorded_at desc, r.id`,
    [profileIds, LOWER_IS_BETTER],
  );
}

/** A score typed as a plain number is written as one (a spreadsheet sums it); anything else stays text. */
const asNumber = (score: string): string | number => (/^-?\d+(\.\d+)?$/.test(score) ? Number(score) : score);

/** GET /api/groups/{id}/csv: admins only; answers the CSV's stream and its file name. */
export async function exportCsv(deps: GroupDeps, account: Account, groupId: string, type: ProfileKind) {
  const group = assertFound(await store.findGroup(deps.db, groupId));
  const me = await myProfile(deps.db, account, type);
  assertAdmin(await store.findMember(deps.db, groupId, me));
  const members = await store.listMembers(deps.db, groupId, 0, GROUP_LIMITS.membersPerGroup);
  // A member the one rule (core isDiscoverable) hides from the admin is left out, as on the group's page.
  const cards = await visibleCards(deps.db, members.map(memberRef), account.id);
  const shown = members.flatMap((member) => {
    const card = cardIn(cards, memberRef(member));
    return card ? [card] : [];
  });
  const athletes = shown.filter((card) => card.profileType === 'athlete').map((card) => card.profileId);
  const best = await bestResults(deps.db, athletes);
  const byProfile = new Map<string, BestRow[]>();
  for (const row of best) byProfile.set(row.profile_id, [...(byProfile.get(row.profile_id) ?? []), row]);

  const csv = stringify({ bom: true, header: true, columns: [...CSV_COLUMNS], escape_formulas: true });
  for (const card of shown) {
    const results = byProfile.get(card.profileId) ?? [];
    if (results.length === 0) csv.write([card.name, card.profileType, '', '', '', '', '', '', '']);
    for (const row of results) {
      csv.write([
        card.name,
        card.profileType,
        findTestByKey(row.test_key)?.name ?? row.test_key,
        asNumber(row.score),
        row.unit,
        row.mf_score ?? '',
        row.mf_unit ?? '',
        row.verified ? 'yes' : 'no',
        row.recorded_at.toISOString(),
      ]);
    }
  }
  csv.end();
  const fileName = `${group.name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'group'} results.csv`;
  return { stream: csv, fileName };
}
