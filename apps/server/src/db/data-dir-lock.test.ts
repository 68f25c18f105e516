// One process at a time on an embedded database: a live holder is refused by name, a dead one's lock taken over.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './connection.ts';
import { DataDirBusyError, lockDataDir } from './data-dir-lock.ts';

const root = mkdtempSync(join(tmpdir(), 'podium-lock-'));
// A process that stays alive while the test runs: the "server" holding the folder.
const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
afterAll(() => {
  holder.kill();
  rmSync(root, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses while another live process holds the folder, naming it', () => {
    const dir = join(root, 'held');
    writeFileSync(`${dir}.lock`, String(holder.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
    expect(() => lockDataDir(dir)).toThrow(`The database in ${dir} is in use by process ${holder.pid}`);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(holder.pid));
  });

  it('takes over the lock of a process that is gone, and releases it', () => {
    const dir = join(root, 'stale');
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    writeFileSync(`${dir}.lock`, gone.stdout.trim());
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('is held by an open embedded database until it closes', async () => {
    const dir = join(root, 'pglite');
    const db = await openPglite(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await db.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  }, 60_000);
});
