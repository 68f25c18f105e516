// Memory of images sent as data URLs (issue 22, item 4): 20 accounts each POST /api/upload a 10 MB image at once (a
// 14 MB body), to the real server in its own process (npm start's main.ts, on PGlite in a throwaway DATA_DIR). Run
// twice in one go: reading every body at once (MEDIA_DATA_URL_BYTES_AT_ONCE far above the load: how it was handled
// before the line) and as configured by default. Prints the server's resident memory (VmRSS, sampled every 5 ms)
// idle, at the peak of one upload alone, and at the peak of the 20 at once, with what they were answered.
//
//   npm run bench:uploads
//   BENCH_UPLOADS=20            images sent at once, one account each (at most 30: registrations per address)
//   BENCH_IMAGE_BYTES=10485760  size of each image (at most MEDIA_MAX_IMAGE_BYTES, 10 MB by default)
//   BENCH_IMAGE=photo           send a 12 MP phone photo (3.4 MB JPEG, EXIF orientation) in place of a padded 1x1
//                               PNG: every image is decoded and encoded again without its metadata as it arrives
//                               (media/strip.ts), and a photo's pixels, not its bytes, are what that holds in memory
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { table } from './notifications-run.ts';
import { serverNodeFlags } from './server-flags.ts';
import { envCount } from './shared.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const UPLOADS = envCount('BENCH_UPLOADS', 20);
const IMAGE_BYTES = envCount('BENCH_IMAGE_BYTES', 10 * 1024 * 1024);
/** Far above any load here: every body is read at once, as before the line. */
const UNBOUNDED = String(1024 ** 4);
const MB = 1024 * 1024;

/** A real PNG's header, then padding: the server sniffs and sizes it as a PNG. */
const PNG_HEAD = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Server {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-bench-uploads-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...serverNodeFlags(), '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        WEB_DIST: join(dataDir, 'no-web'),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const health = await fetch(`${url}/api/health`).catch(() => null);
    if (health?.ok) break;
    if (tries > 600) throw new Error('the server did not start within a minute');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (child.pid === undefined) throw new Error('the server has no pid');
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The process's resident memory now, in bytes (Linux). */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb) * 1024;
}

/** Runs work while sampling the process's RSS every 5 ms; answers its result and the highest RSS seen. */
async function peakDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = rssOf(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 5);
  try {
    const result = await work();
    peak = Math.max(peak, rssOf(pid));
    return { result, peak };
  } finally {
    clearInterval(sampler);
  }
}

async function register(server: Server, index: number): Promise<{ token: string; id: string }> {
  const response = await fetch(`${server.url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Bench Uploader ${index}`,
      email: `uploader${index}@bench.test`,
      password: 'correct horse battery',
      birthDate: '2000-05-17',
      userType: 1,
      agreedToTerms: true,
    }),
  });
  if (response.status !== 201)
    throw new Error(`registration answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { token: string; user: { _id: string } };
  return { token: body.token, id: body.user._id };
}

const IS_PHOTO = process.env.BENCH_IMAGE === 'photo';

/** The image every account sends, as a data URL. */
async function makeImage(): Promise<string> {
  if (!IS_PHOTO) {
    const image = Buffer.concat([PNG_HEAD, Buffer.alloc(IMAGE_BYTES - PNG_HEAD.length, 7)]);
    return `data:image/png;base64,${image.toString('base64')}`;
  }
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 16 };
  const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#6a8', noise } })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return `data:image/jpeg;base64,${photo.toString('base64')}`;
}

const imageBody = (userId: string, image: string) => JSON.stringify({ data: image, userId });

async function upload(server: Server, user: { token: string; id: string }, body: string): Promise<number> {
  const response = await fetch(`${server.url}/api/upload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': user.token },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

function countAnswers(statuses: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count} x ${status}`)
    .join(', ');
}

async function measure(label: string, env: Record<string, string>): Promise<string[]> {
  const server = await startServer(env);
  try {
    const users = [];
    for (let index = 0; index <= UPLOADS; index += 1) users.push(await register(server, index));
    const [lone, ...crowd] = users;
    if (!lone) throw new Error('no users');
    // The same bytes for everyone but the user id: built before measuring, on the bench's side.
    const image = await makeImage();
    const bodies = crowd.map((user) => imageBody(user.id, image));
    const loneBody = imageBody(lone.id, image);
    await settle();
    const idle = rssOf(server.pid);
    const one = await peakDuring(server.pid, () => upload(server, lone, loneBody));
    await settle();
    const started = performance.now();
    const all = await peakDuring(server.pid, () =>
      Promise.all(crowd.map((user, index) => upload(server, user, bodies[index] ?? ''))),
    );
    const seconds = (performance.now() - started) / 1000;
    return [
      label,
      mb(idle),
      mb(one.peak),
      mb(all.peak),
      mb(all.peak - idle),
      countAnswers(all.result),
      `${seconds.toFixed(1)} s`,
    ];
  } finally {
    await server.stop();
  }
}

export async function runUploadsBench(): Promise<void> {
  const bodyMb = (Math.ceil((IMAGE_BYTES * 4) / 3) / MB).toFixed(1);
  const what = IS_PHOTO ? '12 MP photos' : `images of ${mb(IMAGE_BYTES)} (${bodyMb} MB bodies)`;
  console.log(`\nData URL uploads: ${UPLOADS} ${what} sent at once, one account each\n`);
  const rows = [
    ['handling', 'idle RSS', 'one upload, peak', `${UPLOADS} at once, peak`, 'over idle', 'answers', 'time'],
    await measure('every body read at once (before)', { MEDIA_DATA_URL_BYTES_AT_ONCE: UNBOUNDED }),
    await measure('in line, 32 MB of bodies at once (default)', {}),
  ];
  console.log(table(rows));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runUploadsBench();
