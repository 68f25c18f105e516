// The accounts held on one server process: a bounded number of sockets each, one registerUser bucket shared by an
// account's sockets, and an account's registerUser run one at a time with the network read between them.
import { describe, expect, it } from 'vitest';
import { createAccountsHere } from './accounts.ts';

/** Never refills within a test: a token comes back once an hour. */
const BURST_OF_3 = { burst: 3, perSecond: 1 / 3600 };

describe('createAccountsHere', () => {
  it('holds at most its number of sockets per account; a release makes room, other accounts are apart', () => {
    const here = createAccountsHere(2, BURST_OF_3);
    expect([here.hold('a', 's1'), here.hold('a', 's2'), here.hold('a', 's3')]).toEqual([true, true, false]);
    expect(here.hold('b', 's4')).toBe(true);
    here.release('a', 's1');
    expect(here.hold('a', 's3')).toBe(true);
  });

  it("shares one registerUser bucket among an account's sockets, and forgets it with the last socket", () => {
    const here = createAccountsHere(5, BURST_OF_3);
    here.hold('a', 's1');
    here.hold('a', 's2');
    here.hold('b', 's3');
    const taken = [1, 2, 3, 4].map(() => here.takeRegistration('a').allowed);
    expect(taken).toEqual([true, true, true, false]);
    expect(here.takeRegistration('b').allowed).toBe(true);
    here.release('a', 's1');
    here.release('a', 's2');
    // Nothing left to answer: a socket asking after its account's last one closed is refused.
    expect(here.takeRegistration('a').allowed).toBe(false);
    here.hold('a', 's5');
    expect(here.takeRegistration('a').allowed).toBe(true);
  });

  it("runs an account's registerUser one at a time, in order, each after what waits on the event loop", async () => {
    const here = createAccountsHere(5, BURST_OF_3);
    here.hold('a', 's1');
    here.hold('b', 's2');
    const steps: string[] = [];
    const work =
      (name: string, fails = false) =>
      async () => {
        steps.push(`${name} starts`);
        await new Promise((resolve) => setImmediate(resolve));
        steps.push(`${name} ends`);
        if (fails) throw new Error(name);
        return name;
      };
    // Stands for an HTTP request read from the network meanwhile: it is served before any of the work starts.
    setImmediate(() => steps.push('request'));
    const done = [
      here.inTurn('a', work('a1', true)).catch((error: Error) => `${error.message} failed`),
      here.inTurn('a', work('a2')),
      here.inTurn('a', work('a3')),
    ];
    expect(await Promise.all(done)).toEqual(['a1 failed', 'a2', 'a3']);
    expect(steps).toEqual([
      'request',
      'a1 starts',
      'a1 ends',
      'a2 starts',
      'a2 ends',
      'a3 starts',
      'a3 ends',
    ]);
    // Another account's turn does not wait for this one's.
    steps.length = 0;
    const slow = here.inTurn('a', work('a4'));
    const other = here.inTurn('b', work('b1'));
    await Promise.all([slow, other]);
    expect(steps.indexOf('b1 starts')).toBeLessThan(steps.indexOf('a4 ends'));
  });
});
