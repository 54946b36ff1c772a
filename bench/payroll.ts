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
import {
  describeWrites,
  PAYCHECK_OWNERS,
  referenceInput,
  writtenSince,
  xidNow,
} from './written-rows';

const OWNER = 'owner@harborpoint.test';
const ADMIN = 'admin@demo.test';
/** Product and reference take turns this many times (`BENCH_PAYROLL_ROUNDS`); each turn works on a fresh copy. */
const ROUNDS = Number(process.env.BENCH_PAYROLL_ROUNDS ?? 2);
/** Days from the run period's start each of Harbor Point's assignments works. */
const DAYS = 5;

/**
 * Harbor Point's payroll run of 2026-12-08 on a scratch copy of the kept database: a timesheet on
 * each of the period's first weekdays for each of its assignments, approved in bulk, each worker
 * given a payout account, the run submitted; the reference's copy taken there; then approved and
 * timed to the end of its job (paychecks and payouts), `/v2/health` probed meanwhile. Answers the
 * seconds, the paychecks, every row the job wrote by paycheck, and the reference's copy.
 */
async function productTurn(db: KeptDatabase, copyName: string, referenceName: string) {
  const copy = await scratchCopy(db.url, copyName);
  let product = await startProduct(copy.url, db.dataDir);
  const client = new pg.Client({ connectionString: copy.url });
  let reference: Awaited<ReturnType<typeof scratchCopy>> | undefined;
  try {
    const setup = apiClient(product.base);
    const { send, api, directDeposit, submitRun } = setup;
    await api(OWNER, 'POST', '/payroll_settings', {
      frequency: 'weekly',
      period_anchor: '2026-12-07',
      pay_delay_days: 3,
      funding_source: 'wire',
    }).catch(() => {});
    const { id: runId } = (await api(OWNER, 'POST', '/payroll_runs', {
      period_date: '2026-12-08',
    })) as { id: string };
    const { payroll_run: period } = (await api(OWNER, 'GET', `/payroll_runs/${runId}`)) as {
      payroll_run: { period_start: string; period_end: string };
    };
    const { data: list } = (await api(OWNER, 'GET', '/assignments?per_page=100')) as {
      data: { id: string; contractor_id: string }[];
    };
    const { data: workers } = (await api(OWNER, 'GET', '/contractors?per_page=100')) as {
      data: { id: string; email: string | null }[];
    };
    const working = new Set(list.map((a) => a.contractor_id));
    // The scale seed's workers cannot add an account (their users have no contractor role): their
    // paychecks fail their payout, as the product fails one without an account.
    let refused = 0;
    for (const worker of workers)
      if (working.has(worker.id) && worker.email)
        await directDeposit(worker.email).catch(() => refused++);
    const ids: string[] = [];
    for (let day = 0; day < DAYS; day++)
      for (const a of list) {
        const date = new Date(Date.parse(`${period.period_start}T00:00:00Z`) + day * 86_400_000)
          .toISOString()
          .slice(0, 10);
        if (date > period.period_end) break;
        // An assignment that has ended by then refuses the day; the others are paid.
        const draft = await send(ADMIN, 'POST', '/timesheets', {
          assignment_id: a.id,
          date,
          time_start: '09:00',
          time_end: '17:00',
          break_time_minutes: 30,
        });
        if (draft.status === 201) ids.push((draft.json.timesheet as { id: string }).id);
      }
    await api(OWNER, 'POST', '/timesheets/bulk/apply', { action: 'submit', ids });
    await api(ADMIN, 'POST', '/timesheets/bulk/apply', { action: 'approve', ids });
    await submitRun(OWNER, runId);
    // The reference starts from the database exactly as the approval finds it: copied while no one is connected.
    await product.stop();
    reference = await scratchCopy(copy.url, referenceName);
    product = await startProduct(copy.url, db.dataDir);
    await client.connect();
    const xid = await xidNow(client);
    const { approveAndWait } = apiClient(product.base);
    let paychecks = 0;
    const seconds = await healthDuring(product.base, 'PostgreSQL: payroll run', async () => {
      const r = await approveAndWait(OWNER, runId);
      paychecks = r.paychecks_done;
      return `${r.paychecks_done} paychecks, ${ids.length} timesheets of ${period.period_start} (${refused} workers without a payout account), run ${r.status}`;
    });
    return {
      seconds,
      paychecks,
      written: await writtenSince(client, xid, PAYCHECK_OWNERS),
      reference,
    };
  } catch (err) {
    await reference?.drop();
    throw err;
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
  console.log(
    `-- Payroll run (approve to done) vs one transaction per paycheck (${ROUNDS} turns each)`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'bo-bench-payroll-'));
  const base = new URL(db.url).pathname.slice(1);
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const p = await productTurn(db, `${base}_pay_product`, `${base}_pay_reference`);
      const file = join(dir, 'writes.json');
      writeFileSync(file, JSON.stringify(referenceInput(p.written)));
      let r: ReturnType<typeof referenceTurn>;
      try {
        r = referenceTurn(p.reference.url, file);
      } finally {
        await p.reference.drop();
      }
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
