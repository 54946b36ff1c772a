import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { callerOf } from '../../../tests/as-user';
import type { PayrollRun } from '../../resources/payroll-runs/server';
import { sum } from '../../domain/billing/money';
import type { User } from '../../domain/contracts/user';
import { loadUser } from '../auth/load-user';
import { DEMO_SETTLE_MS, demoBankAdapter, type BankAdapter } from '../billing/bank-adapter';
import { syncTimesheetWeeksInBulk } from '../billing/sources/timesheet-weeks-bulk';
import {
  assignments,
  clients,
  jobs,
  partners,
  paycheckDeductions,
  paychecks,
  timesheets,
  transfers,
  users,
} from '../db/schema';
import { appendEvents } from '../events/store';
import { timesheetEvents } from '../../resources/timesheets/server';
import { buildTimesheet, insertChunks, type Team } from '../seed/timesheets';
import { jobDepsOf } from './jobs';
import { processRun } from './run-job';
import { manualPayrollQueue } from '../../../tests/payroll-queue';

/**
 * One worker's whole 2026 with one employer: $100 an hour, 80 hours every two weeks, 26 biweekly
 * runs paid 2026-01-02 … 2026-12-18, each through the run's chart, the payroll job and the bank.
 * The time is entered and approved through the timesheet chart in bulk (as the demo's history is),
 * so the runs pay real timesheets' pay transactions.
 */
let h: Harness;
let partnerId: string;
let worker: User;
/** The worker's contractor record: whose paychecks these are (others of Crestline's may share a run). */
let contractorId: string;
const ADMIN = 'admin@demo.test';
const RATE_CENTS = 10_000;
const PERIOD_GROSS = 800_000;
const RUNS = 26;
const FIRST_PERIOD = '2025-12-15';
const RETRIED_RUN = 13;

/** The job runs when the test says so: the queue only records what it was asked. */
/** The demo bank, except that it turns down the one payout it is told to (an account closed that day). */
let declineNext = false;
const declined = new Set<string>();
const bank: BankAdapter = {
  async start(t) {
    if (declineNext && t.direction === 'payout') {
      declined.add(t.id);
      declineNext = false;
    }
    return demoBankAdapter.start(t);
  },
  async check(t, now) {
    const answer = await demoBankAdapter.check(t, now);
    return declined.has(t.id) && answer.status === 'paid'
      ? { status: 'failed', reason: 'Account closed' }
      : answer;
  },
};

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const call = callerOf(() => h);

beforeAll(async () => {
  h = await createHarness({ payrollQueue: manualPayrollQueue, bank });
  const db = h.deps.db;
  // Crestline Staffing runs no payroll in the demo: its year is this worker's alone.
  [{ id: partnerId }] = (await db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.subdomain, 'crestline'))) as [{ id: string }];
  const [client] = await db.select().from(clients).where(eq(clients.partner_id, partnerId));
  // A Harbor Point worker (who has a default payout account and no deductions) works for Crestline too.
  const [harbor] = await db
    .select({ contractor_id: assignments.contractor_id })
    .from(assignments)
    .innerJoin(partners, eq(partners.id, assignments.partner_id))
    .where(eq(partners.subdomain, 'harborpoint'))
    .limit(1);
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.contractor_id, harbor!.contractor_id));
  worker = (await loadUser(db, user!.id))!;
  contractorId = harbor!.contractor_id;
  const admin = (await loadUser(
    db,
    (await db.select().from(users).where(eq(users.email, ADMIN)))[0]!.id,
  ))!;
  expect(
    await db
      .select()
      .from(paycheckDeductions)
      .where(eq(paycheckDeductions.contractor_id, harbor!.contractor_id)),
  ).toEqual([]);

  const settings = await call(ADMIN, 'POST', '/payroll_settings', {
    partner_id: partnerId,
    frequency: 'biweekly',
    period_anchor: FIRST_PERIOD,
    pay_delay_days: 5,
    funding_source: 'ach_debit',
  });
  expect(settings.statusCode, settings.body).toBe(201);

  const [job] = await db
    .insert(jobs)
    .values({
      partner_id: partnerId,
      client_id: client!.id,
      title: 'Plant Engineer',
      classification: 'w2',
    })
    .returning();
  // Holidays pay the regular rate and no week passes 40 hours: every period is exactly $8,000.00.
  const [assignment] = await db
    .insert(assignments)
    .values({
      job_id: job!.id,
      contractor_id: harbor!.contractor_id,
      client_id: client!.id,
      partner_id: partnerId,
      start_date: FIRST_PERIOD,
      pay_rate_cents: RATE_CENTS,
      bill_rate_cents: 14_000,
      overtime_pay_rate_cents: 15_000,
      overtime_bill_rate_cents: 21_000,
      holiday_pay_rate_cents: RATE_CENTS,
      holiday_bill_rate_cents: 14_000,
      has_worked: true,
      state: 'IL',
    })
    .returning();
  const team: Team = {
    assignment: assignment!,
    requiresSignature: false,
    actors: { worker, decider: admin, partner: admin, admin },
  };
  const days = Array.from({ length: RUNS * 14 }, (_, i) => addDays(FIRST_PERIOD, i)).filter(
    (d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()),
  );
  const built = days.map((day, i) =>
    buildTimesheet(
      team,
      {
        steps: [
          ['submit', 'worker'],
          ['approve', 'decider'],
        ],
      },
      i,
      new Date(`${day}T18:00:00Z`),
      crypto.randomUUID(),
      { day, shift: ['09:00', '17:00', 0] },
    ),
  );
  await db.transaction(async (tx) => {
    await insertChunks(
      built.map((b) => b.row),
      300,
      (chunk) => tx.insert(timesheets).values(chunk),
    );
    await insertChunks(
      built.flatMap((b) => b.stream),
      300,
      (chunk) => appendEvents(tx, timesheetEvents, chunk, []),
    );
    await syncTimesheetWeeksInBulk(tx, [assignment!.id], FIRST_PERIOD, days.at(-1)!);
  });
});
afterAll(() => h.close());

interface StubRow {
  label: string;
  current_cents: number;
  ytd_cents: number;
}
interface Stub {
  status: string;
  pay_date: string;
  gross_cents: number;
  net_cents: number;
  items: { kind: string; code: string; amount_cents: number }[];
  stub: {
    employee_taxes: StubRow[];
    employer_taxes: StubRow[];
    totals: Record<'gross' | 'employee_taxes' | 'employer_taxes' | 'deductions' | 'net', StubRow>;
  };
}

const act = async (runId: string, action: string) => {
  const res = await call(ADMIN, 'POST', `/payroll_runs/${runId}/actions/${action}`, {});
  expect(res.statusCode, res.body).toBe(200);
};
/**
 * The bank answers every transfer due so far: each pass takes the 50 oldest, and the demo's own
 * transfers fall due as the clock moves, so passes go on until one decides nothing.
 */
const settle = async () => {
  h.clock.advance(DEMO_SETTLE_MS + 1);
  // A pass skips a transfer the run's after-commit work still holds locked.
  await h.app.dispatcher.drain();
  while ((await h.app.transferRunner.pass()) > 0);
};
const stubOf = async (runId: string): Promise<Stub & { id: string }> => {
  const [p] = await h.deps.db
    .select()
    .from(paychecks)
    .where(and(eq(paychecks.payroll_run_id, runId), eq(paychecks.contractor_id, contractorId)));
  const res = await call(ADMIN, 'GET', `/paychecks/${p!.id}/items`);
  expect(res.statusCode, res.body).toBe(200);
  return { ...(res.json() as Stub), id: p!.id };
};
const line = (s: Stub, code: string) =>
  sum(s.items.filter((i) => i.code === code).map((i) => i.amount_cents));
const ytdRow = (rows: StubRow[], label: string) => rows.find((r) => r.label === label)?.ytd_cents;

describe('one employee year of 26 biweekly runs', () => {
  const stubs: Stub[] = [];

  it('pays every period through draft, submit, approve, the job and the bank; one payout retried', async () => {
    for (let k = 0; k < RUNS; k++) {
      const created = await call(ADMIN, 'POST', '/payroll_runs', {
        partner_id: partnerId,
        period_date: addDays(FIRST_PERIOD, 14 * k),
      });
      expect(created.statusCode, created.body).toBe(201);
      const run = created.json() as PayrollRun;
      expect(run.pay_date).toBe(addDays('2026-01-02', 14 * k));
      await act(run.id, 'submit');
      await act(run.id, 'approve');
      if (k + 1 === RETRIED_RUN) declineNext = true;
      await processRun(jobDepsOf(h.deps), run.id);
      await settle();
      if (k + 1 === RETRIED_RUN) {
        const [failed] = await h.deps.db
          .select()
          .from(paychecks)
          .where(
            and(eq(paychecks.payroll_run_id, run.id), eq(paychecks.contractor_id, contractorId)),
          );
        expect(failed).toMatchObject({ status: 'failed' });
        await act(run.id, 'retry');
        await processRun(jobDepsOf(h.deps), run.id);
        await settle();
        const { id } = await stubOf(run.id);
        const payouts = (await h.deps.db.select().from(transfers)).filter((t) =>
          t.origin_key?.startsWith(`paycheck:${id}:`),
        );
        expect(payouts.map((t) => t.status).sort()).toEqual(['failed', 'paid']);
      }
      const stub = await stubOf(run.id);
      expect(stub.status).toBe('paid');
      expect(stub.gross_cents).toBe(PERIOD_GROSS);
      // The retried paycheck counts once: year-to-date gross is every period so far, no more.
      expect(stub.stub.totals.gross.ytd_cents).toBe(PERIOD_GROSS * (k + 1));
      stubs.push(stub);
    }
    const paid = await h.deps.db
      .select()
      .from(paychecks)
      .where(
        and(
          eq(paychecks.partner_id, partnerId),
          eq(paychecks.contractor_id, contractorId),
          eq(paychecks.status, 'paid'),
        ),
      );
    expect(paid).toHaveLength(RUNS);
  }, 600_000);

  it('Social Security stops at 6.2 % of the $184,500 wage base; the crossing run takes the rest', () => {
    const ss = stubs.map((s) => line(s, 'social_security'));
    // $8,000 × 23 = $184,000: run 24 withholds on the last $500 only.
    expect(ss.slice(0, 23).every((c) => c === 49_600)).toBe(true);
    expect(ss.slice(23)).toEqual([3_100, 0, 0]);
    expect(sum(ss)).toBe(1_143_900);
    expect(ytdRow(stubs[23]!.stub.employee_taxes, 'Social Security')).toBe(1_143_900);
    expect(ytdRow(stubs[25]!.stub.employee_taxes, 'Social Security')).toBe(1_143_900);
  });

  it('Additional Medicare 0.9 % only on run 26, on the $8,000 over $200,000', () => {
    expect(stubs.map((s) => line(s, 'additional_medicare'))).toEqual([...Array(25).fill(0), 7_200]);
    expect(stubs.every((s) => line(s, 'medicare') === 11_600)).toBe(true);
  });

  it('the employer’s FUTA is 0.6 % of the first $7,000: $42.00, all on run 1', () => {
    expect(stubs.map((s) => line(s, 'futa'))).toEqual([4_200, ...Array(25).fill(0)]);
    expect(ytdRow(stubs[25]!.stub.employer_taxes, 'Federal unemployment (FUTA)')).toBe(4_200);
  });

  it('the year’s totals on the last stub equal the sum of the 26 stubs to the cent', () => {
    const last = stubs[25]!.stub;
    for (const total of ['gross', 'employee_taxes', 'employer_taxes', 'deductions', 'net'] as const)
      expect(last.totals[total].ytd_cents, total).toBe(
        sum(stubs.map((s) => s.stub.totals[total].current_cents)),
      );
    expect(last.totals.gross.ytd_cents).toBe(20_800_000);
    expect(last.totals.net.ytd_cents).toBe(sum(stubs.map((s) => s.net_cents)));
    for (const row of [...last.employee_taxes, ...last.employer_taxes])
      expect(row.ytd_cents, row.label).toBe(
        sum(
          stubs.map(
            (s) =>
              [...s.stub.employee_taxes, ...s.stub.employer_taxes].find(
                (r) => r.label === row.label,
              )?.current_cents ?? 0,
          ),
        ),
      );
  });
});
