// Factories shared by API tests (and, through the API, by end-to-end seeds).
import type { AuthResponse, RegistrationInput } from '@podium/core/api';
import type { TestApp } from './harness.ts';

let counter = 0;

export function buildRegistration(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  counter += 1;
  return {
    name: `Athlete ${counter}`,
    email: `athlete${counter}-${Date.now()}@example.com`,
    password: 'correct horse battery',
    birthDate: '2000-05-17',
    userType: 1,
    agreedToTerms: true,
    country: 'Ireland',
    city: 'Cork',
    ...overrides,
  };
}

/**
 * An address of its own for each registration, as people sign up from their own networks: a file registering
 * many users stays under the registrations-per-address limit (whose own tests choose their addresses).
 */
const nextAddress = () => `100.64.${(counter >> 8) & 255}.${counter & 255}`;

/** Registers through the API and returns the session and the password used. */
export async function registerUser(t: TestApp, overrides: Partial<RegistrationInput> = {}) {
  const payload = buildRegistration(overrides);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    payload,
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const session = response.json<AuthResponse>();
  return { ...session, password: payload.password, email: payload.email };
}

export const auth = (token: string) => ({ 'x-auth-token': token });

/** Renames the signed-in account through PUT /api/users/update (on `app`, another process's app if given). */
export const rename = (app: TestApp['app'], token: string, name: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/users/update',
    headers: auth(token),
    payload: { type: 'details', formData: { name } },
  });

/** Registers an athlete and creates their profile with a main sport. */
export async function createAthlete(
  t: TestApp,
  options: { sport?: string; birthDate?: string; name?: string } = {},
) {
  const session = await registerUser(t, {
    userType: 1,
    ...(options.birthDate ? { birthDate: options.birthDate } : {}),
    ...(options.name ? { name: options.name } : {}),
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/athleteProfile',
    headers: auth(session.token),
    payload: { sportingCred: [{ sport: options.sport ?? 'Football (soccer)', main: true }] },
  });
  if (response.statusCode !== 201)
    throw new Error(`create profile failed: ${response.statusCode} ${response.body}`);
  const profileId: string = response.json().profile._id;
  return { ...session, profileId };
}

/** Adds a test result through the API, as the athlete. */
export async function addResult(
  t: TestApp,
  token: string,
  result: {
    attribute: string;
    test: string;
    score: string | number;
    unitOfMeasurement?: string;
    vidUrl?: string;
  },
) {
  const { attribute, test, ...results } = result;
  return t.app.inject({
    method: 'PUT',
    url: '/api/athleteProfile/physical-tests',
    headers: auth(token),
    payload: { attribute, test, results },
  });
}

/** The msg of every refusal in an answer body (`{ errors: [{ msg }] }`), in order. */
export function messages(body: string): string[] {
  return (JSON.parse(body) as { errors: { msg: string }[] }).errors.map((error) => error.msg);
}

/** Deletes the account through the API, with its password, as the web app does. */
export async function deleteAccount(t: TestApp, user: { token: string; password: string }) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/users/delete',
    headers: auth(user.token),
    payload: { password: user.password },
  });
}
