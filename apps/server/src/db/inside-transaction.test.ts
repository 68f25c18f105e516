// A statement sent to the database, not to the transaction, from inside that transaction's callback hangs PGlite for
// good (its one connection waits for the transaction, which waits for the statement): the process stops answering.
// Each Db refuses it at once instead, on both databases, and leaves every other use alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { QueryInsideTransactionError } from './connection.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const one = async () => (await t.db.query<{ n: number }>('select 1 as n'))[0]?.n;

describe('a statement sent around its own transaction', () => {
  it('is refused at once, and the database still answers', async () => {
    const attempt = t.db.transaction(async (tx) => {
      await tx.query('select 1');
      return t.db.query('select 1');
    });
    await expect(attempt).rejects.toBeInstanceOf(QueryInsideTransactionError);
    await expect(
      t.db.transaction(async () => t.db.transaction(async (inner) => inner.query('select 1'))),
    ).rejects.toBeInstanceOf(QueryInsideTransactionError);
    expect(await one()).toBe(1);
  });

  it('leaves statements through the transaction, after it, and beside it alone', async () => {
    const inside = await t.db.transaction(
      async (tx) => (await tx.query<{ n: number }>('select 2 as n'))[0]?.n,
    );
    expect(inside).toBe(2);
    // Work the transaction starts and leaves behind runs once it has ended.
    let later: Promise<number | undefined> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.query('select 1');
      later = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return one();
      });
    });
    expect(await later).toBe(1);
    // A statement from outside, while another caller's transaction is open, waits its turn or runs beside it.
    const [inTx, beside] = await Promise.all([
      t.db.transaction(async (tx) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return (await tx.query<{ n: number }>('select 3 as n'))[0]?.n;
      }),
      one(),
    ]);
    expect([inTx, beside]).toEqual([3, 1]);
  });
});
