// Shared by the consent tests: a minor registered through the API, and the consent link out of the caregiver's mail.
import type { AuthResponse } from '@podium/core/api';
import { auth, registerUser } from './factories.ts';
import type { TestApp } from './harness.ts';

/** A birth date `years` years and `days` days ago (a month past the birthday by default, so the age is certain). */
export function bornYearsAgo(years: number, days = 30): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

let caregivers = 0;

/** Registers an athlete of `age` naming a fresh caregiver, and creates their profile (Football). */
export async function createMinor(t: TestApp, options: { age?: number; name?: string } = {}) {
  caregivers += 1;
  const caregiverEmail = `caregiver${caregivers}-${Date.now()}@example.com`;
  const session: AuthResponse & { password: string; email: string } = await registerUser(t, {
    birthDate: bornYearsAgo(options.age ?? 14),
    caregiverEmail,
    name: options.name ?? 'Saoirse Kelly',
    city: 'Galway',
    country: 'Ireland',
  });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/athleteProfile',
    headers: auth(session.token),
    payload: { sportingCred: [{ sport: 'Football (soccer)', main: true }, { sport: 'Athletics' }] },
  });
  if (created.statusCode !== 201) throw new Error(`create profile failed: ${created.body}`);
  const profileId: string = created.json().profile._id;
  return { ...session, profileId, caregiverEmail };
}

/** The code of the newest consent link mailed to `to` (after the mail's job has run). */
export async function consentTokenFor(t: TestApp, to: string): Promise<string> {
  await t.app.jobs.settled();
  const mail = t
    .outbox()
    .filter((m) => m.to === to)
    .at(-1);
  const token = mail?.text.match(/\/consent\/([A-Za-z0-9_-]{43})(\s|$)/)?.[1];
  if (!token) throw new Error(`no consent link mailed to ${to}`);
  return token;
}

/** The mails sent to `to` so far, once every mail job due has run. */
export async function mailsTo(t: TestApp, to: string) {
  await t.app.jobs.settled();
  return t.outbox().filter((m) => m.to === to);
}

/** The code of the newest caregiver confirmation link mailed to `to` (a held change, issue 22). */
export async function confirmationTokenFor(t: TestApp, to: string): Promise<string> {
  await t.app.jobs.settled();
  const mail = t
    .outbox()
    .filter((m) => m.to === to && m.text.includes('/consent/confirm/'))
    .at(-1);
  const token = mail?.text.match(/\/consent\/confirm\/([A-Za-z0-9_-]{43})(\s|$)/)?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${to}`);
  return token;
}
