import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { callerOf } from '../../../tests/as-user';
import type { PayrollPreview, PayrollRun } from './contract';
import { sum } from '../../domain/billing/money';
import { DEMO_SETTLE_MS } from '../../server/billing/bank-adapter';
import {
  bankMethods,
  events,
  paycheckItems,
  paychecks,
  partners,
  payrollRuns,
  timesheets,
  transactions,
  transfers,
} from '../../server/db/schema';
import { jobDepsOf } from '../../server/payroll/jobs';
import type { PayrollQueue } from '../../server/payroll/queue';
import { processRun } from '../../server/payroll/run-job';
import { yearToDateOf } from '../../server/payroll/tax-inputs';

/** The job runs only when a test says so: the queue records what it was asked. */
const asked: string[] = [];
const manualQueue: PayrollQueue = {
  start: async () => {},
  enqueue: async (runId) => {
    asked.push(runId);
  },
  stop: async () => {},
};

let h: Harness;
let acmeId: string;
beforeAll(async () => {
  h = await createHarness({ payrollQueue: manualQueue });
  [{ id: acmeId }] = (await h.deps.db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.subdomain, 'acme'))) as [{ id: string }];
});
afterAll(() => h.close());

const call = callerOf(() => h);
const runOf = async (id: string) =>
  (await call('owner@acme.test', 'GET', `/payroll_runs/${id}`)).json().payroll_run as PayrollRun;

/** Acme's approved, unpaid pay in a period, straight from the table: what the run must pay. */
const unpaidPay = (start: string, end: string) =>
  h.deps.db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.kind, 'pay'),
        eq(transactions.status, 'approved'),
        eq(transactions.partner_id, acmeId),
      ),
    )
    .then((rows) => rows.filter((t) => t.date >= start && t.date <= end));

describe('payroll settings', () => {
  it('Acme is biweekly; recruiters see payroll but do not change it; clients never see it', async () => {
    const list = await call('owner@acme.test', 'GET', '/payroll_settings');
    expect(list.statusCode).toBe(200);
    const [acme] = list.json().data;
    expect(acme).toMatchObject({ frequency: 'biweekly', period_anchor: '2026-10-05' });
    // The harness clock is 2026-11-20: the period from 2026-11-16, paid 2026-12-04.
    expect(acme).toMatchObject({ current_period_start: '2026-11-16', next_pay_date: '2026-12-04' });
    expect((await call('client@globex.test', 'GET', '/payroll_settings')).statusCode).toBe(403);
    const patch = await h.app.inject({
      method: 'PATCH',
      url: `/v2/payroll_settings/${acme.id}`,
      headers: { authorization: `Bearer ${await h.login('recruiter@acme.test')}` },
      payload: { pay_delay_days: 3 },
    });
    expect(patch.statusCode).toBe(403);
    const again = await call('owner@acme.test', 'POST', '/payroll_settings', {
      frequency: 'weekly',
      period_anchor: '2026-11-02',
      pay_delay_days: 2,
      funding_source: 'wire',
    });
    expect(again.statusCode).toBe(422);
    expect(again.body).toContain('This partner has payroll settings already');
  });
});

describe('a biweekly run for Acme from approved time to paid paychecks', () => {
  let run: PayrollRun;
  let expectedGross: number;
  let payIds: string[];

  it('creates a run for the period holding a day, once per period', async () => {
    const res = await call('owner@acme.test', 'POST', '/payroll_runs', {
      period_date: '2026-11-10',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pre_draft',
      frequency: 'biweekly',
      period_start: '2026-11-02',
      period_end: '2026-11-15',
      pay_date: '2026-11-20',
    });
    const dup = await call('owner@acme.test', 'POST', '/payroll_runs', {
      period_date: '2026-11-15',
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.body).toContain('This partner has a payroll run for that period already');
    const recruiter = await call('recruiter@acme.test', 'POST', '/payroll_runs', {
      period_date: '2026-12-01',
    });
    expect(recruiter.statusCode).toBe(403);
  });

  it('the demo’s drafted run pays Connie and Nina: the approved, unpaid pay of its period', async () => {
    const list = await call(
      'owner@acme.test',
      'GET',
      '/payroll_runs?status=pre_draft&period_start_from=2026-10-19&period_start_to=2026-10-19',
    );
    run = (list.json().data as PayrollRun[])[0]!;
    expect(run).toMatchObject({ period_start: '2026-10-19', period_end: '2026-11-01' });
    const pay = await unpaidPay(run.period_start, run.period_end);
    expect(new Set(pay.map((t) => t.contractor_id)).size).toBe(2);
    expectedGross = sum(pay.map((t) => t.amount_cents));
    payIds = pay.map((t) => t.id);
  });

  it('previews every contractor’s pay with warnings, totals equal to the approved pay', async () => {
    const preview = (
      await call('owner@acme.test', 'GET', `/payroll_runs/${run.id}/preview`)
    ).json() as PayrollPreview;
    expect(preview.totals.gross_cents).toBe(expectedGross);
    expect(preview.totals.net_cents).toBe(
      preview.totals.gross_cents - preview.totals.taxes_cents - preview.totals.deductions_cents,
    );
    expect(preview.provider).toMatch(/tax engine \(2026 tables\)/);
    const connie = preview.lines.find((l) => l.contractor_name === 'Connie Contractor');
    expect(connie?.deductions_cents).toBe(2_500);
    expect(connie?.warnings.map((w) => w.code)).not.toContain('no_payout_method');
    const nina = preview.lines.find((l) => l.contractor_name === 'Nina Newhire');
    expect(nina?.warnings.map((w) => w.code)).toEqual([
      'no_payout_method',
      'onboarding_incomplete',
    ]);
    // Connie: no Form W-4 on file (Single, no adjustments), works in Illinois, paid biweekly, no
    // earlier pay this year; her expense reimbursements are not wages; her $25 traditional 401(k)
    // comes off income tax wages, not FICA wages. Each amount rounds to the cent.
    const g = sum(
      (await unpaidPay(run.period_start, run.period_end))
        .filter((t) => t.contractor_id === connie!.contractor_id && t.source_type !== 'expense')
        .map((t) => t.amount_cents),
    );
    const incomeWages = g - 2_500;
    const r = (cents: number, bps: number) => Math.round((cents * bps) / 10_000);
    // Pub 15-T 2026 Worksheet 1A: annual wages × 26 less $8,600, on the Single STANDARD rows:
    // nothing to $7,500, 10 % to $19,900, then $1,240 plus 12 % (to $57,900, where her pay stays).
    const adjusted = incomeWages * 26 - 860_000;
    expect(adjusted).toBeLessThanOrEqual(5_790_000);
    const annual =
      adjusted <= 750_000
        ? 0
        : adjusted <= 1_990_000
          ? (adjusted - 750_000) * 0.1
          : 124_000 + (adjusted - 1_990_000) * 0.12;
    const federal = Math.round(annual / 26);
    const illinois = r(incomeWages, 495);
    const fica = r(g, 620) + r(g, 145);
    expect(connie?.taxes_cents).toBe(federal + illinois + fica);
    // Employer: Social Security, Medicare, FUTA 0.6 % (under $7,000), Illinois SUI 3.25 %.
    expect(connie?.employer_taxes_cents).toBe(fica + r(g, 60) + r(g, 325));
    expect(preview.totals.employer_cost_cents).toBe(
      preview.totals.gross_cents + preview.totals.employer_taxes_cents,
    );
    expect(preview.totals.funding_cents).toBe(
      preview.totals.net_cents + preview.totals.taxes_cents + preview.totals.employer_taxes_cents,
    );
  });

  it('statuses move only as the chart allows: recruiters cannot approve, nothing before submit', async () => {
    const early = await call(
      'owner@acme.test',
      'POST',
      `/payroll_runs/${run.id}/actions/approve`,
      {},
    );
    expect(early.statusCode).toBe(409);
    expect(
      (await call('owner@acme.test', 'POST', `/payroll_runs/${run.id}/actions/submit`, {}))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('recruiter@acme.test', 'POST', `/payroll_runs/${run.id}/actions/approve`, {}))
        .statusCode,
    ).toBe(403);
    expect((await call('client@globex.test', 'GET', `/payroll_runs/${run.id}`)).statusCode).toBe(
      403,
    );
    const approved = await call(
      'owner@acme.test',
      'POST',
      `/payroll_runs/${run.id}/actions/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await runOf(run.id)).status).toBe('processing');
    await h.app.dispatcher.drain();
    expect(asked).toContain(run.id);
  });

  it('a job aborted midway and run again (twice, at once) loses and doubles nothing', async () => {
    const deps = jobDepsOf(h.deps);
    await processRun(deps, run.id, 1);
    const midway = await runOf(run.id);
    expect(midway).toMatchObject({ status: 'processing', paychecks_done: 1, computed: false });
    expect(midway.paychecks_total).toBeGreaterThanOrEqual(2);
    await Promise.all([processRun(deps, run.id), processRun(deps, run.id)]);
    const rows = await h.deps.db
      .select()
      .from(paychecks)
      .where(eq(paychecks.payroll_run_id, run.id));
    const items = await h.deps.db
      .select()
      .from(paycheckItems)
      .where(
        inArray(
          paycheckItems.paycheck_id,
          rows.map((p) => p.id),
        ),
      );
    const earnings = items.filter((i) => i.kind === 'earning');
    // Every pay transaction of the period on exactly one paycheck line, and nothing else.
    expect(earnings.map((i) => i.transaction_id).sort()).toEqual([...payIds].sort());
    expect(sum(rows.map((p) => p.gross_cents))).toBe(expectedGross);
    const done = await runOf(run.id);
    expect(done).toMatchObject({
      computed: true,
      gross_cents: expectedGross,
      paychecks_done: rows.length,
      paychecks_total: rows.length,
    });
    expect(done.net_cents).toBe(sum(rows.map((p) => p.net_cents)));
    expect(done.employer_taxes_cents).toBe(sum(rows.map((p) => p.employer_taxes_cents)));
    // Each tax is its own line with the wages it was figured on; employer taxes are not withheld.
    for (const p of rows) {
      const own = items.filter((i) => i.paycheck_id === p.id);
      const taxed = (kind: string) =>
        sum(own.filter((i) => i.kind === kind).map((i) => i.amount_cents));
      expect(taxed('tax')).toBe(p.taxes_cents);
      expect(taxed('employer_tax')).toBe(p.employer_taxes_cents);
      expect(own.find((i) => i.code === 'social_security')?.taxable_wages_cents).toBe(
        p.gross_cents - sum(own.filter((i) => i.code === 'expense').map((i) => i.amount_cents)),
      );
      expect(own.filter((i) => i.kind === 'employer_tax').map((i) => i.code)).toEqual([
        'employer_social_security',
        'employer_medicare',
        'futa',
        'suta',
      ]);
    }
    // The run's own payouts (the demo's history has payouts of its own): one per paycheck that has one.
    const paycheckKeys = rows.map((p) => `paycheck:${p.id}:`);
    const payouts = (
      await h.deps.db.select().from(transfers).where(eq(transfers.direction, 'payout'))
    ).filter((t) => paycheckKeys.some((k) => t.origin_key?.startsWith(k)));
    expect(payouts.length).toBe(rows.filter((p) => p.transfer_id !== null).length);
    // The timesheets are paid and sent to payroll; their pay transactions complete.
    const sheets = await h.deps.db
      .select()
      .from(timesheets)
      .where(
        inArray(
          timesheets.id,
          earnings.map((i) => i.transaction_id!).length
            ? (
                await h.deps.db
                  .select({ s: transactions.source_id })
                  .from(transactions)
                  .where(inArray(transactions.id, payIds))
              ).map((t) => t.s)
            : [],
        ),
      );
    expect(sheets.length).toBeGreaterThan(0);
    for (const s of sheets)
      expect(s).toMatchObject({ paid: true, payroll_submission_date: '2026-11-20' });
    const pay = await h.deps.db.select().from(transactions).where(inArray(transactions.id, payIds));
    expect(pay.every((t) => t.status === 'complete')).toBe(true);
    // The unapprove lock holds on a timesheet sent to payroll.
    const unapprove = await call(
      'admin@demo.test',
      'POST',
      `/timesheets/${sheets[0]!.id}/actions/unapprove`,
      {},
    );
    expect(unapprove.statusCode).toBe(409);
  });

  it('payouts settle through the bank: Nina’s fails (no account), so the run is partially paid, once', async () => {
    h.clock.advance(DEMO_SETTLE_MS + 1);
    // The run's after-commit work goes first: a transfer it holds locked is skipped by the bank's
    // pass until the next one (failed here once in five at load 6).
    await h.app.dispatcher.drain();
    // The app's own runner, after the pass its timer may have under way: a pass beside it skipped
    // the transfer that one held locked, and the run was still processing.
    await h.app.transferRunner.pass();
    const done = await runOf(run.id);
    expect(done).toMatchObject({ status: 'partially_paid', failed_paychecks: 1 });
    const settled = await h.deps.db
      .select()
      .from(events)
      .where(and(eq(events.stream_id, run.id), eq(events.type, 'payroll_run.settle')));
    expect(settled).toHaveLength(1);
    await processRun(jobDepsOf(h.deps), run.id);
    const [row] = await h.deps.db.select().from(payrollRuns).where(eq(payrollRuns.id, run.id));
    expect(row?.status).toBe('partially_paid');
  });

  it('a retry after Nina’s account is added pays her with a new transfer; the run ends paid', async () => {
    const [nina] = await h.deps.db
      .select({ id: paychecks.contractor_id })
      .from(paychecks)
      .where(and(eq(paychecks.payroll_run_id, run.id), eq(paychecks.status, 'failed')));
    await h.deps.db.insert(bankMethods).values({
      kind: 'payout',
      owner_type: 'contractor',
      owner_id: nina!.id,
      account_holder: 'Nina Newhire',
      bank_name: 'Second Demo Bank',
      routing_number: '021000021',
      account_last4: '1111',
      account_number: 'sealed-in-test',
      is_default: true,
    });
    // A failed paycheck is not year-to-date wages until a retry hands it back.
    const ytdOf = async () =>
      (
        await yearToDateOf(h.deps.db, { partner_id: acmeId, pay_date: '2026-12-31' }, [nina!.id])
      ).get(nina!.id);
    expect(await ytdOf()).toBeUndefined();
    const retried = await call(
      'owner@acme.test',
      'POST',
      `/payroll_runs/${run.id}/actions/retry`,
      {},
    );
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await runOf(run.id)).status).toBe('processing');
    await processRun(jobDepsOf(h.deps), run.id);
    h.clock.advance(DEMO_SETTLE_MS + 1);
    await h.app.transferRunner.pass();
    expect(await runOf(run.id)).toMatchObject({ status: 'paid', failed_paychecks: 0 });
    // Paid after a retry, her paycheck counts once in her year to date.
    const [paid] = await h.deps.db
      .select()
      .from(paychecks)
      .where(and(eq(paychecks.payroll_run_id, run.id), eq(paychecks.contractor_id, nina!.id)));
    expect((await ytdOf())?.social_security).toBe(paid!.gross_cents);
    expect((await ytdOf())?.medicare).toBe(paid!.gross_cents);
  });

  it('a contractor sees their own paycheck and its pay stub; the partner’s staff see all', async () => {
    const mine = (await call('contractor@demo.test', 'GET', '/paychecks')).json();
    expect(mine.data.length).toBeGreaterThan(0);
    expect(
      mine.data.every(
        (p: { contractor_name: string }) => p.contractor_name === 'Connie Contractor',
      ),
    ).toBe(true);
    const id = mine.data[0].id as string;
    const detail = (await call('contractor@demo.test', 'GET', `/paychecks/${id}/items`)).json();
    // The stub: employer and address, deposit account, current equal to the paycheck and year to
    // date adding her paychecks paid before it this year (the demo's June run).
    expect(detail).toMatchObject({
      employer_name: 'Acme Staffing',
      deposit_last4: '4321',
    });
    expect(detail.employer_address).toContain('Chicago, IL');
    const before = mine.data.filter(
      (p: { id: string; pay_date: string; status: string }) =>
        p.id !== id && p.pay_date <= detail.pay_date && p.status === 'paid',
    );
    expect(before.length).toBeGreaterThan(0);
    expect(detail.stub.totals.net).toEqual({
      current_cents: detail.net_cents,
      ytd_cents: detail.net_cents + sum(before.map((p: { net_cents: number }) => p.net_cents)),
    });
    expect(detail.stub.totals.employer_taxes.current_cents).toBe(detail.employer_taxes_cents);
    // Taxes are figured on wages only: Social Security's wages leave the reimbursements out.
    const reimbursed = sum(
      detail.items
        .filter((i: { code: string }) => i.code === 'expense')
        .map((i: { amount_cents: number }) => i.amount_cents),
    );
    expect(
      detail.items.find((i: { code: string }) => i.code === 'social_security').taxable_wages_cents,
    ).toBe(detail.gross_cents - reimbursed);
    expect(detail.stub.pre_tax_deductions).toEqual([
      expect.objectContaining({ label: '401(k) contribution', current_cents: 2_500 }),
    ]);
    const [hours] = detail.stub.earnings;
    expect(hours.rate_cents).toBe(Math.round((hours.current_cents * 100) / hours.hours_hundredths));
    expect(
      sum(
        detail.items
          .filter((i: { kind: string }) => i.kind === 'earning')
          .map((i: { amount_cents: number }) => i.amount_cents),
      ),
    ).toBe(detail.gross_cents);
    const pdf = await call('contractor@demo.test', 'GET', `/paychecks/${id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('client@globex.test', 'GET', `/paychecks/${id}`)).statusCode).toBe(403);
    const lite = (
      await call('owner@acme.test', 'GET', `/paychecks_lite?payroll_run_id=${run.id}`)
    ).json();
    expect(lite.meta.total).toBeGreaterThanOrEqual(mine.data.length);
  });
});
