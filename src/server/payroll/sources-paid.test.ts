import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { PayrollRun } from '../../resources/payroll-runs/server';
import { events, expenses, partners, payrollRuns, transactions } from '../db/schema';
import { jobDepsOf } from './jobs';
import { processRun } from './run-job';
import { manualPayrollQueue } from '../../../tests/payroll-queue';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness({ payrollQueue: manualPayrollQueue });
  token = await h.login('owner@acme.test');
});
afterAll(() => h.close());

const post = (url: string, payload: object = {}) =>
  h.app.inject({
    method: 'POST',
    url: `/v2${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

describe('a payroll run pays the expenses on its paychecks', () => {
  it('marks each one paid through its chart, as the payroll job', async () => {
    const [acme] = await h.deps.db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.subdomain, 'acme'));
    const [owed] = await h.deps.db
      .select({ source_id: transactions.source_id, date: transactions.date })
      .from(transactions)
      .innerJoin(expenses, eq(expenses.id, transactions.source_id))
      .where(
        and(
          eq(transactions.kind, 'pay'),
          eq(transactions.source_type, 'expense'),
          eq(transactions.status, 'approved'),
          eq(transactions.partner_id, acme!.id),
          eq(expenses.paid, false),
        ),
      )
      .limit(1);
    expect(owed, 'the demo has an approved expense Acme still owes a worker').toBeDefined();

    const created = await post('/payroll_runs', { period_date: owed!.date });
    expect([201, 422]).toContain(created.statusCode);
    const [row] = await h.deps.db
      .select()
      .from(payrollRuns)
      .where(eq(payrollRuns.partner_id, acme!.id))
      .orderBy(desc(payrollRuns.period_start));
    const run = (
      await h.deps.db
        .select()
        .from(payrollRuns)
        .where(eq(payrollRuns.id, (created.json() as PayrollRun).id ?? row!.id))
    )[0]!;
    expect(run.period_start <= owed!.date && owed!.date <= run.period_end).toBe(true);
    if (run.status === 'pre_draft')
      expect((await post(`/payroll_runs/${run.id}/actions/submit`)).statusCode).toBe(200);
    const approved = await post(`/payroll_runs/${run.id}/actions/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    await processRun(jobDepsOf(h.deps), run.id);

    const [expense] = await h.deps.db
      .select()
      .from(expenses)
      .where(eq(expenses.id, owed!.source_id));
    expect(expense?.paid).toBe(true);
    const [last] = await h.deps.db
      .select()
      .from(events)
      .where(and(eq(events.stream_type, 'expense'), eq(events.stream_id, owed!.source_id)))
      .orderBy(desc(events.version))
      .limit(1);
    expect(last).toMatchObject({ type: 'expense.markPaid', actor_role: 'system:payroll' });
  });
});
