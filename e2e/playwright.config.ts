// End-to-end flows in Debian's Chromium against the real server (built web app, fresh PGlite data dir).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// PODIUM_E2E_PORT lets two checkouts run their suites side by side on one machine.
const PORT = Number(process.env.PODIUM_E2E_PORT ?? 3100);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// One data dir per run; workers inherit it through the environment, so specs can read the mail outbox.
process.env.PODIUM_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'podium-e2e-'));
const dataDir = process.env.PODIUM_E2E_DATA_DIR;

export default defineConfig({
  testDir: './tests',
  // Two spec files at a time against the one server: a flow spends most of its time waiting on the browser and the
  // server (one worker: 107 s of CPU in a 349 s run on the 2-core machine; two: 229 s, the same CPU), and every spec
  // makes its own accounts (helpers.ts uniqueEmail, a client address each), so specs side by side never meet. A
  // file's own tests still run in order, in one worker.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Flows about something else start with the push prompt already answered "Dismiss" (device storage, account
    // spec 3), as a returning user's browser would be: the `test` of tests/fixtures.ts writes it (not `storageState`,
    // which costs every new context a page of its own). notifications.spec.ts opens its own contexts, which start
    // empty, and answers the prompt itself.
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `http://localhost:${PORT}/api/health`,
    // Behind a "proxy": registerViaApi names a client address of its own per account (helpers.ts), as people
    // registering from their own networks do; otherwise the whole suite is one address and meets the limit of
    // registrations an address may make in an hour (ACCOUNT_RULES.registrationsPerAddress).
    env: { PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: 'true' },
    reuseExistingServer: false,
    // tsx compiles the server as it starts: over a minute when the 2-core machine is busy.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
