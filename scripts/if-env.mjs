// Runs a command only when an environment variable is set, adding extra VAR=value pairs.
// Used by `npm run test:api:pg`: the API suite runs again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const [variable, command, ...assignments] = process.argv.slice(2);
if (!variable || !command) {
  console.error('usage: if-env.mjs VAR "command" [NAME=value ...]');
  process.exit(2);
}
if (!process.env[variable]) {
  console.log(`${variable} is not set: skipping "${command}".`);
  process.exit(0);
}
const env = { ...process.env };
for (const pair of assignments) {
  const [name, ...rest] = pair.split('=');
  if (name) env[name] = rest.join('=');
}
const result = spawnSync(command, { shell: true, stdio: 'inherit', env });
process.exit(result.status ?? 1);
