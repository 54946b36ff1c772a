import { acquireDataDirLock, DataDirLockedError } from '../../src/server/db/lock';

/**
 * Races for the folder lock and says whether it holds it. A holder keeps the lock until its parent
 * closes stdin, so a rival that starts late on a busy machine still meets a held lock.
 */
const dir = process.argv[2];
if (!dir) throw new Error('usage: hold-lock <dir>');
try {
  const release = await acquireDataDirLock(dir);
  console.log('HELD');
  process.stdin.resume();
  await new Promise((r) => process.stdin.once('end', r));
  release();
} catch (err) {
  if (!(err instanceof DataDirLockedError)) throw err;
  console.log('LOCKED');
}
