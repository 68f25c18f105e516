// The signed-in users the fuzzer sends requests as: an athlete with a profile and things on it, an athlete
// without one, a coach. A call that ends its session (logout, account deletion, password change) gets the
// persona replaced by a fresh user, so the session being fuzzed is always a live one.
import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { buildRegistration } from '../factories.ts';
import type { TestApp } from '../harness.ts';
import type { Hints } from './hints.ts';

export type PersonaKind = 'athlete' | 'newcomer' | 'coach';

export interface Persona {
  kind: PersonaKind;
  token: string;
  email: string;
  password: string;
}

let addressCounter = 0;

/** A distinct loopback address per setup call, so per-address limits on registration never refuse the fixtures. */
export function nextAddress(): string {
  addressCounter += 1;
  return `127.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

async function call(t: TestApp, options: InjectOptions, expected: number) {
  const response = await t.app.inject({ remoteAddress: nextAddress(), ...options });
  if (response.statusCode !== expected) {
    throw new Error(
      `contract fixture: ${options.method} ${options.url} answered ${response.statusCode} ${response.body}`,
    );
  }
  return response.json<unknown>();
}

/** Registers a user of the kind and gives it things the {id} operations can name; teaches hints every id. */
export async function createPersona(t: TestApp, kind: PersonaKind, hints: Hints): Promise<Persona> {
  const password = `Contract ${randomBytes(9).toString('base64url')} pass`;
  const registration = buildRegistration({ userType: kind === 'coach' ? 2 : 1, password });
  const session = await call(t, { method: 'POST', url: '/api/users', payload: registration }, 201);
  hints.learn(session);
  const token = textAt(session, ['token']);
  hints.add('email', registration.email);
  hints.add('password', password);
  hints.add('currentPassword', password);
  if (kind === 'athlete') await furnish(t, token, hints);
  return { kind, token, email: registration.email, password };
}

/** The string at a path in an answer, or a failure naming what the fixture expected. */
function textAt(answer: unknown, path: string[]): string {
  let current = answer;
  for (const key of path) {
    current =
      current !== null && typeof current === 'object'
        ? Object.getOwnPropertyDescriptor(current, key)?.value
        : undefined;
  }
  if (typeof current !== 'string')
    throw new Error(`contract fixture: no ${path.join('.')} in ${JSON.stringify(answer)}`);
  return current;
}

/** A profile with a second sport, a result, a video and a destination; and an upload signature. */
async function furnish(t: TestApp, token: string, hints: Hints) {
  const headers = { 'x-auth-token': token };
  const send = async (method: 'POST' | 'PUT', url: string, payload: object, expected = 200) => {
    const answer = await call(t, { method, url, headers, payload }, expected);
    hints.learn(answer);
    return answer;
  };
  const created = await send(
    'POST',
    '/api/athleteProfile',
    { sportingCred: [{ sport: 'Football (soccer)', main: true }] },
    201,
  );
  const profileId = textAt(created, ['profile', '_id']);
  await send('PUT', `/api/athleteProfile/add-video/${profileId}`, {
    vidUrl: 'https://videos.example.com/goal.mp4',
  });
  await send('PUT', '/api/athleteProfile/sport-credentials', { sport: 'Tennis' });
  await send('PUT', '/api/athleteProfile/physical-tests', {
    attribute: 'Run Tests',
    test: '40 Yard Dash',
    results: { score: '4.7', unitOfMeasurement: 'sec' },
  });
  await send('PUT', '/api/athleteProfile/desired-destination', { destination: 'Spain', public: true });
  await send('POST', '/api/cloudinary-signature', { folder: 'highlights' });
}

export async function isSignedIn(t: TestApp, token: string): Promise<boolean> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth',
    headers: { 'x-auth-token': token },
  });
  return response.statusCode === 200;
}

/** One operation's personas: the fuzzer picks one per request and replaces any whose session a call ended. */
export class PersonaPool {
  renewed = 0;
  private constructor(
    private readonly t: TestApp,
    private readonly hints: Hints,
    private readonly personas: Persona[],
  ) {}

  static async create(t: TestApp, hints: Hints): Promise<PersonaPool> {
    const kinds: PersonaKind[] = ['athlete', 'newcomer', 'coach'];
    const personas = [];
    for (const kind of kinds) personas.push(await createPersona(t, kind, hints));
    return new PersonaPool(t, hints, personas);
  }

  pick(n: number): { index: number; persona: Persona } {
    const index = n % this.personas.length;
    const persona = this.personas[index];
    if (!persona) throw new Error('unreachable: the pool is never empty');
    return { index, persona };
  }

  /** After a call that succeeded: if it ended the persona's session, a fresh user takes its place. */
  async keepSignedIn(index: number) {
    const persona = this.personas[index];
    if (!persona || (await isSignedIn(this.t, persona.token))) return;
    this.personas[index] = await createPersona(this.t, persona.kind, this.hints);
    this.renewed += 1;
  }
}
