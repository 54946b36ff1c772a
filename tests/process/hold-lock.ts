import { acquireDataDirLock, DataDirLockedError } from '../../src/server/db/lock';

/** Races for the folder lock, says whether it holds it, and keeps it a moment so rivals overlap. */
const dir = process.argv[2];
if (!dir) throw new Error('usage: hold-lock <dir>');
try {
  const release = await acquireDataDirLock(dir);
  console.log('HELD');
  await new Promise((r) => setTimeout(r, 1500));
  release();
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  console.log('LOCKED');
}
