import { execFileSync } from 'node:child_process';
import { subscribers } from '../src/server/subscribers';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { vaultFromEnv } from '../src/server/crypto/data-key';
import { openPglite, openPostgres, type Database } from '../src/server/db/client';
import { createPglite } from '../src/server/db/pglite';
import { parseEnv } from '../src/server/env';
import { withFreshPostgres } from './with-server';

const COUNT = Number(process.env.BENCH_TIMESHEETS ?? 1_000_000);
const PG_URL =
  process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/staffwise_bench_search';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const USERS = ['admin@demo.test', 'owner@acme.test'];
/** What people type: a surname, a job, a client's trade, a first name's start, a single letter, and a miss. */
const QUERIES = ['smith', 'nurse', 'logistics', 'mar', 'a', 'zzqx'];
/** `BENCH_DRIVERS=postgres` measures one database only (a full-scale PGlite seed takes over ten minutes). */
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',');

function seed(env: Record<string, string>) {
  const started = performance.now();
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/seed/scale-cli.ts', String(COUNT)],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return ((performance.now() - started) / 1000).toFixed(0);
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Prints p50 and p95 of one request (answering its number of hits), sent one at a time. */
async function report(email: string, what: string, once: () => Promise<number>) {
  for (let i = 0; i < 5; i++) await once();
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const t = performance.now();
    hits = await once();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${email.padEnd(18)} ${what.padEnd(12)} ${String(hits).padStart(2)} hits  p50 ${pct(times, 50).toFixed(1)} ms  p95 ${pct(times, 95).toFixed(1)} ms`,
  );
}

/** p50 and p95 of `GET /v2/search` for each user and query, one request at a time. */
async function measure(database: Database, label: string) {
  const env = parseEnv();
  const app = await buildApp(
    { db: database.db, env, vault: vaultFromEnv(env), now: () => new Date(), subscribers },
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    console.log(
      `${label}: GET /v2/search?search_type=global&search=…, single client, ${SAMPLES} samples`,
    );
    for (const email of USERS) {
      const login = await fetch(`${base}/v2/user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'correct-horse-demo' }),
      });
      const { access_token } = (await login.json()) as { access_token: string };
      // The floor on this machine now: a request that only looks up the session.
      await report(email, '(health)', () =>
        fetch(`${base}/v2/health`, { headers: { authorization: `Bearer ${access_token}` } }).then(
          async (r) => {
            await r.arrayBuffer();
            return 0;
          },
        ),
      );
      for (const q of QUERIES) {
        await report(email, JSON.stringify(q), async () => {
          const res = await fetch(
            `${base}/v2/search?search_type=global&search=${encodeURIComponent(q)}`,
            {
              headers: { authorization: `Bearer ${access_token}`, 'accept-encoding': 'identity' },
            },
          );
          if (res.status !== 200) throw new Error(`${q}: ${res.status} ${await res.text()}`);
          return ((await res.json()) as { data: { data: unknown[] } }).data.data.length;
        });
      }
    }
  } finally {
    await app.close();
  }
}

/** The global search at the realistic scale of `npm run seed:scale`, on PGlite and on PostgreSQL. */
export async function benchSearchAtScale(): Promise<void> {
  console.log(`== Global search at ${COUNT} timesheets (BENCH_TIMESHEETS)`);
  if (DRIVERS.includes('pglite')) await onPglite();
  if (DRIVERS.includes('postgres')) await onPostgres();
}

async function onPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bo-bench-search-'));
  try {
    console.log(`PGlite seeded in ${seed({ DATA_DIR: dataDir })} s`);
    const database = await openPglite(await createPglite(`${dataDir}/pgdata`));
    try {
      await measure(database, 'pglite');
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  await withFreshPostgres(PG_URL, async () => {
    console.log(`PostgreSQL seeded in ${seed({ DATABASE_URL: PG_URL })} s`);
    const database = await openPostgres(PG_URL);
    try {
      await measure(database, 'postgres');
    } finally {
      await database.close();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSearchAtScale();
