// Runs shell commands side by side, as many at once as the machine has cores, each one's output kept together and
// printed when it ends; fails (with the first failure's status) if any fails. Used by `npm run typecheck`: the five
// programs are independent, and tsc uses one core.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: parallel.mjs "command" ["command" ...]');
  process.exit(2);
}

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      process.stdout.write(`> ${command}${status === 0 ? '' : ` (failed: ${signal ?? status})`}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });
}

const waiting = [...commands];
const statuses = [];
async function lane() {
  for (let command = waiting.shift(); command !== undefined; command = waiting.shift()) {
    statuses.push(await run(command));
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), commands.length) }, lane));
process.exit(statuses.find((status) => status !== 0) ?? 0);
