import { z } from 'zod';
import { payrollRunDefinition, type PayrollRunStored } from './chart';
import type { PayrollRunFacts } from './chart';
import { PayrollRun } from './contract';
import { canSeePayrollRuns } from '../../domain/policy/payroll';
import { payrollRuns } from '../../server/db/schema';
import { defineWorkflowServer } from '../../server/kit/workflow/server';
import { payrollRunEvents } from './events.server';
import { projectPayrollRun } from './projection';
import {
  payrollRunDto,
  payrollRunRows,
  payrollRunScope,
  type PayrollRunRecord,
  type PayrollRunRow,
} from './queries';
import { retryFailedPaychecks } from './retry.server';

export const payrollRunFacts = (j: PayrollRunRecord): PayrollRunFacts => ({
  lines: Number(j.preview_lines),
  computed: j.r.computed_at !== null,
  failedPaychecks: Number(j.failed_paychecks),
  requiresSecondApprover: j.r.requires_second_approver,
  submittedBy: j.r.submitted_by,
});

/** The payroll run lifecycle on the server: the shared definition plus its table, DTO, reducer and payloads. */
export const payrollRunServer = defineWorkflowServer({
  definition: payrollRunDefinition,
  apiPath: '/payroll_runs',
  itemKey: 'payroll_run',
  item: PayrollRun,
  actionBody: z.object({ reason: z.string().trim().min(1).max(2_000).optional() }),
  rows: payrollRunRows,
  id: payrollRuns.id,
  scope: payrollRunScope,
  access: { allowed: canSeePayrollRuns, message: 'You are not allowed to see payroll runs' },
  toDto: payrollRunDto,
  row: (j: PayrollRunRecord) => j.r,
  storedOf: (r: PayrollRunRow): PayrollRunStored => ({
    status: r.status as PayrollRunStored['status'],
  }),
  facts: payrollRunFacts,
  table: payrollRuns,
  reduce: projectPayrollRun,
  events: payrollRunEvents,
  // A retry hands the failed paychecks back to the job, which starts a new transfer for each.
  recordsAlso: async (tx, action, record) =>
    action === 'retry' ? { paychecks: await retryFailedPaychecks(tx, record.r.id) } : {},
});
