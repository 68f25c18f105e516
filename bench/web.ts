// The web app's loading speed: each route's gzipped JavaScript beside its budget, and Lighthouse (mobile preset,
// Debian's Chromium) on the landing page and a public athlete page, served by a real server (issue 8).
//
//   npx tsx bench/web.ts            builds the web app, starts two servers, runs Lighthouse BENCH_LH_RUNS times a page
//   BENCH_LH_RUNS=3                 runs per page and server (the median is printed)
//   CHROME_PATH=/usr/bin/chromium   the browser (never downloaded)
//   BENCH_WEB_PORT=3210             our server's port; the baseline's is the next one
//   BENCH_WEB_DIST=/tmp/dist        measures that build as it is (no build first); apps/web/dist otherwise, built afresh
//   BENCH_WEB_ONLY=public-athlete  one page only (landing | public-athlete)
//   BENCH_LH_JSON=/tmp/lh           also writes each run's whole Lighthouse report there (what it blames, and why)
//
// The baseline is the same build from the same run, served as the server served it before issue 8: every file as
// it is, uncompressed (the .br and .gz copies removed from a copy of the build). Both servers draw the public athlete
// page with the same server build (dist-ssr/ beside the measured build, issue 23) when there is one, and leave it to
// the browser when there is none (an older build given as BENCH_WEB_DIST), so the two differ by compression alone.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ROUTE_BUDGETS } from '../apps/web/build/budgets.ts';
import { measureRoutes } from '../apps/web/build/route-sizes.ts';
import { serverNodeFlags } from './server-flags.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILT_DIST = join(ROOT, 'apps/web/dist');
const DIST = process.env.BENCH_WEB_DIST ?? BUILT_DIST;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3210);
const REPORT_DIR = process.env.BENCH_LH_JSON;
const ONLY = process.env.BENCH_WEB_ONLY;
const GOALS = { performance: 95, accessibility: 100 };

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

function printRouteSizes(): void {
  console.log(
    '\nGzipped JavaScript per route (apps/web/build/budgets.ts; `npm test` fails past the budget)\n',
  );
  console.log(`| route | gzipped JS | budget | goal |\n|---|---|---|---|`);
  let sizes: ReturnType<typeof measureRoutes>;
  try {
    sizes = measureRoutes(DIST, ROUTE_BUDGETS);
  } catch (error) {
    // An older build (BENCH_WEB_DIST) lacks screens today's budgets name: its pages are still measured.
    console.log(`(sizes not measured for this build: ${(error as Error).message})`);
    return;
  }
  for (const size of sizes) {
    const goal = size.goalKb === null ? '' : `${size.goalKb} KB`;
    console.log(`| ${size.route} | ${size.kb.toFixed(1)} KB | ${size.budgetKb} KB | ${goal} |`);
  }
}

/** A copy of the build without its precompressed files: what the server sent before issue 8. */
function uncompressedCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), 'podium-bench-web-plain-'));
  cpSync(DIST, copy, { recursive: true });
  for (const entry of readdirSync(copy, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /\.(br|gz)$/.test(entry.name)) rmSync(join(entry.parentPath, entry.name));
  }
  return copy;
}

interface Server {
  url: string;
  stop: () => void;
}

/** The web's server build beside the measured one (apps/web/dist-ssr), which draws the public athlete page. */
const SSR_DIST = join(DIST, '..', 'dist-ssr');

export async function startServer(webDist: string, port: number, ssrDist = SSR_DIST): Promise<Server> {
  const url = `http://localhost:${port}`;
  // Something already answering there would be measured instead of this build.
  if (
    await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is in use`);
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-bench-web-data-'));
  // Node itself with tsx's loader: one process, so stopping it stops the server (npx would leave it running).
  const child: ChildProcess = spawn(
    process.execPath,
    [...serverNodeFlags(), '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST: webDist,
        WEB_SSR_DIST: ssrDist,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  // tsx compiles the server as it starts: over a minute when the 2-core machine is busy.
  for (let attempt = 0; attempt < 360; attempt += 1) {
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) {
      return {
        url,
        stop: () => {
          child.kill();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(`the server on port ${port} did not start`);
}

async function call(url: string, init: { method: string; token?: string; body?: unknown }): Promise<unknown> {
  const response = await fetch(url, {
    method: init.method,
    headers: { 'content-type': 'application/json', ...(init.token ? { 'x-auth-token': init.token } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? Reflect.get(value, key) : undefined;
}

/** A public athlete with a profile and results, made through the API as a person would; returns its page. */
export async function publicAthletePage(base: string): Promise<string> {
  const registered = await call(`${base}/api/users`, {
    method: 'POST',
    body: {
      name: 'Rowan Hale',
      email: `bench-${Date.now()}@example.com`,
      birthDate: '2004-05-04',
      password: 'sprinter-123',
      userType: 1,
      agreedToTerms: true,
      sportsArray: ['Football (soccer)'],
    },
  });
  const token = String(field(registered, 'token'));
  const created = await call(`${base}/api/athleteProfile`, {
    method: 'POST',
    token,
    body: {
      sportingCred: [{ sport: 'Football (soccer)', main: true, position: 'Striker' }],
      desiredDestinations: ['NCAA Division I'],
      quickStats: { Height: '180 cm', Weight: '75 kg' },
    },
  });
  for (const score of ['5.10', '4.95']) {
    await call(`${base}/api/athleteProfile/physical-tests`, {
      method: 'PUT',
      token,
      body: { attribute: 'Run Tests', test: '40 Yard Dash', results: { score, unitOfMeasurement: 'sec' } },
    });
  }
  // A plan's since issue 25: bought through the local checkout (its Pay answers a page, not JSON), granted by a job.
  const session = await call(`${base}/api/subs/create-checkout-session`, {
    method: 'POST',
    token,
    body: {
      priceId: 'public_link',
      successUrl: `${base}/purchase-success`,
      cancelUrl: `${base}/purchase-cancel`,
    },
  });
  const checkout = new URL(String(field(field(session, 'data'), 'url')));
  await fetch(`${base}${checkout.pathname}/pay`, { method: 'POST' });
  for (let tries = 0; tries < 50; tries++) {
    const status = await call(`${base}/api/subs/subscription-status`, { method: 'GET', token });
    const capabilities = field(field(status, 'data'), 'capabilities');
    if (Array.isArray(capabilities) && capabilities.includes('publicLink')) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await call(`${base}/api/users/public-link`, { method: 'PUT', token, body: { enabled: true } });
  return `${base}/public/athlete/${String(field(field(created, 'profile'), '_id'))}`;
}

async function lighthouseOnce(url: string, report: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    // Lighthouse's default settings are the mobile preset (a mid-range phone on a slow 4G, simulated).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(join(REPORT_DIR, report), JSON.stringify(result.lhr));
    }
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function lighthouseMedian(url: string, name: string): Promise<Figures> {
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseOnce(url, `${name}-${run + 1}.json`));
  return {
    performance: median(runs.map((run) => run.performance)),
    accessibility: median(runs.map((run) => run.accessibility)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
  };
}

function row(page: string, served: string, figures: Figures): string {
  return `| ${page} | ${served} | ${figures.performance} | ${figures.accessibility} | ${(figures.lcpMs / 1000).toFixed(1)} s | ${Math.round(figures.tbtMs)} ms | ${figures.cls.toFixed(3)} |`;
}

export async function runWebBench(): Promise<void> {
  if (DIST === BUILT_DIST)
    execFileSync('npm', ['run', 'build', '--workspace', '@podium/web'], { cwd: ROOT, stdio: 'ignore' });
  printRouteSizes();

  const plainDist = uncompressedCopy();
  const ours = await startServer(DIST, PORT);
  const baseline = await startServer(plainDist, PORT + 1).catch((error: unknown) => {
    ours.stop();
    throw error;
  });
  try {
    const pages: [string, string, (base: string) => Promise<string>][] = [
      ['landing (/)', 'landing', async (base) => `${base}/`],
      ['public athlete', 'public-athlete', publicAthletePage],
    ];
    console.log(
      `\nLighthouse ${RUNS === 1 ? '(one run)' : `(median of ${RUNS} runs)`}, mobile preset, ${CHROME_PATH}; ` +
        `goals: performance >= ${GOALS.performance}, accessibility ${GOALS.accessibility}\n`,
    );
    console.log(
      '| page | served | performance | accessibility | LCP | TBT | CLS |\n|---|---|---|---|---|---|---|',
    );
    for (const [name, file, urlOf] of pages) {
      if (ONLY && ONLY !== file) continue;
      const baselineFigures = await lighthouseMedian(await urlOf(baseline.url), `${file}-baseline`);
      console.log(row(name, 'baseline: uncompressed', baselineFigures));
      console.log(
        row(
          name,
          'ours: precompressed, split',
          await lighthouseMedian(await urlOf(ours.url), `${file}-ours`),
        ),
      );
    }
  } finally {
    ours.stop();
    baseline.stop();
    rmSync(plainDist, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runWebBench();
