// npm run demo: fills the configured database with the demo population, so rankings and charts show at once.
// Run it before `npm start` (PGlite allows one process at a time on a data directory).
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { refreshAthlete, refreshStanding } from '../modules/rankings/service.ts';
import { loadDemo } from './load.ts';
import { DEMO_PASSWORD } from './population.ts';

const config = readConfig(process.env);
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(db);
  const loaded = await loadDemo(db, { refreshStanding, refreshAthlete }, { athletes: 320, coaches: 14 });
  if (loaded === null) {
    console.log('Demo data is already loaded.');
  } else {
    console.log(
      `Demo data loaded: ${loaded.athletes} athletes, ${loaded.results} results, ${loaded.coaches} coaches.`,
    );
    console.log(
      `Sign in as athlete@podium.demo, coach@podium.demo or org@podium.demo with the password ${DEMO_PASSWORD}`,
    );
  }
} finally {
  await db.close();
}
