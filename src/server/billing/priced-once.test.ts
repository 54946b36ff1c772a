import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { InvoiceDetail } from '../../resources/invoices/server';
import { RATE_COLUMN_NAMES } from '../../domain/billing/rates';
import type { PayrollRun } from '../../resources/payroll-runs/server';
import { jobDepsOf } from '../payroll/jobs';
import { processRun } from '../payroll/run-job';
import { DEMO_SETTLE_MS } from './bank-adapter';
import {
  assignmentRates,
  bankMethods,
  payrollRuns,
  assignments,
  clients,
  paycheckItems,
  paychecks,
  timesheetRates,
  timesheets,
  transactionItems,
  transactions,
} from '../db/schema';
import { payTransactions } from '../payroll/gather';
import { writeTransaction } from './transactions-write';
import { manualPayrollQueue } from '../../../tests/payroll-queue';

/** The security review's attack, replayed: every rate at one cent, then the next invoices and payroll. */
let h: Harness;
/** The payroll job runs when the test says so. */
beforeAll(async () => {
  h = await createHarness({ payrollQueue: manualPayrollQueue });
});
afterAll(async () => h.close());

const caller = callerOf(() => h);
const call = (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  caller(email, method, url, payload, method === 'POST' ? crypto.randomUUID() : undefined);

/** Globex's approved timesheet pay not on any paycheck yet. */
const approvedUnpaidPay = () =>
  h.deps.db
    .select({
      id: transactions.id,
      date: transactions.date,
      partner_id: transactions.partner_id,
      contractor_id: transactions.contractor_id,
      assignment_id: transactions.assignment_id,
    })
    .from(transactions)
    .innerJoin(clients, eq(clients.id, transactions.client_id))
    .leftJoin(paycheckItems, eq(paycheckItems.transaction_id, transactions.id))
    .where(
      and(
        eq(clients.entity_name, 'Globex'),
        eq(transactions.kind, 'pay'),
        eq(transactions.source_type, 'timesheet'),
        eq(transactions.status, 'approved'),
        isNull(paycheckItems.id),
      ),
    )
    .orderBy(asc(transactions.date));

const ONE_CENT = Object.fromEntries(RATE_COLUMN_NAMES.map((c) => [c, 1]));

/** Each transaction's amount and its items' rates, by id: what must not move. */
async function figures(ids: readonly string[]) {
  const rows = await h.deps.db
    .select({
      id: transactions.id,
      amount: transactions.amount_cents,
      rate: transactionItems.rate_cents,
      item: transactionItems.amount_cents,
    })
    .from(transactions)
    .innerJoin(transactionItems, eq(transactionItems.transaction_id, transactions.id))
    .where(inArray(transactions.id, [...ids]))
    .orderBy(asc(transactions.id), asc(transactionItems.position));
  return rows;
}

describe('approved and paid work is priced once', () => {
  let assignmentId: string;
  let globexId: string;
  let unbilled: { id: string; date: string }[];
  let paidPay: string[];
  let unpaidPay: Awaited<ReturnType<typeof approvedUnpaidPay>>;
  let before: Awaited<ReturnType<typeof figures>>;
  /** The back-dated rate change's effective date. */
  let from: string;

  it('the demo has a Globex assignment with approved, uninvoiced time; a payroll pays part of its pay', async () => {
    [{ id: globexId }] = (await h.deps.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.entity_name, 'Globex'))) as [{ id: string }];
    const pay = await approvedUnpaidPay();
    const bills = await h.deps.db
      .select({
        id: transactions.id,
        date: transactions.date,
        assignment_id: transactions.assignment_id,
      })
      .from(transactions)
      .where(
        and(
          eq(transactions.client_id, globexId),
          eq(transactions.kind, 'bill'),
          eq(transactions.source_type, 'timesheet'),
          eq(transactions.status, 'approved'),
          isNull(transactions.invoice_id),
        ),
      );
    // One whose contractor has a payout account, so its paycheck is paid.
    const paidTo = new Set(
      (
        await h.deps.db
          .select({ id: bankMethods.owner_id })
          .from(bankMethods)
          .where(and(eq(bankMethods.kind, 'payout'), eq(bankMethods.is_default, true)))
      ).map((b) => b.id),
    );
    const first = pay.find(
      (p) => paidTo.has(p.contractor_id!) && bills.some((b) => b.assignment_id === p.assignment_id),
    );
    expect(first, 'approved pay and uninvoiced time of one assignment').toBeDefined();
    assignmentId = first!.assignment_id!;
    unbilled = bills.filter((b) => b.assignment_id === assignmentId);

    const created = await call('owner@acme.test', 'POST', '/payroll_runs', {
      period_date: first!.date,
    });
    const runs = await h.deps.db
      .select()
      .from(payrollRuns)
      .where(eq(payrollRuns.partner_id, first!.partner_id!));
    const run =
      created.statusCode === 201
        ? runs.find((r) => r.id === (created.json() as PayrollRun).id)!
        : runs.find((r) => r.period_start <= first!.date && first!.date <= r.period_end)!;
    if (run.status === 'pre_draft')
      expect(
        (await call('owner@acme.test', 'POST', `/payroll_runs/${run.id}/actions/submit`))
          .statusCode,
      ).toBe(200);
    const approved = await call(
      'owner@acme.test',
      'POST',
      `/payroll_runs/${run.id}/actions/approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    await processRun(jobDepsOf(h.deps), run.id);
    h.clock.advance(DEMO_SETTLE_MS + 1);
    await h.app.transferRunner.pass();

    paidPay = (
      await h.deps.db
        .select({ id: transactions.id })
        .from(transactions)
        .innerJoin(paycheckItems, eq(paycheckItems.transaction_id, transactions.id))
        .innerJoin(paychecks, eq(paychecks.id, paycheckItems.paycheck_id))
        .where(and(eq(transactions.assignment_id, assignmentId), eq(paychecks.status, 'paid')))
    ).map((t) => t.id);
    expect(paidPay.length, 'pay of the assignment on a paid paycheck').toBeGreaterThan(0);
    unpaidPay = (await approvedUnpaidPay()).filter((p) => p.assignment_id === assignmentId);
    expect(unpaidPay.length, 'approved pay not yet on a paycheck').toBeGreaterThan(0);
    before = await figures([
      ...unbilled.map((b) => b.id),
      ...paidPay,
      ...unpaidPay.map((p) => p.id),
    ]);
    expect(before.every((f) => f.rate !== 1)).toBe(true);
  });

  it('a client owner setting every rate to one cent is refused (403), and nothing changes', async () => {
    const [was] = await h.deps.db
      .select()
      .from(assignments)
      .where(eq(assignments.id, assignmentId));
    const res = await call('client@globex.test', 'PATCH', `/assignments/${assignmentId}`, ONE_CENT);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({
      message: 'Rates are set by the employer: a client may not set pay or bill rates',
    });
    for (const side of [{ pay_rate_cents: 1 }, { bill_rate_cents: 1 }])
      expect(
        (await call('client@globex.test', 'PATCH', `/assignments/${assignmentId}`, side))
          .statusCode,
      ).toBe(403);
    const [now] = await h.deps.db
      .select()
      .from(assignments)
      .where(eq(assignments.id, assignmentId));
    expect(now).toEqual(was);
    const other = await call('client@globex.test', 'PATCH', `/assignments/${assignmentId}`, {
      work_location: 'Dock 4',
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json()).toMatchObject({ work_location: 'Dock 4' });
    expect(other.json()).not.toHaveProperty('unrepriced_approved_items');
  });

  it('the owner changing rates back-dated says how many approved, unbilled items it leaves as they are', async () => {
    from = unbilled.map((b) => b.date).sort()[0]!;
    const res = await call('owner@acme.test', 'PATCH', `/assignments/${assignmentId}`, {
      ...ONE_CENT,
      rates_effective_date: from,
    });
    expect(res.statusCode, res.body).toBe(200);
    const untouched = new Set(
      (
        await h.deps.db
          .select({ id: timesheets.id })
          .from(timesheets)
          .where(
            and(
              eq(timesheets.assignment_id, assignmentId),
              eq(timesheets.status, 'approved'),
              isNull(timesheets.client_billing_invoice_date),
            ),
          )
      ).map((t) => t.id),
    );
    expect(untouched.size).toBeGreaterThan(0);
    const answer = res.json();
    expect(answer).toMatchObject({
      bill_rate_cents: 1,
      pay_rate_cents: 1,
      rates_effective_date: from,
    });
    expect(answer.unrepriced_approved_items).toBeGreaterThan(0);
    expect(answer.unrepriced_approved_items).toBeLessThanOrEqual(untouched.size);
    expect(answer.notice).toContain(
      `${answer.unrepriced_approved_items} approved, uninvoiced timesheet`,
    );
    const schedule = await h.deps.db
      .select()
      .from(assignmentRates)
      .where(eq(assignmentRates.assignment_id, assignmentId));
    expect(schedule.find((r) => r.effective_date === from)).toMatchObject({ bill_rate_cents: 1 });
  });

  it('the next invoice generation bills the approved time at the rates it was approved at', async () => {
    const dates = unbilled.map((b) => b.date).sort();
    const run = await call('admin@demo.test', 'POST', '/invoice_runs', {
      client_id: globexId,
      period_start: dates[0],
      period_end: dates.at(-1),
    });
    expect(run.statusCode, run.body).toBe(201);
    const list = await call('admin@demo.test', 'GET', `/invoices?invoice_run_id=${run.json().id}`);
    const lines: InvoiceDetail['lines'] = [];
    for (const { id } of list.json().data as { id: string }[])
      lines.push(
        ...(
          (await call('admin@demo.test', 'GET', `/invoices/${id}`)).json() as {
            invoice: InvoiceDetail;
          }
        ).invoice.lines,
      );
    const billed = lines.filter((l) => unbilled.some((b) => b.id === l.transaction_id));
    expect(billed.length).toBeGreaterThan(0);
    expect(billed.every((l) => l.rate_cents !== 1)).toBe(true);
    const was = before.filter((f) => unbilled.some((b) => b.id === f.id));
    expect(billed.map((l) => l.bill_cents).sort()).toEqual(was.map((f) => f.item).sort());
  });

  it('paid paycheck lines and approved, unpaid pay are as they were; payroll gathers the old amounts', async () => {
    expect(await figures(paidPay)).toEqual(before.filter((f) => paidPay.includes(f.id)));
    const unpaidIds = unpaidPay.map((p) => p.id);
    expect(await figures(unpaidIds)).toEqual(before.filter((f) => unpaidIds.includes(f.id)));
    const dates = unpaidPay.map((p) => p.date).sort();
    const gathered = [
      ...(
        await payTransactions(h.deps.db, {
          partner_id: unpaidPay[0]!.partner_id!,
          frequency: 'biweekly',
          period_start: dates[0]!,
          period_end: dates.at(-1)!,
          pay_date: dates.at(-1)!,
        })
      ).values(),
    ].flat();
    for (const p of unpaidPay) {
      const amount = before.find((f) => f.id === p.id)!.amount;
      expect(gathered.find((g) => g.id === p.id)?.amount_cents).toBe(amount);
    }
  });

  it('the one write path leaves a line on a paid paycheck exactly as it is', async () => {
    const [line] = await h.deps.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, paidPay[0]!));
    const {
      id: _id,
      amount_cents: _a,
      invoice_id: _i,
      created_at: _c,
      updated_at: _u,
      ...t
    } = line!;
    await writeTransaction(h.deps.db as never, { ...t, status: 'approved' }, [
      {
        kind: 'regular',
        description: 'Regular hours',
        hours_hundredths: 800,
        rate_cents: 1,
        amount_cents: 8,
      },
    ]);
    const [after] = await h.deps.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, line!.id));
    expect(after).toEqual(line);
    expect(await figures([line!.id])).toEqual(before.filter((f) => f.id === line!.id));
  });

  it('time approved after the change is priced at the new rates, naming the schedule row it came from', async () => {
    const [waiting] = await h.deps.db
      .select({ id: timesheets.id, date: timesheets.date })
      .from(timesheets)
      .where(
        and(
          eq(timesheets.assignment_id, assignmentId),
          inArray(timesheets.status, ['submitted', 'signed']),
          gte(timesheets.date, from),
        ),
      )
      .limit(1);
    expect(waiting, 'time of the assignment waiting for approval').toBeDefined();
    const res = await call(
      'admin@demo.test',
      'POST',
      `/timesheets/${waiting!.id}/actions/approve_with_evidence`,
      {
        evidence: 'Approved by email from the site manager',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    await h.app.dispatcher.drain();
    const [priced] = await h.deps.db
      .select()
      .from(timesheetRates)
      .where(eq(timesheetRates.timesheet_id, waiting!.id));
    const [row] = await h.deps.db
      .select({ id: assignmentRates.id })
      .from(assignmentRates)
      .where(
        and(
          eq(assignmentRates.assignment_id, assignmentId),
          eq(assignmentRates.effective_date, from),
        ),
      );
    expect(priced).toMatchObject({
      pay_rate_cents: 1,
      bill_rate_cents: 1,
      pay_rate_id: row!.id,
      pay_effective_date: from,
      bill_rate_id: row!.id,
      bill_effective_date: from,
    });
    const rates = await h.deps.db
      .select({ rate: transactionItems.rate_cents })
      .from(transactions)
      .innerJoin(transactionItems, eq(transactionItems.transaction_id, transactions.id))
      .where(
        and(eq(transactions.source_type, 'timesheet'), eq(transactions.source_id, waiting!.id)),
      );
    expect(rates.length).toBeGreaterThan(0);
    expect(rates.every((r) => r.rate === 1)).toBe(true);
  });

  it('"unpaid" on time whose pay is on a paid paycheck is refused (409) with the reason', async () => {
    const [line] = await h.deps.db
      .select({ source_id: transactions.source_id })
      .from(transactions)
      .where(eq(transactions.id, paidPay[0]!));
    const shown = await call('admin@demo.test', 'GET', `/timesheets/${line!.source_id}`);
    expect(shown.json().timesheet).toMatchObject({ paid: true, pay_on_paid_paycheck: true });
    const res = await call(
      'admin@demo.test',
      'POST',
      `/timesheets/${line!.source_id}/actions/unpaid`,
      {},
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      action: 'unpaid',
      reasons: ['Its pay is on a paid paycheck; a paid paycheck never changes, so it stays paid.'],
    });
    expect(await figures(paidPay)).toEqual(before.filter((f) => paidPay.includes(f.id)));
  });
});
