// npm run demo as a process: while the server holds the embedded database it refuses in one line, no stack trace.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'podium-demo-'));
// Stands in for the running server: a live process holding the lock of the server's database folder.
const server = spawn(
  process.execPath,
  ['--import', 'tsx', 'src/test/hold-data-dir.ts', join(dataDir, 'pglite')],
  {
    cwd: serverDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const serverHolds = new Promise<void>((resolve) => {
  server.stdout?.on('data', (chunk) => {
    if (String(chunk).includes('locked')) resolve();
  });
});
afterAll(() => {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

function demo(args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/demo/main.ts', ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run demo (the command)', () => {
  it('refuses in one line, telling the person to stop the server, while the server holds the database', async () => {
    await serverHolds;
    const run = demo([]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      `The database in ${join(dataDir, 'pglite')} is in use by process ${server.pid}, most likely the Podium server: stop it (Ctrl+C where npm start runs), then run npm run demo again.`,
    ]);
  }, 60_000);

  it('refuses an unknown option with its usage', () => {
    const run = demo(['--rest']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe(
      'Unknown option --rest. Usage: npm run demo [-- --reset]   (--reset removes the demo data and loads it again)',
    );
  }, 60_000);
});
