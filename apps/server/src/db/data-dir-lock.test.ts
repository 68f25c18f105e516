// One process at a time on an embedded database: a live holder is refused by its pid; a holder killed with kill -9
// leaves nothing behind, so the next process opens at once (issue 22, item 10).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './connection.ts';
import { DataDirBusyError, lockAddress, lockDataDir } from './data-dir-lock.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'podium-lock-'));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const newFolder = () => mkdtempSync(join(root, 'data-'));

/** Another process that takes the lock (src/test/hold-data-dir.ts); resolves once it holds it. */
function holdInChild(dir: string, platform: NodeJS.Platform): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/test/hold-data-dir.ts', dir, platform], {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += String(chunk);
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      if (String(chunk).includes('locked')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the holder exited with ${code} before locking: ${errors}`)));
  });
}

// The lock as Linux makes it (an abstract socket), and as macOS makes it (a socket file), which Linux can run too.
const platforms: Array<[string, NodeJS.Platform]> = [
  ['this platform', process.platform],
  ['a socket file', 'darwin'],
];

describe.each(platforms)('lockDataDir (%s)', (_name, platform) => {
  it('refuses while another live process holds the folder, naming its pid, and leaves it held', async () => {
    const dir = newFolder();
    const holder = await holdInChild(dir, platform);
    const refusal = lockDataDir(dir, platform);
    await expect(refusal).rejects.toThrow(DataDirBusyError);
    await expect(refusal).rejects.toThrow(`The database in ${dir} is in use by process ${holder.pid}`);
    await expect(lockDataDir(dir, platform)).rejects.toThrow(`in use by process ${holder.pid}`);
  }, 30_000);

  it('opens at once after the holder is killed with kill -9', async () => {
    const dir = newFolder();
    const holder = await holdInChild(dir, platform);
    holder.kill('SIGKILL');
    // No wait for the holder to be gone, as a supervisor restarting a killed server would not wait.
    const release = await lockDataDir(dir, platform);
    await release();
  }, 30_000);

  it('is free again once released: another process then takes it', async () => {
    const dir = newFolder();
    const release = await lockDataDir(dir, platform);
    await expect(holdInChild(dir, platform)).rejects.toThrow(`is in use by process ${process.pid}`);
    await release();
    await holdInChild(dir, platform);
  }, 30_000);
});

describe('the lock', () => {
  it('is named by the folder itself, however the path to it is written', () => {
    const dir = newFolder();
    symlinkSync(dir, `${dir}-link`);
    expect(lockAddress(join(dir, '..', basename(dir)))).toBe(lockAddress(dir));
    expect(lockAddress(`${dir}-link`)).toBe(lockAddress(dir));
    expect(lockAddress(dir, 'darwin')).toMatch(/podium-data-dir-[0-9a-f]{32}\.sock$/);
  });

  it('removes the pid file that versions before it wrote', async () => {
    const dir = newFolder();
    writeFileSync(`${dir}.lock`, '12345');
    const release = await lockDataDir(dir);
    expect(existsSync(`${dir}.lock`)).toBe(false);
    await release();
  });

  it('is held by an open embedded database until it closes', async () => {
    const dir = newFolder();
    const db = await openPglite(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(
      `The database in ${dir} is in use by process ${process.pid}`,
    );
    await db.close();
    const release = await lockDataDir(dir);
    await release();
  }, 60_000);
});
