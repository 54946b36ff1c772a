import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { callerOf } from '../../../tests/as-user';
import type { PayrollPreview, PayrollRun } from '../../resources/payroll-runs/server';
import { hasNoWageIncomeTax } from '../../domain/payroll/tax';
import { assignments, partners, transactions } from '../db/schema';
import { AGENCY_OWNER } from '../seed/agency';
import { contractorPay, payTransactions } from './gather';
import { enginePayrollProvider } from './provider';
import type { PayrollQueue } from './queue';

/**
 * Harbor Point, the demo agency, places workers in 24 states. A biweekly run over one week of
 * approved pay for every one of them must compute each worker's taxes, state income tax included,
 * instead of refusing the run for a state the engine does not cover.
 */
let h: Harness;
let harborId: string;
const WEEK_PAY_CENTS = 184_000;

/** The paying job is not this test's subject: the queue only records what it was asked. */
const asked: string[] = [];
const manualQueue: PayrollQueue = {
  start: async () => {},
  enqueue: async (runId) => {
    asked.push(runId);
  },
  stop: async () => {},
};

beforeAll(async () => {
  h = await createHarness({ payrollQueue: manualQueue });
  [{ id: harborId }] = (await h.deps.db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.subdomain, 'harborpoint'))) as [{ id: string }];
});
afterAll(() => h.close());

const callAs = callerOf(() => h);
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  callAs(AGENCY_OWNER, method, url, payload);

describe('a Harbor Point payroll run', () => {
  let run: PayrollRun;
  let workers: { contractor_id: string; state: string }[];

  it('has a week of approved pay for every placed worker, in the state of their assignment', async () => {
    const placed = await h.deps.db
      .select({
        id: assignments.id,
        contractor_id: assignments.contractor_id,
        client_id: assignments.client_id,
        state: assignments.state,
      })
      .from(assignments)
      .where(eq(assignments.partner_id, harborId));
    workers = placed.map((a) => ({ contractor_id: a.contractor_id, state: a.state ?? '' }));
    expect(new Set(workers.map((w) => w.state)).size).toBe(24);
    await h.deps.db.insert(transactions).values(
      placed.map((a) => ({
        kind: 'pay' as const,
        source_type: 'timesheet' as const,
        source_id: crypto.randomUUID(),
        client_id: a.client_id,
        contractor_id: a.contractor_id,
        partner_id: harborId,
        assignment_id: a.id,
        date: '2026-11-18',
        state: a.state,
        description: 'Week of 16 November 2026',
        amount_cents: WEEK_PAY_CENTS,
      })),
    );
    // The seed's history pays every period through 2026-11-15; the period from 2026-11-16 is open.
    const settings = await call('GET', '/payroll_settings');
    expect(settings.statusCode, settings.body).toBe(200);
    const created = await call('POST', '/payroll_runs', {
      period_date: '2026-11-18',
      requires_second_approver: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    run = created.json() as PayrollRun;
  });

  it('previews every worker with taxes withheld, not a refusal', async () => {
    const res = await call('GET', `/payroll_runs/${run.id}/preview`);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as PayrollPreview;
    expect(preview.lines).toHaveLength(workers.length);
    for (const line of preview.lines) {
      expect(line.gross_cents).toBe(WEEK_PAY_CENTS);
      expect(line.taxes_cents).toBeGreaterThan(0);
      expect(line.net_cents).toBe(line.gross_cents - line.taxes_cents - line.deductions_cents);
    }
  });

  it('withholds state income tax for every worker in a state that taxes wages', async () => {
    const pays = await contractorPay(
      h.deps.db,
      enginePayrollProvider,
      run,
      await payTransactions(h.deps.db, run),
    );
    for (const pay of pays) {
      const { state } = workers.find((w) => w.contractor_id === pay.contractor_id)!;
      const stateTax = pay.taxes.find((t) => t.code === 'state_income');
      expect(stateTax?.taxable_wages_cents, state).toBe(WEEK_PAY_CENTS);
      if (hasNoWageIncomeTax(state)) expect(stateTax?.amount_cents, state).toBe(0);
      else expect(stateTax?.amount_cents, state).toBeGreaterThan(0);
    }
  });

  it('names the local and state payroll taxes the engine leaves to a provider', async () => {
    const preview = (await call('GET', `/payroll_runs/${run.id}/preview`)).json() as PayrollPreview;
    const ohio = workers.find((w) => w.state === 'OH')!;
    const texas = workers.find((w) => w.state === 'TX')!;
    const codes = (id: string) =>
      preview.lines.find((l) => l.contractor_id === id)!.warnings.map((w) => w.code);
    expect(codes(ohio.contractor_id)).toContain('state_taxes_not_computed');
    expect(
      preview.lines
        .find((l) => l.contractor_id === ohio.contractor_id)!
        .warnings.find((w) => w.code === 'state_taxes_not_computed')?.message,
    ).toMatch(/^Ohio: municipal income taxes .* are not computed by the built-in tax engine/);
    expect(codes(texas.contractor_id)).not.toContain('state_taxes_not_computed');
  });

  it('needs a second approver: its submitter may not approve it, another payroll approver may', async () => {
    const action = (email: string, name: string) =>
      callAs(email, 'POST', `/payroll_runs/${run.id}/actions/${name}`, {});
    expect((await action(AGENCY_OWNER, 'submit')).statusCode).toBe(200);
    const own = await action(AGENCY_OWNER, 'approve');
    expect(own.statusCode).toBe(409);
    expect(own.body).toContain('You submitted this run: a second approver approves it.');
    expect(
      ((await call('GET', `/payroll_runs/${run.id}`)).json().payroll_run as PayrollRun).status,
    ).toBe('pending');
    const second = await action('admin@demo.test', 'approve');
    expect(second.statusCode, second.body).toBe(200);
    expect(
      ((await call('GET', `/payroll_runs/${run.id}`)).json().payroll_run as PayrollRun).status,
    ).toBe('processing');
    await h.app.dispatcher.drain();
    expect(asked).toContain(run.id);
  });
});
