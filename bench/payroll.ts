import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { apiClient } from './api-client';
import type { KeptDatabase } from './kept-database';
import { healthDuring } from './long-work';
import { startProduct } from './processes';
import { referenceTurn } from './reference-turn';
import { NO_PAYOUT_METHOD } from '../src/server/payroll/payouts';
import { scratchCopy } from './scratch-copy';
import { flushed, settled } from './settled';
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until no event delivery is due and undelivered on the database at `url`. */
async function drained(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    for (let tries = 0; ; tries++) {
      const { rows } = await c.query<{ n: number }>(
        `select count(*)::int as n from event_deliveries where delivered_at is null and next_attempt_at <= now()`,
      );
      if (!rows[0]?.n) return;
      if (tries >= 2400) throw new Error(`${rows[0].n} event deliveries still pending`);
      await sleep(250);
    }
  } finally {
    await c.end();
  }
}

/**
 * Resolves when the run's job has ended: the run computed (every paycheck written) and every
 * paycheck's payout started (written and told to the bank) or answered. What follows is the demo
 * bank's settling delay (DEMO_SETTLE_MS) and the transfer runner's tick, not the job's work.
 */
async function jobEnded(client: pg.Client, runId: string) {
  for (;;) {
    const { rows } = await client.query<{ done: boolean }>(
      `select r.computed_at is not null and not exists (
         select 1 from paychecks p left join transfers t on t.id = p.transfer_id
          where p.payroll_run_id = r.id and p.status = 'processing'
            and (p.transfer_id is null or t.status = 'pending')
       ) as done from payroll_runs r where r.id = $1`,
      [runId],
    );
    if (rows[0]?.done) return;
    // The product's clock stops when this sees the end: a job of 0.4 s, looked at every 50 ms,
    // read 25 ms long on average (6 % of its rate) where the reference times itself. Every 10 ms
    // costs PostgreSQL one indexed read per turn of the job's half second (about 2 % of a core).
    await sleep(10);
  }
}

/**
 * Harbor Point's payroll run of 2026-12-08 on a scratch copy of the kept database: a timesheet on
 * each of the period's first weekdays for each of its assignments, those of clients that require a
 * signature signed, all approved in bulk (every one, or the turn fails), each demo worker given a
 * payout account (the scale seed's have one), the run submitted once the approvals' deliveries are
 * done; the reference's copy taken there; then approved and timed to the end of its job (paychecks
 * written, every payout started) and to the run's end (the demo bank's settling included),
 * `/v2/health` probed meanwhile. Answers both times, the paychecks, every row the job wrote by
 * paycheck, and the reference's copy.
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
    // The scale seed's workers have a payout account from the seed (they cannot add one: their
    // users have no contractor role, and are refused here); the demo's add theirs.
    for (const worker of workers)
      if (working.has(worker.id) && worker.email) await directDeposit(worker.email).catch(() => {});
    const ids: string[] = [];
    const signing: string[] = [];
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
        if (draft.status !== 201) continue;
        const sheet = draft.json.timesheet as { id: string; requires_signature: boolean };
        ids.push(sheet.id);
        if (sheet.requires_signature) signing.push(sheet.id);
      }
    await api(OWNER, 'POST', '/timesheets/bulk/apply', { action: 'submit', ids });
    // A client that requires a signature has its timesheets signed first, so every one approves.
    if (signing.length)
      await api(ADMIN, 'POST', '/timesheets/bulk/apply', { action: 'sign', ids: signing });
    const approved = (await api(ADMIN, 'POST', '/timesheets/bulk/apply', {
      action: 'approve',
      ids,
    })) as { succeeded: number; failed: number };
    if (approved.failed)
      throw new Error(`${approved.failed} of ${ids.length} timesheets refused approval`);
    // The approvals' deliveries (pay lines, notifications) done before the run is submitted and
    // the copy taken: neither the reference nor the product's timed run does that work.
    await drained(copy.url);
    await submitRun(OWNER, runId);
    await drained(copy.url);
    // The reference starts from the database exactly as the approval finds it: copied while no one is connected.
    await product.stop();
    reference = await scratchCopy(copy.url, referenceName);
    product = await startProduct(copy.url, db.dataDir);
    await client.connect();
    // Neither the restarted product's own start-up work nor the copies' write-back on the clock.
    await settled(client);
    await flushed(copy.url);
    const xid = await xidNow(client);
    const { approveAndWait } = apiClient(product.base);
    let paychecks = 0;
    let job = NaN;
    let withApproval = NaN;
    const seconds = await healthDuring(product.base, 'PostgreSQL: payroll run', async () => {
      // The job's clock starts at the approval's answer: the approval itself (its request, the
      // run's row and event) is not work the reference does, so it is not on either clock.
      const asked = performance.now();
      let approved = NaN;
      const jobDone = jobEnded(client, runId).then(() => {
        const ended = performance.now();
        job = (ended - approved) / 1000;
        withApproval = (ended - asked) / 1000;
      });
      const r = await approveAndWait(OWNER, runId, () => (approved = performance.now()));
      await jobDone;
      paychecks = r.paychecks_done;
      const unpaid = await client.query<{ n: number }>(
        `select count(*)::int as n from paychecks where payroll_run_id = $1 and failure_reason = $2`,
        [runId, NO_PAYOUT_METHOD],
      );
      return `${r.paychecks_done} paychecks, ${ids.length} timesheets of ${period.period_start} approved (${signing.length} signed first), ${unpaid.rows[0]?.n ?? 0} failed for no payout account, job ${job.toFixed(1)} s (${withApproval.toFixed(1)} s with the approval's request), run ${r.status}`;
    });
    return {
      seconds,
      job,
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
        await flushed(p.reference.url);
        r = referenceTurn(p.reference.url, file);
      } finally {
        await p.reference.drop();
      }
      const productRate = p.paychecks / p.job;
      const referenceRate = r.owners / r.seconds;
      console.log(
        `turn ${round}: product job ${p.job.toFixed(1)} s (${productRate.toFixed(1)} paychecks/s, ${p.paychecks} paychecks; ` +
          `${p.seconds.toFixed(1)} s to the run's end, the bank's settling included) · ` +
          `reference ${r.seconds.toFixed(2)} s (${referenceRate.toFixed(1)} paychecks/s, ${r.owners} paychecks, ${r.statements} statements) · ` +
          `ratio ${(productRate / referenceRate).toFixed(2)}× (to the run's end ${(p.paychecks / p.seconds / referenceRate).toFixed(2)}×) · load average ${loadavg()[0]!.toFixed(2)}`,
      );
      if (round === 1) console.log(`  written: ${describeWrites(p.written)}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
