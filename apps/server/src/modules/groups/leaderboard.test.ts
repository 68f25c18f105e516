// Issue 24, slice 3: the group's leaderboard (members ranked on a test by their best result, in the test's own
// direction, verified marked, the change since a day, filters, members only) and its CSV export (admins only, UTF-8
// with a BOM, one row per member and test, text cells inert against formula injection, numbers left numbers).
import type { Leaderboard } from '@podium/core/api';
import { describe, expect, it } from 'vitest';
import { consentTokenFor, createMinor, mailsTo } from '../../test/consent-helpers.ts';
import { addResult, messages } from '../../test/factories.ts';
import { type Person, useGroupsApp } from '../../test/groups.ts';
import { CSV_COLUMNS } from './csv.ts';
import { ONLY_ADMINS, ONLY_MEMBERS } from './policy.ts';
import { NO_SUCH_TEST } from './requests.ts';

const { t, g } = useGroupsApp();

const dash = (who: Person, score: string) =>
  addResult(t, who.token, { attribute: 'Run Tests', test: '40 Yard Dash', score, unitOfMeasurement: 'sec' });

/** Moves every result of `who` back to `day` (the change since a day compares against results before it). */
async function backdate(who: Person, day: string) {
  await t.db.query('update test_results set recorded_at = $2::date where profile_id = $1', [
    who.profileId,
    day,
  ]);
}

/** A birth date `years` and a month ago (a month, so the age holds whatever today is). */
function bornYearsAgo(years: number): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years, day.getUTCMonth() - 1, 1);
  return day.toISOString().slice(0, 10);
}

async function board(groupId: string, who: Person, query = '') {
  const read = await g.call(
    'GET',
    `/api/groups/${groupId}/leaderboard?type=${who.profileType}&test=dash40${query}`,
    who,
  );
  expect(read.statusCode, read.body).toBe(200);
  return read.json<Leaderboard>();
}

describe('the leaderboard', () => {
  it('ranks a lower-is-better test fastest first by each member’s best, verified marked, with the change since a day', async () => {
    const cora = await g.coach('Cora Coach');
    const groupId = await g.makeGroup(cora, 'Dash Squad');
    const ann = await g.athlete('Ann Quick', bornYearsAgo(20));
    const ben = await g.athlete('Ben Steady', bornYearsAgo(30));
    const cal = await g.athlete('Cal Slow', bornYearsAgo(20));
    const dee = await g.athlete('Dee None', bornYearsAgo(20));
    for (const member of [ann, ben, cal, dee]) await g.addMember(groupId, cora, member);
    await t.db.query("update users set gender = 'female' where id = any($1::uuid[])", [
      [ann.userId, cal.userId],
    ]);

    // Ann ran 5.10 last year, then 4.62 and 4.90 this year: her best is 4.62, 0.48 faster than before.
    await dash(ann, '5.10');
    await backdate(ann, '2020-01-01');
    await dash(ann, '4.62');
    await dash(ann, '4.90');
    await dash(ben, '4.75');
    await dash(cal, '5.40');
    // Cal's coach-verified 5.30, accepted from a pending submission, is his best.
    await g.call('PUT', `/api/groups/${groupId}/${cal.profileId}/collab-tests`, cora, {
      type: 'coach',
      tests: [
        {
          attribute: 'Run Tests',
          test: '40 Yard Dash',
          results: { score: '5.30', unitOfMeasurement: 'sec' },
        },
      ],
    });
    const pending = (await g.call('GET', `/api/groups/${groupId}/pending?type=athlete`, cal)).json().pending;
    await g.call('PUT', `/api/groups/${groupId}/pending/${pending[0]._id}/accept`, cal);

    const read = await board(groupId, ben, '&since=2021-01-01');
    expect(read.test).toEqual({ key: 'dash40', name: '40 Yard Dash', better: 'lower' });
    expect(read.total).toBe(3);
    expect(read.nextCursor).toBeNull();
    expect(
      read.entries.map((e) => [e.rank, e.profile.name, e.score, e.verified, e.previous, e.change]),
    ).toEqual([
      [1, 'Ann Quick', '4.62', false, 5.1, 0.48],
      [2, 'Ben Steady', '4.75', false, null, null],
      [3, 'Cal Slow', '5.30', true, null, null],
    ]);

    const names = async (query: string) =>
      (await board(groupId, cora, query)).entries.map((e) => e.profile.name);
    expect(await names('&verified=true')).toEqual(['Cal Slow']);
    expect(await names('&gender=FEMALE')).toEqual(['Ann Quick', 'Cal Slow']);
    // Ben is 30: 25 or over; the others are 20.
    expect(await names('&minAge=25')).toEqual(['Ben Steady']);
    expect(await names('&maxAge=24')).toEqual(['Ann Quick', 'Cal Slow']);
  });

  it('ranks a higher-is-better test highest first', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora);
    const low = await g.athlete('Lo Jump');
    const high = await g.athlete('Hi Jump');
    for (const member of [low, high]) await g.addMember(groupId, cora, member);
    const jump = (who: Person, score: string) =>
      addResult(t, who.token, {
        attribute: 'Speed and Power',
        test: 'Vertical Jump',
        score,
        unitOfMeasurement: 'cm',
      });
    await jump(low, '50');
    await jump(high, '70');
    const read = await g.call(
      'GET',
      `/api/groups/${groupId}/leaderboard?type=coach&test=Vertical%20Jump`,
      cora,
    );
    expect(read.json<Leaderboard>().entries.map((e) => [e.rank, e.profile.name])).toEqual([
      [1, 'Hi Jump'],
      [2, 'Lo Jump'],
    ]);
  });

  it('is paged: 50 a page, ranks going on across pages, with the total', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora, 'Big Squad');
    // 55 adult athletes with a dash each (4.01 s to 4.55 s), written as the app's calls leave them.
    await t.db.query(
      `with made as (
         insert into users (email, password_hash, user_type, name, birth_date, terms_agreed_at)
         select 'paged-' || gen_random_uuid() || '@example.com', 'x', 1, 'Paged ' || lpad(i::text, 2, '0'),
                '1995-01-01', now()
           from generate_series(1, 55) as i returning id, name),
       profiles as (insert into athlete_profiles (user_id) select id from made returning id, user_id),
       joined as (insert into group_members (group_id, member_profile_id, member_profile_type, role)
                  select $1, id, 'athlete', 'member' from profiles)
       insert into test_results (profile_id, test_key, category, score, unit, mf_score, mf_unit)
       select p.id, 'dash40', 'runTests', (4 + substr(m.name, 7)::int / 100.0)::text, 'sec',
              4 + substr(m.name, 7)::int / 100.0, 'sec'
         from profiles p join made m on m.id = p.user_id`,
      [groupId],
    );
    const first = await board(groupId, cora);
    expect(first.total).toBe(55);
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]).toMatchObject({
      rank: 1,
      profile: expect.objectContaining({ name: 'Paged 01' }),
    });
    expect(first.nextCursor).toBe(50);
    const second = await board(groupId, cora, `&cursor=${first.nextCursor}`);
    expect(second.entries.map((e) => [e.rank, e.profile.name])).toEqual([
      [51, 'Paged 51'],
      [52, 'Paged 52'],
      [53, 'Paged 53'],
      [54, 'Paged 54'],
      [55, 'Paged 55'],
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it('is for members only, of a ranked test of the catalogue, with sane filters', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora);
    const outsider = await g.coach('Otto Outsider');
    const refused = await g.call(
      'GET',
      `/api/groups/${groupId}/leaderboard?type=coach&test=dash40`,
      outsider,
    );
    expect(refused.statusCode).toBe(403);
    expect(messages(refused.body)).toEqual([ONLY_MEMBERS]);
    expect(
      (await g.call('GET', `/api/groups/${groupId}/leaderboard?type=coach&test=dash40`)).statusCode,
    ).toBe(401);
    const unknown = await g.call('GET', `/api/groups/${groupId}/leaderboard?type=coach&test=nope`, cora);
    expect(messages(unknown.body)).toEqual([NO_SUCH_TEST]);
    const ages = await g.call(
      'GET',
      `/api/groups/${groupId}/leaderboard?type=coach&test=dash40&minAge=20&maxAge=10`,
      cora,
    );
    expect(ages.statusCode).toBe(400);
    expect(messages(ages.body)).toEqual(['minAge: Must be at most maxAge']);
  });
});

describe('minors', () => {
  it('a minor is on the leaderboard and in the CSV while their caregiver consents, and gone once consent is withdrawn; a submission for them is copied to the caregiver', async () => {
    const cora = await g.coach('Cora Coach');
    const groupId = await g.makeGroup(cora, 'Junior Dash');
    const made = await createMinor(t, { name: 'Kit Young' });
    const token = await consentTokenFor(t, made.caregiverEmail);
    const decide = (consent: boolean) =>
      t.app.inject({ method: 'PUT', url: `/api/public/consent/${token}`, payload: { consent } });
    expect((await decide(true)).statusCode).toBe(200);
    const kit: Person = { ...made, userId: made.user._id, profileType: 'athlete' };
    const ada = await g.athlete('Ada Adult');
    for (const member of [kit, ada]) await g.addMember(groupId, cora, member);
    await dash(kit, '5.00');
    await dash(ada, '4.90');
    const before = (await mailsTo(t, made.caregiverEmail)).length;
    await g.call('PUT', `/api/groups/${groupId}/${kit.profileId}/collab-tests`, cora, {
      type: 'coach',
      tests: [
        {
          attribute: 'Run Tests',
          test: '40 Yard Dash',
          results: { score: '4.95', unitOfMeasurement: 'sec' },
        },
      ],
    });
    const copies = (await mailsTo(t, made.caregiverEmail)).slice(before);
    expect(copies.map((mail) => mail.subject)).toEqual(['Podium: Kit Young and the Junior Dash group']);
    expect(copies[0]?.text).toContain('40 Yard Dash: 4.95 sec');

    const names = async () => (await board(groupId, ada)).entries.map((e) => e.profile.name);
    const csvNames = async () =>
      (await g.call('GET', `/api/groups/${groupId}/csv?type=coach`, cora)).body
        .split('\n')
        .map((row) => row.split(',')[0]);
    expect(await names()).toEqual(['Ada Adult', 'Kit Young']);
    expect(await csvNames()).toContain('Kit Young');
    expect((await decide(false)).statusCode).toBe(200);
    expect(await names()).toEqual(['Ada Adult']);
    expect(await csvNames()).not.toContain('Kit Young');
    // Kit still sees himself.
    expect((await board(groupId, kit)).entries.map((e) => e.profile.name)).toEqual([
      'Ada Adult',
      'Kit Young',
    ]);
  });
});

describe('the CSV export', () => {
  it('is UTF-8 with a BOM, one row per member and test; a formula in a name comes out inert, a negative number a number', async () => {
    const cora = await g.coach('Cora Coach');
    const groupId = await g.makeGroup(cora, 'Export Squad');
    const evil = await g.athlete('=HYPERLINK("http://evil.example","x")');
    const plain = await g.athlete('Pat Plain');
    for (const member of [evil, plain]) await g.addMember(groupId, cora, member);
    await dash(evil, '4.80');
    await dash(evil, '4.70');
    await addResult(t, evil.token, {
      attribute: 'Speed and Power',
      test: 'Vertical Jump',
      score: '61.5',
      unitOfMeasurement: 'cm',
    });
    // A result no form accepts today (a negative score, stored before bounds): it still exports as a number.
    await t.db.query(
      `insert into test_results (profile_id, test_key, category, score, unit, mf_score, mf_unit)
       values ($1, 'sitAndReach', 'flexibility', '-3.5', 'cm', -3.5, 'cm')`,
      [plain.profileId],
    );

    const exported = await g.call('GET', `/api/groups/${groupId}/csv?type=coach`, cora);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toContain(
      "filename*=UTF-8''Export%20Squad%20results.csv",
    );
    expect(exported.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = exported.rawPayload.subarray(3).toString('utf8').trimEnd().split('\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    const rows = lines.slice(1);
    // The owner (no results), the evil athlete's two tests (best dash 4.70), Pat's one.
    expect(rows).toHaveLength(4);
    expect(rows[0]).toBe('Cora Coach,coach,,,,,,,');
    const evilRows = rows.filter((row) => row.includes('HYPERLINK'));
    expect(evilRows).toHaveLength(2);
    for (const row of evilRows)
      expect(row.startsWith(`"'=HYPERLINK(""http://evil.example"",""x"")",athlete,`)).toBe(true);
    expect(evilRows.some((row) => row.includes(',40 Yard Dash,4.7,sec,4.7,sec,no,'))).toBe(true);
    expect(rows.find((row) => row.startsWith('Pat Plain'))).toMatch(
      /^Pat Plain,athlete,Sit & Reach,-3\.5,cm,-3\.5,cm,no,/,
    );
  });

  it('is for admins only', async () => {
    const cora = await g.coach();
    const groupId = await g.makeGroup(cora);
    const member = await g.athlete();
    await g.addMember(groupId, cora, member);
    const refused = await g.call('GET', `/api/groups/${groupId}/csv?type=athlete`, member);
    expect(refused.statusCode).toBe(403);
    expect(messages(refused.body)).toEqual([ONLY_ADMINS]);
    expect((await g.call('GET', `/api/groups/${groupId}/csv?type=coach`)).statusCode).toBe(401);
  });
});
