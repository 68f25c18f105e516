// The real start-up (main.ts) as a process: bad configuration stops it with one line; once listening it prints the
// address to open; a session survives a restart because the generated key is kept in DATA_DIR; SIGTERM closes it
// cleanly; after kill -9 it starts again at once.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'podium-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', WEB_DIST: join(dataDir, 'no-web'), ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Start-up takes a few seconds on a quiet machine; a busy one (tests in parallel) may take a minute. */
async function waitForHealth(port: number) {
  for (let attempt = 0; attempt < 360; attempt += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

async function waitForLine(output: () => string, line: string) {
  for (let attempt = 0; attempt < 40 && !output().split('\n').includes(line); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return output().split('\n');
}

describe('main', () => {
  it('stops on a bad value with one line naming the variable', async () => {
    const run = start({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await run.exited).toBe(1);
    expect(run.output().trim()).toBe('Invalid configuration: PORT must be a port number (0-65535)');
  }, 30_000);

  it('keeps sessions across a restart and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' };
    const first = start(env);
    await waitForHealth(port);
    // One plain line beside the JSON logs, whatever the log level: where to open Podium.
    const running = `Podium is running at http://127.0.0.1:${port}`;
    expect(await waitForLine(first.output, running)).toContain(running);
    const registered = await fetch(`http://127.0.0.1:${port}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Restart Ruth',
        email: 'ruth@example.com',
        password: 'long enough password',
        birthDate: '1999-09-09',
        userType: 1,
        agreedToTerms: true,
      }),
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = start(env);
    await waitForHealth(port);
    const me = await fetch(`http://127.0.0.1:${port}/api/auth`, { headers: { 'x-auth-token': token } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { name: string }).name).toBe('Restart Ruth');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 240_000);

  it('starts again at once after kill -9, as a supervisor restarts it', async () => {
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' };
    const killed = start(env);
    await waitForHealth(port);
    killed.child.kill('SIGKILL');
    // No wait for the killed process to be gone: its lock of the database goes with it.
    const restarted = start(env);
    await waitForHealth(port);
    expect(restarted.output()).not.toContain('in use');
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 240_000);
});
