import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withFreshPostgres, withServer } from './with-server';

const COUNT = Number(process.env.BENCH_TIMESHEETS ?? 100_000);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/staffwise_bench_timesheets';
const SAMPLES = 200;
const CONCURRENCY = 10;
const RPS_SECONDS = 5;
/** 50 rows, a filter, sorted: the list a partner opens most. */
const QUERY = '/v2/timesheets?status=approved&sort=-date&per_page=50&date_from=2025-06-01';

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function loadData(env: Record<string, string>) {
  execFileSync(process.execPath, ['--import', 'tsx', 'src/server/seed/scale-cli.ts', String(COUNT)], { env: { ...process.env, ...env }, stdio: 'inherit' });
}

async function measure(base: string, label: string) {
  const login = await fetch(`${base}/v2/user`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@acme.test', password: 'correct-horse-demo' }) });
  const { access_token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${access_token}` };
  const once = async () => {
    const res = await fetch(`${base}${QUERY}`, { headers });
    if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
    return (await res.json()) as { data: unknown[]; meta: { total: number } };
  };
  const first = await once();
  for (let i = 0; i < 10; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t = performance.now();
    await once();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  let done = 0;
  const until = performance.now() + RPS_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        await once();
        done++;
      }
    }),
  );
  console.log(
    `${label.padEnd(10)} GET ${QUERY} as a partner: ${first.data.length} rows of ${first.meta.total}; p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms; ${(done / RPS_SECONDS).toFixed(0)} req/s at ${CONCURRENCY} connections`,
  );
}

export async function benchTimesheets(): Promise<void> {
  console.log(`== Timesheet list at ${COUNT} timesheets`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-ts-'));
  try {
    loadData({ DATA_DIR: dataDir });
    await withServer((base) => measure(base, 'PGlite'), { DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  await withFreshPostgres(PG_URL, async () => {
    loadData({ DATABASE_URL: PG_URL });
    await withServer((base) => measure(base, 'PostgreSQL'), { DATABASE_URL: PG_URL });
  });
}
