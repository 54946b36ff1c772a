import { openDatabase } from '../db/client';
import { parseEnv } from '../env';
import { vaultFromEnv } from '../crypto/data-key';
import { seedAndSeal } from './index';
import { seedScale } from './scale';

/** `npm run seed:scale [count]`: the demo seed grown to a realistic agency of `count` timesheets (default 1,000,000). */
const count = Number(process.argv[2] ?? 1_000_000);
if (!Number.isInteger(count) || count < 1) throw new Error('usage: seed:scale [count]');
const env = parseEnv();
const vault = vaultFromEnv(env);
const began = performance.now();
// Each line says when it came, so a slow phase shows without a profiler (issue 31).
const say = (line: string) =>
  console.log(`[${((performance.now() - began) / 1000).toFixed(1)} s] ${line}`);
const prepare = seedAndSeal(vault, say);
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  prepare: async (db) => {
    await prepare(db);
  },
});
try {
  const started = performance.now();
  const made = await seedScale(database.db, count, say, vault);
  const took = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    made
      ? `seed:scale: ${count} timesheets in ${took} s (${database.driver})`
      : 'seed:scale: this database has the scale seed already',
  );
} finally {
  await database.close();
}
