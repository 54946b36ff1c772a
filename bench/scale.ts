import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchLists } from './lists';
import { withFreshPostgres } from './with-server';

const COUNT = Number(process.env.BENCH_TIMESHEETS ?? 1_000_000);
/** Which databases to measure on: `pglite,postgres` by default. */
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',');
const PG_URL =
  process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/staffwise_bench_lists';

function seed(env: Record<string, string>) {
  const started = performance.now();
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/seed/scale-cli.ts', String(COUNT)],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return ((performance.now() - started) / 1000).toFixed(0);
}

/** The list endpoints at the realistic scale of `npm run seed:scale`, on PGlite and on PostgreSQL. */
export async function benchListsAtScale(): Promise<void> {
  console.log(`== Lists at ${COUNT} timesheets (BENCH_TIMESHEETS)`);
  if (DRIVERS.includes('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-lists-'));
    try {
      console.log(`PGlite seeded in ${seed({ DATA_DIR: dataDir })} s`);
      await benchLists('pglite', dataDir);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!DRIVERS.includes('postgres')) return;
  await withFreshPostgres(PG_URL, async () => {
    console.log(`PostgreSQL seeded in ${seed({ DATABASE_URL: PG_URL })} s`);
    await benchLists('postgres', PG_URL);
  });
}
