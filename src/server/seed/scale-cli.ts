import { openDatabase } from '../db/client';
import { parseEnv } from '../env';
import { seed } from './index';
import { scaleTimesheets } from './scale';

/** `npm run seed:scale [count]`: the demo seed plus `count` (default 100,000) bulk timesheets. */
const count = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(count) || count < 1) throw new Error('usage: seed:scale [count]');
const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await seed(database.db, (line) => console.log(line));
  const started = performance.now();
  await scaleTimesheets(database.db, count);
  console.log(`seed:scale: ${count} timesheets in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.driver})`);
} finally {
  await database.close();
}
