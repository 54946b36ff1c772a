import { openDatabase } from '../db/client';
import { parseEnv } from '../env';
import { seed } from './index';

const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const ran = await seed(database.db, (line) => console.log(line));
  console.log(ran.length ? `Seeded: ${ran.join(', ')}` : 'Already seeded; nothing to do.');
} finally {
  await database.close();
}
