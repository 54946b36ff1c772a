// The start-up seed in a process of its own on a data folder, the way `npm start` opens it (the
// folder's lock, migrations, then the seed under the start-up lock), limited to the seed's first
// parts: what is under test is that a kill mid-part leaves nothing half-written for the next start.
import { count, eq } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { seed, seedParts } from '../../src/server/seed';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: seed-child <dataDir>');
const database = await openDatabase({
  dataDir,
  prepare: async (db) => void (await seed(db, console.log, seedParts.slice(0, 2))),
});
const [admins] = await database.db
  .select({ n: count() })
  .from(users)
  .where(eq(users.email, 'admin@demo.test'));
console.log(`admins: ${admins?.n}`);
await database.close();
