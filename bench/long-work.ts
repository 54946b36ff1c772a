import { loadavg } from 'node:os';
import { apiClient } from './api-client';
import { withFreshPostgres, withServer } from './with-server';

const ROWS = 1_000;
const OWNER = 'owner@harborpoint.test';
const ADMIN = 'admin@demo.test';
const HEALTH_EVERY_MS = 50;
/** The month the demo's clients are invoiced for (`POST /v2/month_end_runs`). */
const MONTH = { period_start: '2026-10-01', period_end: '2026-10-31' };
/** Which databases to measure on (`BENCH_DRIVERS`): `pglite,postgres` by default. */
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',');
/** PostgreSQL too when a URL is given (its database is created and dropped). */
const PG_URL =
  process.env.BENCH_PG_URL_LONG_WORK ??
  (process.env.TEST_DATABASE_URL
    ? Object.assign(new URL(process.env.TEST_DATABASE_URL), {
        pathname: '/staffwise_bench_long_work',
      }).toString()
    : undefined);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** p50/p95/max of `/v2/health` probed every HEALTH_EVERY_MS while `work` runs, printed; answers the seconds `work` took. */
export async function healthDuring(
  base: string,
  label: string,
  work: () => Promise<string>,
): Promise<number> {
  const health: number[] = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const t = performance.now();
      await (await fetch(`${base}/v2/health`)).arrayBuffer();
      health.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS));
    }
  })();
  const t = performance.now();
  const what = await work();
  const took = performance.now() - t;
  running = false;
  await probe;
  health.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(46)} ${what}, ${(took / 1000).toFixed(1)} s; GET /v2/health meanwhile (${health.length} probes): ` +
      `p50 ${pct(health, 50).toFixed(0)} ms, p95 ${pct(health, 95).toFixed(0)} ms, max ${(health.at(-1) ?? NaN).toFixed(0)} ms`,
  );
  return took / 1000;
}

async function measure(base: string, db: string) {
  const { api, directDeposit, submitRun, approveAndWait, generateMonth } = apiClient(base);
  // 1,000 drafts from Monday 2026-12-07 over Harbor Point's workers in states the tax engine
  // withholds for (the payroll run pays their first week; any other state is refused).
  const { data: all } = (await api(OWNER, 'GET', '/assignments?per_page=100')) as {
    data: { id: string; state: string | null; contractor_id: string }[];
  };
  const list = all.filter((a) => ['IL', 'TX', 'FL', 'NH', 'TN'].includes(a.state ?? ''));
  // The demo seed gives Harbor Point's workers no payout account; the bench's run pays them.
  const { data: workers } = (await api(OWNER, 'GET', '/contractors?per_page=100')) as {
    data: { id: string; email: string | null }[];
  };
  const paid = new Set(list.map((a) => a.contractor_id));
  for (const worker of workers)
    if (paid.has(worker.id) && worker.email) await directDeposit(worker.email);
  const ids: string[] = [];
  for (let i = 0; i < ROWS; i++) {
    const day = new Date(Date.UTC(2026, 11, 7) + Math.floor(i / list.length) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const draft = await api(ADMIN, 'POST', '/timesheets', {
      assignment_id: list[i % list.length]!.id,
      date: day,
      time_start: '09:00',
      time_end: '17:00',
      break_time_minutes: 30,
    });
    ids.push((draft.timesheet as { id: string }).id);
  }
  await api(OWNER, 'POST', '/timesheets/bulk/apply', { action: 'submit', ids });
  console.log(
    `-- ${db} (load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  await healthDuring(base, `${db}: bulk approve ${ROWS}`, async () => {
    const r = (await api(ADMIN, 'POST', '/timesheets/bulk/apply', { action: 'approve', ids })) as {
      succeeded: number;
      data: { ok: boolean; reasons?: string[] }[];
    };
    const refused = new Map<string, number>();
    for (const row of r.data)
      if (!row.ok)
        for (const why of row.reasons ?? []) refused.set(why, (refused.get(why) ?? 0) + 1);
    return `${r.succeeded} approved${[...refused].map(([why, n]) => `; ${n} refused: ${why}`).join('')}`;
  });
  await api(OWNER, 'POST', '/payroll_settings', {
    frequency: 'weekly',
    period_anchor: '2026-12-07',
    pay_delay_days: 3,
    funding_source: 'wire',
  }).catch(() => {});
  const run = await api(OWNER, 'POST', '/payroll_runs', { period_date: '2026-12-08' });
  await submitRun(OWNER, run.id as string);
  await healthDuring(base, `${db}: payroll run`, async () => {
    const r = await approveAndWait(OWNER, run.id as string);
    return `${r.paychecks_done} paychecks, ${r.status}`;
  });
  await healthDuring(base, `${db}: month-end ${MONTH.period_start}`, async () => {
    const r = await generateMonth(ADMIN, MONTH);
    return `${r.clients_done} clients, ${r.invoice_count} invoices`;
  });
  await healthDuring(base, `${db}: events verify`, async () => {
    const r = (await api(ADMIN, 'GET', '/events/verify')) as { events: number; ok: boolean };
    return `${r.events} events, ok=${r.ok}`;
  });
}

/** Health while a bulk approval of 1,000, a payroll run, a month's invoice generation and the chain check run: on PGlite, and PostgreSQL when offered. */
export async function benchLongWork(): Promise<void> {
  console.log(
    `== /v2/health p95 during long work (bulk approve ${ROWS}, payroll run, month-end, events verify)`,
  );
  if (DRIVERS.includes('pglite')) await withServer((base) => measure(base, 'PGlite'));
  if (PG_URL && DRIVERS.includes('postgres'))
    await withFreshPostgres(PG_URL, () =>
      withServer((base) => measure(base, 'PostgreSQL'), { DATABASE_URL: PG_URL }),
    );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLongWork();
