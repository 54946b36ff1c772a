import type { ProjectedEvent } from '../../server/kit/workflow/server';
import type { PayrollRunRow } from './queries';

const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/**
 * The one reducer of payroll run events: the live path computes the next row with it and a rebuild
 * folds it over the stream. `paychecks_done` also moves outside events while the job runs (its
 * progress); the `computed` event settles it.
 */
export function projectPayrollRun(row: PayrollRunRow | null, e: ProjectedEvent): PayrollRunRow {
  const p = e.payload;
  if (e.type === 'payroll_run.created') {
    return {
      id: String(p.id),
      partner_id: String(p.partner_id),
      status: 'pre_draft',
      frequency: String(p.frequency),
      period_start: String(p.period_start),
      period_end: String(p.period_end),
      pay_date: String(p.pay_date),
      paychecks_total: 0,
      paychecks_done: 0,
      gross_cents: 0,
      taxes_cents: 0,
      deductions_cents: 0,
      net_cents: 0,
      employer_taxes_cents: 0,
      requires_second_approver: p.requires_second_approver === true,
      submitted_by: null,
      computed_at: null,
      approved_by: null,
      approved_at: null,
      created_by: e.actor_user_id,
      created_at: e.occurred_at,
      version: e.version,
    };
  }
  if (!row) throw new Error(`${e.type} before payroll_run.created`);
  const next: PayrollRunRow = {
    ...row,
    status: (p.to as { status: string }).status,
    version: e.version,
  };
  switch (e.type) {
    case 'payroll_run.submit':
      return { ...next, submitted_by: e.actor_user_id };
    case 'payroll_run.approve':
      return { ...next, approved_by: e.actor_user_id, approved_at: e.occurred_at };
    case 'payroll_run.computed':
      return {
        ...next,
        computed_at: e.occurred_at,
        paychecks_total: num(p.paychecks),
        paychecks_done: num(p.paychecks),
        gross_cents: num(p.gross_cents),
        taxes_cents: num(p.taxes_cents),
        deductions_cents: num(p.deductions_cents),
        net_cents: num(p.net_cents),
        employer_taxes_cents: num(p.employer_taxes_cents),
      };
    default:
      return next;
  }
}
