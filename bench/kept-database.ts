import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';

/** The default scale of `npm run bench`; `--full` measures the 1,000,000 timesheets of issue 9. */
export const DEFAULT_SCALE = 100_000;
export const FULL_SCALE = 1_000_000;

/** What decides what a seeded database holds: the migrations and the scale seed. */
const SOURCES = [
  'src/server/db/migrations',
  'src/server/seed/scale.ts',
  'src/server/seed/scale-timesheets.ts',
  'src/server/seed/scale-chain.ts',
  'src/server/seed/scale-bulk-load.ts',
];
const filesUnder = (path: string): string[] => {
  try {
    return readdirSync(path, { withFileTypes: true }).flatMap((e) =>
      filesUnder(join(path, e.name)),
    );
  } catch {
    return [path];
  }
};

/** The kept database's name at `scale`: a new one whenever the migrations or the scale seed change. */
export function keptName(scale: number): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(filesUnder).sort())
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return `bench_${scale}_${hash.digest('hex').slice(0, 10)}`;
}

/**
 * Whether `database` is a kept database of `scale` (of any hash) or one being seeded: exactly
 * `bench_<scale>_<hash>[_seeding]`, so another scale's (`bench_1000000_…` beside `bench_100000_…`)
 * or a bench's scratch copy (`…_me_product`) is never taken for a stale one and dropped.
 */
export const isKeptAt = (scale: number, database: string) =>
  new RegExp(`^bench_${scale}_[0-9a-f]{10}(_seeding)?$`).test(database);

export interface KeptDatabase {
  url: string;
  /** The data folder whose key sealed the database's personal numbers; the product runs with it. */
  dataDir: string;
  /** Seconds the seed took, when this run seeded it. */
  seededIn?: number;
}

/** `npm run seed:scale <scale>` into the database at `url`, its personal numbers sealed by `dataDir`'s key. */
const seedScale = (scale: number) => async (url: string, dataDir: string) => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/seed/scale-cli.ts', String(scale)],
    {
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`seed:scale ${scale} ended with ${code}`);
};

/**
 * A PostgreSQL database seeded by `npm run seed:scale <scale>` and kept by name
 * (`bench_<scale>_<hash>`, the hash over the migrations and the scale seed), so a second bench run
 * starts measuring at once. A database of another hash at that scale is dropped and the new one
 * seeded under a temporary name, renamed only when the seed finished: a killed seed never leaves a
 * half-made database under the kept name. `server` is PostgreSQL's URL (any database); a machine
 * without one is told so and skips the section.
 */
export async function keptDatabase(
  server: string,
  scale: number,
  seed: (url: string, dataDir: string) => Promise<void> = seedScale(scale),
): Promise<KeptDatabase | { skipped: string }> {
  const name = keptName(scale);
  const at = (database: string) =>
    Object.assign(new URL(server), { pathname: `/${database}` }).toString();
  const dataDir = resolve('.cache/bench', name);
  const admin = new pg.Client({ connectionString: at('postgres') });
  try {
    await admin.connect();
  } catch (err) {
    return { skipped: `PostgreSQL skipped: ${(err as Error).message}` };
  }
  try {
    // Two benches of one scale (two people, or two sections of one run) take turns: the second
    // waits for the first's seed and keeps it, rather than dropping it as stale halfway.
    await admin.query(`select pg_advisory_lock(hashtext($1))`, [`bench_${scale}`]);
    const existing = (
      await admin.query<{ datname: string }>(`select datname from pg_database`)
    ).rows
      .map((r) => r.datname)
      .filter((d) => isKeptAt(scale, d));
    if (existing.includes(name)) return { url: at(name), dataDir };
    for (const stale of existing) {
      await admin.query(`drop database "${stale}" with (force)`);
      rmSync(resolve('.cache/bench', stale), { recursive: true, force: true });
    }
    const seeding = `${name}_seeding`;
    await admin.query(`create database "${seeding}"`);
    mkdirSync(dataDir, { recursive: true });
    const started = performance.now();
    await seed(at(seeding), dataDir);
    await admin.query(`alter database "${seeding}" rename to "${name}"`);
    return { url: at(name), dataDir, seededIn: (performance.now() - started) / 1000 };
  } finally {
    await admin.end();
  }
}
