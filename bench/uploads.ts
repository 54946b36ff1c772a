import { withFreshPostgres, withServer } from './with-server';

const ROWS = 30_000;
const PG_URL =
  process.env.BENCH_PG_URL_UPLOADS ?? 'postgres://postgres@127.0.0.1:5432/staffwise_bench_uploads';
const HEALTH_EVERY_MS = 50;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** A 30,000-row import, and how long /v2/health takes while it runs. */
async function measure(base: string, label: string) {
  const login = await fetch(`${base}/v2/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'contractor@demo.test', password: 'correct-horse-demo' }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
  const assignments = (await (await fetch(`${base}/v2/assignments`, { headers })).json()) as {
    data: { id: string }[];
  };
  const id = assignments.data[0]?.id;
  // 24 one-hour entries a day on consecutive days: no row duplicates another (the import refuses those).
  const day = (i: number) =>
    new Date(Date.UTC(2030, 0, 1 + Math.floor(i / 24))).toISOString().slice(0, 10);
  const hour = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;
  const lines = Array.from(
    { length: ROWS },
    (_, i) =>
      `${id},${day(i)},${hour(i % 24)},${hour((i % 24) + 1)},0,PRJ-${i % 500},Imported task ${i}`,
  );
  const content = [
    'assignment_id,date,time_start,time_end,break_time_minutes,project_code,task',
    ...lines,
  ].join('\n');

  const health: number[] = [];
  let importing = true;
  const probe = (async () => {
    while (importing) {
      const t = performance.now();
      await fetch(`${base}/v2/health`);
      health.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS));
    }
  })();
  const t = performance.now();
  const res = await fetch(`${base}/v2/timesheet_uploads`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ filename: 'bench.csv', content }),
  });
  const accepted = performance.now() - t;
  let body = (await res.json()) as { id: string; status: string; imported: number };
  // Polled as the page does, until the job is done.
  while (body.status === 'importing') {
    await new Promise((r) => setTimeout(r, 250));
    body = (await (
      await fetch(`${base}/v2/timesheet_uploads/${body.id}`, { headers })
    ).json()) as typeof body;
  }
  const took = performance.now() - t;
  importing = false;
  await probe;
  if (body.imported !== ROWS)
    throw new Error(`import failed: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  health.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(10)} POST /v2/timesheet_uploads of ${ROWS} rows (${(content.length / 1e6).toFixed(1)} MB): accepted in ${accepted.toFixed(0)} ms, imported in ${(took / 1000).toFixed(1)} s; ` +
      `GET /v2/health meanwhile (${health.length} probes): p50 ${pct(health, 50).toFixed(0)} ms, p95 ${pct(health, 95).toFixed(0)} ms, max ${(health.at(-1) ?? NaN).toFixed(0)} ms`,
  );
}

export async function benchUploads(): Promise<void> {
  console.log(`== Timesheet CSV import of ${ROWS} rows`);
  await withServer((base) => measure(base, 'PGlite'));
  await withFreshPostgres(PG_URL, () =>
    withServer((base) => measure(base, 'PostgreSQL'), { DATABASE_URL: PG_URL }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchUploads();
