import { openDatabase } from '../db/client';
import { parseEnv } from '../env';
import { vaultFromEnv } from '../crypto/data-key';
import { seedAndSeal } from './index';
import { scaleTimesheets } from './scale';

/** `npm run seed:scale [count]`: the demo seed plus `count` (default 100,000) bulk timesheets. */
const count = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(count) || count < 1) throw new Error('usage: seed:scale [count]');
const env = parseEnv();
const prepare = seedAndSeal(vaultFromEnv(env), (line) => console.log(line));
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  prepare: async (db) => {
    await prepare(db);
  },
});
try {
  const started = performance.now();
  await scaleTimesheets(database.db, count);
  console.log(`seed:scale: ${count} timesheets in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.driver})`);
} finally {
  await database.close();
}
