// Issue 22, item 6: strangers could lock an owner out of any new device. While sign-in from a new device is
// limited, the refusal offers a sign-in link mailed to the owner: single use, short-lived, stored hashed; it signs
// that device in and makes it known. Asking is limited per address and per email, and answers alike for every email.
import { createHash } from 'node:crypto';
import { ACCOUNT_RULES } from '@podium/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, messages, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signIn = (email: string, password: string, ip: string, extra: { cookie?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email, password },
    remoteAddress: ip,
    ...(extra.cookie ? { headers: { cookie: extra.cookie } } : {}),
  });

/** Asks for a link from ip; the mail goes out in a job, so this waits for it. */
async function askForLink(email: string, ip: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/link',
    payload: { email },
    remoteAddress: ip,
  });
  await t.app.jobs.settled();
  return response;
}

const useLink = (code: string, ip: string) =>
  t.app.inject({ method: 'POST', url: `/api/auth/link/${code}`, remoteAddress: ip });

const linksTo = (email: string) =>
  t
    .outbox()
    .filter((mail) => mail.to === email)
    .flatMap((mail) => {
      const code = mail.text.match(/http:\/\/podium\.test\/login\/link\/([A-Za-z0-9_-]+)/)?.[1];
      return code ? [code] : [];
    });

function latestLinkTo(email: string): string {
  const code = linksTo(email).at(-1);
  if (!code) throw new Error(`no sign-in link mailed to ${email}`);
  return code;
}

let network = 0;
/** A /24 of its own for each test, so the address limits of one test never touch another's. */
const nextNetwork = () => {
  network += 1;
  return `10.22.${network}`;
};

describe('a new device while its network is locked', () => {
  it('is told so with the link offered, gets in by the link, and is known from then on', async () => {
    const owner = await registerUser(t);
    const club = `${nextNetwork()}.1`;
    // A stranger on the club's network guesses the owner's password 5 times.
    for (let n = 0; n < ACCOUNT_RULES.login.failuresPerAddressAndAccount; n += 1) {
      expect((await signIn(owner.email, `guess ${n}`, club)).statusCode).toBe(400);
    }
    const refused = await signIn(owner.email, owner.password, club);
    expect(refused.statusCode).toBe(429);
    expect(messages(refused.body)[0]).toMatch(
      /^Too many failed sign-ins from your network\. Try again in 15 minutes, sign in from a device you have used before, or have a sign-in link mailed to you$/,
    );

    const asked = await askForLink(owner.email, club);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      msg: 'If an account exists for that email, we have sent it a link to sign in on this device.',
    });
    const mail = t.outbox().at(-1);
    expect(mail?.to).toBe(owner.email);
    expect(mail?.subject).toBe('Your Podium sign-in link');
    expect(mail?.text).toContain('within 15 minutes');

    const used = await useLink(latestLinkTo(owner.email), club);
    expect(used.statusCode).toBe(200);
    const answer = used.json<{ token: string; user: { email: string }; deviceToken: string }>();
    expect(answer.user.email).toBe(owner.email);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(answer.token) })).statusCode,
    ).toBe(200);
    const setCookie = String(used.headers['set-cookie']);
    expect(setCookie).toMatch(/^podium_device=[^;]+;.*HttpOnly/);

    // The device is known now: its password gets in on the network that is still locked for others.
    const cookie = setCookie.split(';')[0];
    expect((await signIn(owner.email, owner.password, club, { cookie })).statusCode).toBe(200);
    expect((await signIn(owner.email, owner.password, club)).statusCode).toBe(429);
  });
});

describe('a new device while the account is slowed by strangers rotating addresses', () => {
  it('gets in by the link from any network', async () => {
    const owner = await registerUser(t);
    const botnet = nextNetwork();
    for (let n = 0; n < ACCOUNT_RULES.login.failuresBeforeSlowdown + 2; n += 1) {
      await signIn(owner.email, `guess ${n}`, `${botnet}.${n}`);
    }
    const hotel = `${nextNetwork()}.1`;
    const refused = await signIn(owner.email, owner.password, hotel);
    expect(refused.statusCode).toBe(429);
    expect(messages(refused.body)[0]).toMatch(
      /^Too many failed sign-ins for this account\. Try again in 1 minute, sign in from a device you have used before, or have a sign-in link mailed to you$/,
    );

    await askForLink(owner.email, hotel);
    const used = await useLink(latestLinkTo(owner.email), hotel);
    expect(used.statusCode).toBe(200);
    const { deviceToken } = used.json<{ deviceToken: string }>();
    // A native client sends the device token in the body: known, it is not slowed.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: owner.email, password: owner.password, deviceToken },
      remoteAddress: hotel,
    });
    expect(again.statusCode).toBe(200);
  });
});

describe('the link', () => {
  it('works once, and using it voids the other links of that account', async () => {
    const owner = await registerUser(t);
    const ip = `${nextNetwork()}.1`;
    await askForLink(owner.email, ip);
    await askForLink(owner.email, ip);
    const [first, second] = linksTo(owner.email);
    if (!first || !second) throw new Error('expected two links');
    expect((await useLink(second, ip)).statusCode).toBe(200);
    const again = await useLink(second, ip);
    expect(again.statusCode).toBe(400);
    expect(messages(again.body)).toEqual([
      'This sign-in link is invalid, used or expired. Ask for a new one.',
    ]);
    expect((await useLink(first, ip)).statusCode).toBe(400);
  });

  it('is stored as its SHA-256 only, and expires after 15 minutes', async () => {
    const owner = await registerUser(t);
    const ip = `${nextNetwork()}.1`;
    await askForLink(owner.email, ip);
    const code = latestLinkTo(owner.email);
    const rows = await t.db.query<{ token_hash: string; minutes: number }>(
      `select token_hash, round(extract(epoch from l.expires_at - l.created_at) / 60)::int as minutes
         from sign_in_links l join users u on u.id = l.user_id where u.email = $1`,
      [owner.email],
    );
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(code).digest('hex'), minutes: 15 }]);
    expect(JSON.stringify(rows)).not.toContain(code);

    await t.db.query(
      `update sign_in_links set expires_at = now() - interval '1 second'
        where user_id = (select id from users where email = $1)`,
      [owner.email],
    );
    expect((await useLink(code, ip)).statusCode).toBe(400);
  });

  it('refuses a malformed, unknown, used or expired code alike', async () => {
    const malformed = await useLink('short', '10.22.250.1');
    expect(malformed.statusCode).toBe(400);
    expect(messages(malformed.body)).toEqual(['token: Must be the 43-character code of a sign-in link']);
    const unknown = await useLink('A'.repeat(43), '10.22.250.1');
    expect(unknown.statusCode).toBe(400);
    expect(messages(unknown.body)).toEqual([
      'This sign-in link is invalid, used or expired. Ask for a new one.',
    ]);
  });
});

describe('asking for a link', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const owner = await registerUser(t);
    const ip = `${nextNetwork()}.1`;
    const before = t.outbox().length;
    const known = await askForLink(owner.email, ip);
    const unknown = await askForLink('nobody-here@example.com', ip);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(t.outbox().length).toBe(before + 1);
  });

  it('is limited per email: past 3 mails in 15 minutes the answer is the same and no mail goes', async () => {
    const owner = await registerUser(t);
    const net = nextNetwork();
    const before = linksTo(owner.email).length;
    for (let n = 0; n < ACCOUNT_RULES.signInLink.mailsPerEmail + 3; n += 1) {
      // A stranger rotating addresses cannot fill the owner's inbox.
      const answer = await askForLink(owner.email, `${net}.${n}`);
      expect(answer.statusCode).toBe(200);
    }
    expect(linksTo(owner.email).length - before).toBe(ACCOUNT_RULES.signInLink.mailsPerEmail);
    // The links mailed in the window still work: the owner is not locked out by the stranger's asking.
    const code = latestLinkTo(owner.email);
    expect((await useLink(code, `${net}.200`)).statusCode).toBe(200);
  });

  it('is limited per address: past 10 in 15 minutes, 429 saying how long to wait', async () => {
    const ip = `${nextNetwork()}.1`;
    for (let n = 0; n < ACCOUNT_RULES.signInLink.requestsPerAddress; n += 1) {
      expect((await askForLink(`someone${n}@example.com`, ip)).statusCode).toBe(200);
    }
    const refused = await askForLink('one-more@example.com', ip);
    expect(refused.statusCode).toBe(429);
    expect(messages(refused.body)).toEqual([
      'Too many sign-in links were asked for from your network. Try again in 15 minutes',
    ]);
  });

  it('refuses a missing or malformed email, naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/link',
      payload: { email: 'not an email' },
      remoteAddress: '10.22.251.1',
    });
    expect(response.statusCode).toBe(400);
    expect(messages(response.body)).toEqual(['email: Enter a valid email address']);
  });
});
