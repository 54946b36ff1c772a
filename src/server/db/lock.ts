import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number | null,
  ) {
    super(
      `The data folder ${dir} is in use by another server (pid ${pid ?? 'unknown'}). ` +
        'Stop that server first, or start this one with another DATA_DIR.',
    );
  }
}

/**
 * The lock is a Linux abstract-namespace socket named after the folder's real path: binding it is
 * atomic, and the kernel frees it the moment its process dies (kill -9 included), so there is no
 * stale lock to take over and no take-over race. The pid file only names the holder in messages.
 */
const lockName = (dir: string) =>
  `\0staffwise-data-dir:${createHash('sha256').update(realpathSync(dir)).digest('hex')}`;

const PID_FILE = 'server.lock';

function holderPid(dir: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(join(dir, PID_FILE), 'utf8'), 10);
    return Number.isFinite(pid) ? pid : null;
  } catch {
    return null;
  }
}

function bind(name: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ path: name, exclusive: true }, () => {
      server.off('error', reject);
      // The lock must not keep a finished process alive.
      server.unref();
      resolve(server);
    });
  });
}

/** Takes the folder for this process, or throws DataDirLockedError; resolves to the release. */
export async function acquireDataDirLock(dir: string): Promise<() => void> {
  if (process.platform !== 'linux') {
    throw new Error(
      'The embedded database needs Linux (its folder lock is an abstract socket); set DATABASE_URL elsewhere.',
    );
  }
  mkdirSync(dir, { recursive: true });
  let server: Server;
  try {
    server = await bind(lockName(dir));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new DataDirLockedError(dir, holderPid(dir));
    throw err;
  }
  writeFileSync(join(dir, PID_FILE), String(process.pid));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    rmSync(join(dir, PID_FILE), { force: true });
    server.close();
  };
}
