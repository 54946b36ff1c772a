import { describe, expect, it } from 'vitest';
import type { ProjectedEvent } from '../../server/kit/workflow/server';
import { payrollRunFacts } from './workflow.server';
import { projectPayrollRun } from './projection';

const event = (type: string, payload: Record<string, unknown>, actor: string): ProjectedEvent => ({
  type,
  version: 1,
  payload,
  actor_user_id: actor,
  ip: null,
  location: null,
  occurred_at: '2026-11-20T15:00:00.000Z',
});
const created = {
  id: '00000000-0000-4000-8000-000000000001',
  partner_id: '00000000-0000-4000-8000-000000000002',
  frequency: 'biweekly',
  period_start: '2026-11-02',
  period_end: '2026-11-15',
  pay_date: '2026-11-20',
};
const SUBMITTER = '00000000-0000-4000-8000-00000000000a';

describe('payroll run projection: the second approver', () => {
  it('keeps the setting from creation and who submitted it, which the chart reads', () => {
    const row = projectPayrollRun(
      projectPayrollRun(
        null,
        event('payroll_run.created', { ...created, requires_second_approver: true }, SUBMITTER),
      ),
      event('payroll_run.submit', { to: { status: 'pending' } }, SUBMITTER),
    );
    expect(row).toMatchObject({ requires_second_approver: true, submitted_by: SUBMITTER });
    const facts = payrollRunFacts({
      r: row,
      partner_name: 'Acme',
      preview_lines: 1,
      failed_paychecks: 0,
    });
    expect(facts).toMatchObject({ requiresSecondApprover: true, submittedBy: SUBMITTER });
  });

  it('a run created before the setting existed needs no second approver', () => {
    expect(projectPayrollRun(null, event('payroll_run.created', created, SUBMITTER))).toMatchObject(
      {
        requires_second_approver: false,
        submitted_by: null,
      },
    );
  });
});
