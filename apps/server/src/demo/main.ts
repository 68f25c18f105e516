// npm run demo [-- --reset]: fills the configured database with the demo population, so rankings and charts show
// at once. Every refusal is one line: the server holding the embedded database, a bad flag, bad configuration.
import { type Config, ConfigError, readConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/connection.ts';
import { DataDirBusyError } from '../db/data-dir-lock.ts';
import { migrate } from '../db/migrate.ts';
import { loadOrCreateSecret } from '../modules/auth/tokens.ts';
import { refreshAthlete, refreshStanding } from '../modules/rankings/service.ts';
import { createMediaProvider } from '../providers/media/select.ts';
import type { DemoMediaProvider } from './files.ts';
import { buildPopulation } from './population.ts';
import { DemoError, describeOutcome, runDemo } from './run.ts';

const USAGE = 'Usage: npm run demo [-- --reset]   (--reset removes the demo data and loads it again)';

/** The size the README describes. */
const DEMO_SIZE = { athletes: 320, coaches: 14 };

/**
 * The server's own media provider, as npm start opens it (same DATA_DIR and PUBLIC_URL), so the demo video lands
 * where the server serves it. With CLOUDINARY_URL set the demo stores no video: it would fill someone's Cloudinary
 * account with a test clip.
 */
function openMedia(config: Config): DemoMediaProvider | undefined {
  const media = createMediaProvider({
    cloudinaryUrl: config.CLOUDINARY_URL,
    dataDir: config.DATA_DIR,
    publicUrl: config.publicUrl,
    rootSecret: loadOrCreateSecret(config.DATA_DIR, config.JWT_SECRET),
  });
  return media.kind === 'local' ? media : undefined;
}

async function main(argv: string[]): Promise<number> {
  const unknown = argv.filter((arg) => arg !== '--reset');
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(' ')}. ${USAGE}`);
    return 2;
  }
  const config = readConfig(process.env);
  let db: Db;
  try {
    db = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
    });
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    console.error(
      `${error.message}, most likely the Podium server: stop it (Ctrl+C where npm start runs), then run npm run demo again.`,
    );
    return 1;
  }
  try {
    await migrate(db);
    const outcome = await runDemo(
      db,
      { refreshStanding, refreshAthlete },
      { population: buildPopulation(DEMO_SIZE), reset: argv.includes('--reset'), media: openMedia(config) },
    );
    for (const line of describeOutcome(outcome)) console.log(line);
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const isExpected = error instanceof ConfigError || error instanceof DemoError;
    const message = error instanceof Error ? error.message : String(error);
    // Nothing was written: the load is one transaction, rolled back on any failure.
    console.error(isExpected ? message : `npm run demo failed, nothing was loaded: ${message}`);
    process.exitCode = 1;
  },
);
