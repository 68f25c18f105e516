// Shared by the groups tests: people with profiles, a group made through the API, and calls as each of them.
import type { AnyNotification, NotificationPage, ProfileKind } from '@podium/core/api';
import { afterAll, beforeAll, expect } from 'vitest';
import { auth, createAthlete, registerUser } from './factories.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './harness.ts';

export interface Person {
  token: string;
  userId: string;
  profileId: string;
  profileType: ProfileKind;
  email: string;
  password: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function groupCalls(t: TestApp) {
  const call = (method: Method, url: string, person?: Person, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(person ? { headers: auth(person.token) } : {}),
      ...(payload ? { payload } : {}),
    });

  async function coach(name = 'Cora Coach'): Promise<Person> {
    const made = await registerUser(t, { userType: 2, name, birthDate: '1980-02-02' });
    return { ...made, userId: made.user._id, profileId: made.user._id, profileType: 'coach' };
  }

  async function athlete(name = 'Ath Lete', birthDate?: string): Promise<Person> {
    const made = await createAthlete(t, { name, ...(birthDate ? { birthDate } : {}) });
    return { ...made, userId: made.user._id, profileType: 'athlete' };
  }

  /** A group made by `owner` through the API; answers its id. */
  async function makeGroup(owner: Person, name = 'Harriers U18'): Promise<string> {
    const made = await call('POST', '/api/groups', owner, {
      name,
      description: 'Tuesday and Thursday squad',
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().group._id;
  }

  const invite = (
    groupId: string,
    admin: Person,
    who: Person | { email: string },
    role?: 'admin' | 'member',
  ) =>
    call('PUT', `/api/groups/invite/${groupId}/${admin.profileType}`, admin, {
      ...('token' in who ? { profileId: who.profileId, profileType: who.profileType } : { email: who.email }),
      ...(role ? { role } : {}),
    });

  const join = (groupId: string, person: Person) =>
    call('PUT', `/api/groups/join/${groupId}/${person.profileType}`, person);

  const read = (groupId: string, person: Person) =>
    call('GET', `/api/groups/${groupId}/${person.profileType}`, person);

  /** Invited by `admin` and joined: a member. */
  async function addMember(groupId: string, admin: Person, person: Person, role?: 'admin' | 'member') {
    expect((await invite(groupId, admin, person, role)).statusCode).toBe(200);
    const joined = await join(groupId, person);
    expect(joined.json().state, joined.body).toBe('joined');
  }

  const remove = (groupId: string, by: Person, member: Person) =>
    call('DELETE', `/api/groups/${groupId}/${member.profileId}/${member.profileType}/${by.profileType}`, by);

  /** Everything the person's profile was told, newest first (after the jobs due have run). */
  async function inbox(person: Person): Promise<AnyNotification[]> {
    await t.app.jobs.settled();
    const response = await call(
      'GET',
      `/api/notifications?profile_id=${person.profileId}&profile_type=${person.profileType}`,
      person,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NotificationPage>().notifications;
  }

  return { call, coach, athlete, makeGroup, invite, join, read, addMember, remove, inbox };
}

export type GroupCalls = ReturnType<typeof groupCalls>;

/**
 * The groups tests' set-up, `const { t, g } = useGroupsApp()`: one test app for the file, made before its tests and
 * closed after them, and its group calls. `t` stands for the app made in beforeAll (a TestApp with a field more fails
 * the typecheck here until it is passed on too), so both can be named at the top of a file.
 */
export function useGroupsApp(options?: TestAppOptions): { t: TestApp; g: GroupCalls } {
  let made: TestApp | undefined;
  const current = () => {
    if (!made)
      throw new Error('useGroupsApp: the test app is made in beforeAll; use it inside a test or hook');
    return made;
  };
  beforeAll(async () => {
    made = await createTestApp(options);
  });
  afterAll(async () => {
    await made?.close();
  });
  const t: TestApp = {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get dataDir() {
      return current().dataDir;
    },
    get config() {
      return current().config;
    },
    get mailer() {
      return current().mailer;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
    outbox: () => current().outbox(),
    close: () => current().close(),
  };
  return { t, g: groupCalls(t) };
}
