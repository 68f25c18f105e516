// Issue 7, defect 4, and issue 22, item 6: wrong passwords from anywhere must not lock the owner out. Failures
// count per address and per (address, account); an account under attack is slowed. A device the account signed
// in from before always gets in, whatever strangers did from its address or to its account; a new device gets in
// by a sign-in link (sign-in-link.test.ts) or a password reset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, registerUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    limits: {
      loginPerAddressAndAccount: { points: 3, durationSeconds: 60 },
      loginPerDevice: { points: 2, durationSeconds: 60 },
      loginPerAccount: { points: 4, durationSeconds: 60 },
      loginSlowedAccount: { points: 1, durationSeconds: 60 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

interface Attempt {
  email: string;
  password: string;
  ip: string;
  deviceToken?: string;
  cookie?: string;
}

const login = ({ email, password, ip, deviceToken, cookie }: Attempt) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { email, password, ...(deviceToken ? { deviceToken } : {}) },
    remoteAddress: ip,
    ...(cookie ? { headers: { cookie } } : {}),
  });

const messageOf = (response: { json: () => { errors: { msg: string }[] } }) => response.json().errors[0]?.msg;

/** An attacker's wrong passwords, each from an address of its own (a botnet): answers' status codes. */
async function attack(email: string, tries: number, network: string) {
  const codes: number[] = [];
  for (let n = 0; n < tries; n += 1) {
    codes.push((await login({ email, password: `guess number ${n}`, ip: `${network}.${n}` })).statusCode);
  }
  return codes;
}

/** Registers the owner and signs in once from home: the device token home keeps. */
async function ownerAtHome() {
  const owner = await registerUser(t);
  const home = await login({ email: owner.email, password: owner.password, ip: '192.0.2.10' });
  expect(home.statusCode).toBe(200);
  return { ...owner, deviceToken: home.json<{ deviceToken: string }>().deviceToken };
}

describe('an account under attack', () => {
  it('is slowed, not shut: its owner still signs in from a device used before', async () => {
    const owner = await ownerAtHome();
    const codes = await attack(owner.email, 8, '198.51.100');
    // 4 failures, then one attempt a minute: the rest are refused before any password is checked.
    expect(codes).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);

    const known = await login({
      email: owner.email,
      password: owner.password,
      ip: '192.0.2.10',
      deviceToken: owner.deviceToken,
    });
    expect(known.statusCode).toBe(200);
    const { token } = known.json<{ token: string }>();
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: auth(token) })).statusCode).toBe(
      200,
    );
  });

  it('lets the web app in through its httpOnly device cookie', async () => {
    const owner = await registerUser(t);
    const home = await login({ email: owner.email, password: owner.password, ip: '192.0.2.11' });
    const setCookie = String(home.headers['set-cookie']);
    expect(setCookie).toMatch(/^podium_device=[^;]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/api/auth');
    const cookie = setCookie.split(';')[0];

    await attack(owner.email, 8, '198.51.101');
    const known = await login({ email: owner.email, password: owner.password, ip: '192.0.2.11', cookie });
    expect(known.statusCode).toBe(200);
  });

  it('tells a new device to wait, use a known device or have a link mailed, the same for unknown emails', async () => {
    const owner = await ownerAtHome();
    await attack(owner.email, 6, '198.51.102');
    const elsewhere = await login({ email: owner.email, password: owner.password, ip: '203.0.113.5' });
    expect(elsewhere.statusCode).toBe(429);
    expect(messageOf(elsewhere)).toBe(
      'Too many failed sign-ins for this account. Try again in 1 minute, sign in from a device you have ' +
        'used before, or have a sign-in link mailed to you',
    );

    // An email without an account goes through the same counters: the answers tell nothing.
    const ghost = 'no-such-account@example.com';
    expect(await attack(ghost, 6, '198.51.103')).toEqual([400, 400, 400, 400, 400, 429]);
    const ghostAgain = await login({ email: ghost, password: 'whatever it is', ip: '203.0.113.6' });
    expect(ghostAgain.statusCode).toBe(429);
    expect(messageOf(ghostAgain)).toBe(messageOf(elsewhere));
  });

  it('lets the owner back in after a password reset, on the device that reset it and on others', async () => {
    const owner = await ownerAtHome();
    await attack(owner.email, 6, '198.51.104');
    const newPhone = '203.0.113.7';
    expect((await login({ email: owner.email, password: owner.password, ip: newPhone })).statusCode).toBe(
      429,
    );

    await t.app.inject({ method: 'POST', url: '/api/users/reset', payload: { email: owner.email } });
    await t.app.jobs.settled();
    const mail = t
      .outbox()
      .filter((m) => m.to === owner.email)
      .at(-1);
    const link = mail?.text.match(/\/reset\/([A-Za-z0-9_-]+)/)?.[1];
    expect(link).toBeDefined();
    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/users/reset/${link}`,
      payload: { password: 'a fresh start 2024' },
      remoteAddress: newPhone,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().deviceToken).toEqual(expect.any(String));
    const cookie = String(reset.headers['set-cookie']).split(';')[0];

    const back = await login({ email: owner.email, password: 'a fresh start 2024', ip: newPhone, cookie });
    expect(back.statusCode).toBe(200);
    // The reset forgave the account's failures: a device it never used signs in too.
    const laptop = await login({ email: owner.email, password: 'a fresh start 2024', ip: '203.0.113.8' });
    expect(laptop.statusCode).toBe(200);
  });
});

describe('device tokens', () => {
  it("spare only their own account: another account's, a session token or a forged one count for nothing", async () => {
    const owner = await ownerAtHome();
    const other = await ownerAtHome();
    await attack(owner.email, 6, '198.51.105');
    const forged = `${owner.deviceToken.slice(0, -4)}AAAA`;
    for (const deviceToken of [other.deviceToken, owner.token, forged]) {
      const response = await login({
        email: owner.email,
        password: owner.password,
        ip: '192.0.2.20',
        deviceToken,
      });
      expect(response.statusCode).toBe(429);
    }
  });

  it('have a limit of their own: a stolen one guessing stops sparing its device', async () => {
    const owner = await ownerAtHome();
    await attack(owner.email, 6, '198.51.106');
    const thief = (password: string, ip: string) =>
      login({ email: owner.email, password, ip, deviceToken: owner.deviceToken });
    expect((await thief('first guess', '198.51.107.1')).statusCode).toBe(400);
    expect((await thief('second guess', '198.51.107.2')).statusCode).toBe(400);
    // Past the device's 2 failures the token no longer spares the slowdown, even with the right password.
    expect((await thief(owner.password, '198.51.107.3')).statusCode).toBe(429);
  });
});

describe('the deviceToken field', () => {
  it('is refused with a message naming it when it is not a string or too long', async () => {
    const send = (deviceToken: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { email: 'someone@example.com', password: 'whatever it is', deviceToken },
      });
    expect((await send(42)).json()).toEqual({
      errors: [{ msg: 'deviceToken: Must be the deviceToken of an earlier sign-in' }],
    });
    expect((await send('x'.repeat(2001))).json()).toEqual({
      errors: [{ msg: 'deviceToken: Must be at most 2000 characters' }],
    });
  });
});

describe('per-address limits', () => {
  it('stop one address guessing one account, while the owner elsewhere is not touched', async () => {
    const owner = await registerUser(t);
    const attacker = '198.51.108.1';
    const codes: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      codes.push((await login({ email: owner.email, password: `guess ${n}`, ip: attacker })).statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 429]);
    const refused = await login({ email: owner.email, password: owner.password, ip: attacker });
    expect(refused.statusCode).toBe(429);
    expect(messageOf(refused)).toMatch(/^Too many failed sign-ins from your network\. Try again in/);
    expect((await login({ email: owner.email, password: owner.password, ip: '192.0.2.30' })).statusCode).toBe(
      200,
    );
  });

  it('forget failures of an address once it signs in', async () => {
    const owner = await registerUser(t);
    const ip = '192.0.2.31';
    for (let n = 0; n < 2; n += 1) await login({ email: owner.email, password: `typo ${n}`, ip });
    expect((await login({ email: owner.email, password: owner.password, ip })).statusCode).toBe(200);
    for (let n = 0; n < 2; n += 1) {
      expect((await login({ email: owner.email, password: `typo again ${n}`, ip })).statusCode).toBe(400);
    }
    expect((await login({ email: owner.email, password: owner.password, ip })).statusCode).toBe(200);
  });
});

describe('the attack of issue 7, with the default limits', () => {
  it("an attacker's wrong passwords from other addresses do not keep the owner out", async () => {
    const d = await createTestApp();
    try {
      const owner = await registerUser(d);
      const signIn = (password: string, ip: string, deviceToken?: string) =>
        d.app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { email: owner.email, password, ...(deviceToken ? { deviceToken } : {}) },
          remoteAddress: ip,
        });
      const home = await signIn(owner.password, '192.0.2.40');
      expect(home.statusCode).toBe(200);
      const { deviceToken } = home.json<{ deviceToken: string }>();

      // Before: 8 wrong passwords from anywhere answered the owner's right one with 429 for 15 minutes.
      for (let n = 0; n < 8; n += 1)
        expect((await signIn(`guess ${n}`, `198.51.110.${n}`)).statusCode).toBe(400);
      expect((await signIn(owner.password, '203.0.113.40')).statusCode).toBe(200);

      // Past the slowdown's threshold a new device waits; the owner's known device does not.
      for (let n = 8; n < 30; n += 1) await signIn(`guess ${n}`, `198.51.110.${n}`);
      expect((await signIn(owner.password, '203.0.113.41')).statusCode).toBe(429);
      expect((await signIn(owner.password, '192.0.2.40', deviceToken)).statusCode).toBe(200);
    } finally {
      await d.close();
    }
  });
});

describe('issue 22, item 6: the owner on a known device, with the default limits', () => {
  it('gets in through every lock strangers set: on the account from a shared address, on the address, and on the account from everywhere', async () => {
    const d = await createTestApp();
    try {
      const owner = await registerUser(d);
      const signIn = (
        email: string,
        password: string,
        ip: string,
        device: { deviceToken?: string; cookie?: string } = {},
      ) =>
        d.app.inject({
          method: 'POST',
          url: '/api/auth',
          payload: { email, password, ...(device.deviceToken ? { deviceToken: device.deviceToken } : {}) },
          remoteAddress: ip,
          ...(device.cookie ? { headers: { cookie: device.cookie } } : {}),
        });
      const home = await signIn(owner.email, owner.password, '192.0.2.50');
      expect(home.statusCode).toBe(200);
      const phone = { deviceToken: home.json<{ deviceToken: string }>().deviceToken };
      const browser = { cookie: String(home.headers['set-cookie']).split(';')[0] };
      const ownerGetsIn = async (ip: string) => {
        expect((await signIn(owner.email, owner.password, ip, phone)).statusCode).toBe(200);
        expect((await signIn(owner.email, owner.password, ip, browser)).statusCode).toBe(200);
      };
      const club = '203.0.113.60';

      // A stranger at the club guesses the owner's password 5 times: the account is locked there.
      for (let n = 0; n < 5; n += 1) await signIn(owner.email, `guess ${n}`, club);
      expect((await signIn(owner.email, owner.password, club)).statusCode).toBe(429);
      await ownerGetsIn(club);

      // Strangers at the club guess 20 passwords of other accounts: the club's address is locked.
      for (let n = 0; n < 20; n += 1) await signIn(`someone${n}@example.com`, `guess ${n}`, club);
      expect((await signIn('anyone@example.com', 'a password', club)).statusCode).toBe(429);
      await ownerGetsIn(club);

      // A stranger rotating addresses slows the account everywhere.
      for (let n = 0; n < 12; n += 1) await signIn(owner.email, `guess ${n}`, `198.51.120.${n}`);
      const newDevice = await signIn(owner.email, owner.password, '203.0.113.61');
      expect(newDevice.statusCode).toBe(429);
      expect(messageOf(newDevice)).toMatch(/or have a sign-in link mailed to you$/);
      await ownerGetsIn(club);
      await ownerGetsIn('203.0.113.61');
    } finally {
      await d.close();
    }
  });
});
