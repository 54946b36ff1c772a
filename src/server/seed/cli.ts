import { openDatabase } from '../db/client';
import { parseEnv } from '../env';
import { vaultFromEnv } from '../crypto/data-key';
import { seedAndSeal } from './index';

const env = parseEnv();
let ran: string[] = [];
const prepare = seedAndSeal(vaultFromEnv(env), (line) => console.log(line));
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  prepare: async (db) => {
    ran = await prepare(db);
  },
});
try {
  console.log(ran.length ? `Seeded: ${ran.join(', ')}` : 'Already seeded; nothing to do.');
} finally {
  await database.close();
}
