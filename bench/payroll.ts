import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { apiClient } from './api-client';
import type { KeptDatabase } from './kept-database';
import { healthDuring } from './long-work';
import { startProduct } from './processes';
import { referenceTurn } from './reference-turn';
import { scratchCopy } from './scratch-copy';
import { describeWrites, PAYCHECK_OWNERS, referenceInput, writtenSince, xidNow } from './written-rows';

const OWNER = 'owner@harborpoint.test';
const ADMIN = 'admin@demo.test';
/** Product and reference take turns this many times (`BENCH_PAYROLL_ROUNDS`); each turn works on a fresh copy. */
const ROUNDS = Number(process.env.BENCH_PAYROLL_ROUNDS ?? 2);
/** Weekdays of the paid week (from Monday 2026-12-07) each of Harbor Point's assignments works. */
const DAYS = 5;

/**
 * Harbor Point's payroll run of the week of 2026-12-07 on a scratch copy of the kept database: a
 * timesheet a weekday on each of its assignments, approved in bulk, each paid worker given a payout
 * account, the run submitted; then approved and timed to the end of its job (paychecks and payouts),
 * `/v2/health` probed meanwhile. Answers the seconds, the paychecks and every row the job wrote, by paycheck.
 */
async function productTurn(db: KeptDatabase, copyName: string) {
  const copy = await scratchCopy(db.url, copyName);
  const product = await startProduct(copy.url, db.dataDir);
  const client = new pg.Client({ connectionString: copy.url });
  try {
    await client.connect();
    const { send, api, directDeposit, submitRun, approveAndWait } = apiClient(product.base);
    const { data: list } = (await api(OWNER, 'GET', '/assignments?per_page=100')) as { data: { id: string; contractor_id: string }[] };
    const { data: workers } = (await api(OWNER, 'GET', '/contractors?per_page=100')) as { data: { id: string; email: string | null }[] };
    const working = new Set(list.map((a) => a.contractor_id));
    for (const worker of workers) if (working.has(worker.id) && worker.email) await directDeposit(worker.email);
    const ids: string[] = [];
    for (let day = 0; day < DAYS; day++)
      for (const a of list) {
        const date = new Date(Date.UTC(2026, 11, 7 + day)).toISOString().slice(0, 10);
        // An assignment that has ended by then refuses the day; the others are paid.
        const draft = await send(ADMIN, 'POST', '/timesheets', { assignment_id: a.id, date, time_start: '09:00', time_end: '17:00', break_time_minutes: 30 });
        if (draft.status === 201) ids.push((draft.json.timesheet as { id: string }).id);
      }
    await api(OWNER, 'POST', '/timesheets/bulk/apply', { action: 'submit', ids });
    await api(ADMIN, 'POST', '/timesheets/bulk/apply', { action: 'approve', ids });
    await api(OWNER, 'POST', '/payroll_settings', { frequency: 'weekly', period_anchor: '2026-12-07', pay_delay_days: 3, funding_source: 'wire' }).catch(() => {});
    const run = await api(OWNER, 'POST', '/payroll_runs', { period_date: '2026-12-08' });
    await submitRun(OWNER, run.id as string);
    const xid = await xidNow(client);
    let paychecks = 0;
    const seconds = await healthDuring(product.base, 'PostgreSQL: payroll run', async () => {
      const r = await approveAndWait(OWNER, run.id as string);
      paychecks = r.paychecks_done;
      return `${r.paychecks_done} paychecks of ${ids.length} timesheets, ${r.status}`;
    });
    return { seconds, paychecks, written: await writtenSince(client, xid, PAYCHECK_OWNERS) };
  } finally {
    await client.end();
    await product.stop();
    await copy.drop();
  }
}

/**
 * The payroll run's job beside a reference writing the same paychecks (their lines, the pay
 * transactions completed, the payout transfers, the timesheets marked paid and their events) one
 * transaction per paycheck, taking turns; prints paychecks per second, the ratio, the rows written
 * by table, `/v2/health` during the product's run and the load average.
 */
export async function benchPayroll(db: KeptDatabase): Promise<void> {
  console.log(`-- Payroll run (approve to done) vs one transaction per paycheck (${ROUNDS} turns each)`);
  const dir = mkdtempSync(join(tmpdir(), 'bo-bench-payroll-'));
  const base = new URL(db.url).pathname.slice(1);
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const p = await productTurn(db, `${base}_pay_product`);
      const file = join(dir, 'writes.json');
      writeFileSync(file, JSON.stringify(referenceInput(p.written)));
      const r = await referenceTurn(db, `${base}_pay_reference`, file);
      const productRate = p.paychecks / p.seconds;
      const referenceRate = r.owners / r.seconds;
      console.log(
        `turn ${round}: product ${p.seconds.toFixed(1)} s (${productRate.toFixed(1)} paychecks/s, ${p.paychecks} paychecks) · ` +
          `reference ${r.seconds.toFixed(2)} s (${referenceRate.toFixed(1)} paychecks/s, ${r.owners} paychecks, ${r.statements} statements) · ` +
          `ratio ${(productRate / referenceRate).toFixed(2)}× · load average ${loadavg()[0]!.toFixed(2)}`,
      );
      if (round === 1) console.log(`  written: ${describeWrites(p.written)}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
