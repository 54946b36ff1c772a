import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPglite } from '../../src/server/db/pglite';
import { pgliteTemplate } from './template-cache';
import { TEST_DATA_KEY } from './test-vault';

/**
 * The seeded templates are sealed with the test key: a server opening a copy of one finds that key
 * where demo mode keeps its own, in the data folder.
 */
export function keepTestKey(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, 'secret.key'), TEST_DATA_KEY.toString('base64'), { mode: 0o600 });
}

/**
 * Fills `dataDir` as `npm start` leaves it after its first start, from the seeded PGlite template
 * instead of running the seed again (about 40 s with the demo agency's history).
 */
export async function seededDataFolder(dataDir: string): Promise<void> {
  keepTestKey(dataDir);
  const db = await createPglite({
    dataDir: join(dataDir, 'pgdata'),
    loadDataDir: await pgliteTemplate('seeded'),
  });
  await db.close();
}
