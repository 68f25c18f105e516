// The byte gate: what it admits at once adds up to its budget, the rest wait their turn in order, and a wait too long,
// a line too long or one account's too many are refused with words that say so.
import { describe, expect, it } from 'vitest';
import { type ByteGateSettings, createByteGate, GateBusyError } from './byte-gate.ts';
import { HttpError } from './errors.ts';

const settings: ByteGateSettings = { bytesAtOnce: 100, maxWaiting: 3, waitMs: 5_000, perAccount: 2 };

/** Whether a promise has settled by now (after pending callbacks ran). */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('byte gate', () => {
  it('admits bodies while they fit in its budget; the next waits until room is given back', async () => {
    const gate = createByteGate(settings, 'images');
    const first = await gate.enter('a', 60);
    const second = gate.enter('b', 60);
    expect(await isSettled(second)).toBe(false);
    expect(gate.held).toBe(60);
    expect(gate.waiting).toBe(1);
    first();
    const release = await second;
    expect(gate.held).toBe(60);
    release();
    expect(gate.held).toBe(0);
  });

  it('serves the line in order: a small body does not pass a large one waiting before it', async () => {
    const gate = createByteGate(settings, 'images');
    const first = await gate.enter('a', 90);
    const order: string[] = [];
    const large = gate.enter('b', 80).then((release) => {
      order.push('large');
      return release;
    });
    const small = gate.enter('c', 5).then((release) => {
      order.push('small');
      return release;
    });
    expect(await isSettled(small)).toBe(false);
    first();
    (await large)();
    (await small)();
    expect(order).toEqual(['large', 'small']);
  });

  it('admits a body larger than the budget when it is the only one', async () => {
    const gate = createByteGate(settings, 'images');
    const release = await gate.enter('a', 500);
    expect(await isSettled(gate.enter('b', 1))).toBe(false);
    release();
  });

  it('refuses with 503 after the longest wait, and at once when the line is full', async () => {
    const gate = createByteGate({ ...settings, waitMs: 50 }, 'images');
    const held = await gate.enter('a', 100);
    const waited = gate.enter('b', 10);
    await expect(waited).rejects.toBeInstanceOf(GateBusyError);
    await expect(waited).rejects.toMatchObject({
      statusCode: 503,
      messages: ['The server is busy with other images. Please try again in 5 seconds.'],
    });
    expect(gate.waiting).toBe(0);
    const line = [gate.enter('c', 10), gate.enter('d', 10), gate.enter('e', 10)];
    for (const waiting of line) waiting.catch(() => undefined);
    await expect(gate.enter('f', 10)).rejects.toMatchObject({ statusCode: 503 });
    held();
    for (const waiting of line) (await waiting)();
  });

  it('lets a request that ended while it waited leave the line, so it holds no room', async () => {
    const gate = createByteGate(settings, 'images');
    const held = await gate.enter('a', 100);
    const gone = new AbortController();
    const left = gate.enter('b', 50, gone.signal);
    const next = gate.enter('c', 50);
    gone.abort();
    await expect(left).rejects.toThrow('The request ended while it waited');
    expect(gate.waiting).toBe(1);
    held();
    (await next)();
    expect(gate.held).toBe(0);
    // Its account's place was given back too: the account has its whole share again.
    const both = [await gate.enter('b', 10), await gate.enter('b', 10)];
    for (const release of both) release();
  });

  it('refuses one account past its share with 429, and lets it in again once one is done', async () => {
    const gate = createByteGate(settings, 'images');
    const one = await gate.enter('a', 10);
    const two = await gate.enter('a', 10);
    const third = gate.enter('a', 10);
    await expect(third).rejects.toBeInstanceOf(HttpError);
    await expect(third).rejects.toMatchObject({
      statusCode: 429,
      messages: ['Wait for your other images to finish sending, then try again'],
    });
    one();
    one();
    (await gate.enter('a', 10))();
    two();
    expect(gate.held).toBe(0);
  });
});
