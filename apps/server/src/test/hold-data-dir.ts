// A process holding an embedded database's folder, for the lock's tests (db/data-dir-lock.test.ts, demo/main.test.ts):
// `node --import tsx src/test/hold-data-dir.ts <folder> [platform]` takes the lock, prints "locked", holds it until
// killed. The platform names how the lock is made (lockAddress): "darwin" tries the socket file on Linux too.
import { lockDataDir } from '../db/data-dir-lock.ts';

const [dir, platform] = process.argv.slice(2);
if (!dir) throw new Error('usage: hold-data-dir.ts <folder> [platform]');
const isPlatform = (value: string | undefined): value is NodeJS.Platform =>
  value === 'linux' || value === 'darwin' || value === 'win32';
await lockDataDir(dir, isPlatform(platform) ? platform : process.platform);
console.log('locked');
setInterval(() => {}, 60_000);
