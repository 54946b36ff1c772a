import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { templateHash } from './template-hash';
import { PG_TEMPLATE_PREFIX, TEMPLATE_DIR, type TemplateKind } from './templates';

// Only server tests need a database, so the templates are built when the first one asks, not in
// Vitest's global setup: a run of unit tests starts in a second. They are kept across runs under a
// hash of what they are built from (template-hash.ts); a clean clone or a changed seed builds anew.
// The builder is imported only then: it loads the whole seed.

let hashed: string | undefined;
const hash = () => (hashed ??= templateHash());
const KINDS: readonly TemplateKind[] = ['migrated', 'seeded'];

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Runs `build` unless `done()`, in one process at a time across the test workers: the lock file holds
 * the builder's pid; a waiter polls, and takes over a lock whose process has died.
 */
async function once(lock: string, done: () => boolean, build: () => Promise<void>) {
  while (!done()) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
    } catch {
      let owner = 0;
      try {
        owner = Number(readFileSync(lock, 'utf8'));
      } catch {
        continue; // released meanwhile
      }
      if (owner && !alive(owner)) rmSync(lock, { force: true });
      else await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    try {
      if (!done()) await build();
    } finally {
      unlinkSync(lock);
    }
  }
}

let pglite: Promise<string> | undefined;

/** The folder holding this source's PGlite templates (`<kind>.tar.gz`), built on first use. */
function pgliteTemplates(): Promise<string> {
  pglite ??= (async () => {
    const dir = join(TEMPLATE_DIR, hash());
    mkdirSync(TEMPLATE_DIR, { recursive: true });
    await once(
      join(TEMPLATE_DIR, 'build.lock'),
      () => existsSync(dir),
      async () => {
        const { buildPgliteTemplates } = await import('./template-build');
        const built = await buildPgliteTemplates();
        const partial = `${dir}.partial`;
        rmSync(partial, { recursive: true, force: true });
        mkdirSync(partial);
        for (const kind of KINDS) writeFileSync(join(partial, `${kind}.tar.gz`), built[kind]);
        // Templates of other sources are never used again.
        for (const name of readdirSync(TEMPLATE_DIR))
          if (/^[0-9a-f]{16}$/.test(name))
            rmSync(join(TEMPLATE_DIR, name), { recursive: true, force: true });
        renameSync(partial, dir);
      },
    );
    return dir;
  })();
  return pglite;
}

/** The gzipped PGlite data folder of a template (migrated, or migrated and seeded with the demo tenants), for `loadDataDir`. */
export async function pgliteTemplate(kind: TemplateKind): Promise<Blob> {
  return new Blob([readFileSync(join(await pgliteTemplates(), `${kind}.tar.gz`))]);
}

const postgres = new Map<TemplateKind, Promise<string>>();
/** One advisory lock key per checkout: its workers build the PostgreSQL templates one at a time. */
const lockKey = createHash('sha256').update(PG_TEMPLATE_PREFIX).digest().readInt32BE(0);

/** The name of this source's template database on the server at `url`, created on first use. */
export function postgresTemplate(url: string, kind: TemplateKind): Promise<string> {
  let found = postgres.get(kind);
  if (!found) {
    found = buildPostgresOnce(url, kind);
    postgres.set(kind, found);
  }
  return found;
}

async function buildPostgresOnce(url: string, kind: TemplateKind): Promise<string> {
  const name = `${PG_TEMPLATE_PREFIX}${kind}_${hash()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const exists = async () =>
      (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (await exists()) return name;
    await admin.query('select pg_advisory_lock($1)', [lockKey]);
    try {
      if (await exists()) return name;
      const stale = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 and datname <> $2`,
        [`${PG_TEMPLATE_PREFIX}${kind}_%`, name],
      );
      for (const { datname } of stale.rows)
        await admin.query(`drop database if exists "${datname}" with (force)`);
      // Built under another name and renamed when complete: a crash midway leaves no half template.
      const partial = `${name}_partial`;
      await admin.query(`drop database if exists "${partial}" with (force)`);
      const { buildPostgresTemplate } = await import('./template-build');
      await buildPostgresTemplate(url, kind, partial);
      await admin.query(`alter database "${partial}" rename to "${name}"`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [lockKey]);
    }
  } finally {
    await admin.end();
  }
}
