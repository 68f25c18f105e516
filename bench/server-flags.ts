// The flags `npm start` and `npm run worker` give the server's node (the root package.json's scripts): a benchmark's
// server processes run with the same, so a figure is measured as the product runs. BENCH_NODE_FLAGS adds more after
// them (the last of a flag wins), to try another setting side by side: `--max-semi-space-size=0` is V8's default.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The `--flag=value` words between `tsx` and the script in a package.json script. */
function flagsOf(script: string | undefined, entry: string): string[] {
  const match = new RegExp(`\\btsx((?:\\s+--[\\w-]+(?:=\\S+)?)*)\\s+${entry.replaceAll('.', '\\.')}`).exec(
    script ?? '',
  );
  if (!match) throw new Error(`package.json: no "tsx … ${entry}" in ${JSON.stringify(script)}`);
  return (match[1] ?? '').trim().split(/\s+/).filter(Boolean);
}

/** The product's node flags for a server process, then BENCH_NODE_FLAGS. */
export function serverNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as {
    scripts: Record<string, string | undefined>;
  };
  const api = flagsOf(scripts.start, 'apps/server/src/main.ts');
  const worker = flagsOf(scripts.worker, 'apps/server/src/worker.ts');
  if (api.join(' ') !== worker.join(' '))
    throw new Error(
      `package.json: npm start (${api.join(' ')}) and npm run worker (${worker.join(' ')}) differ`,
    );
  const more = (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  return [...api, ...more];
}
