import { z } from 'zod';
import { payrollRunDefinition } from './chart';
import type { PayrollRunEventType } from './chart';
import { IsoDate } from '../../domain/contracts/calendar';
import { PayrollFrequency, PayrollRunStatus } from './contract';
import type { EventStream } from '../../server/events/payloads';
import { transitionPayload } from '../../server/kit/workflow/payloads';

const step = transitionPayload(z.strictObject({ status: PayrollRunStatus }));
const cents = z.number().int();
const count = z.number().int().min(0);

/** What each payroll run event records; the store refuses any other payload. */
export const payrollRunPayloads = {
  'payroll_run.created': z.strictObject({
    id: z.uuid(),
    partner_id: z.uuid(),
    frequency: PayrollFrequency,
    period_start: IsoDate,
    period_end: IsoDate,
    pay_date: IsoDate,
    requires_second_approver: z.boolean().optional(),
  }),
  'payroll_run.submit': step,
  'payroll_run.return': step.extend({ reason: z.string().min(1) }),
  'payroll_run.approve': step,
  'payroll_run.computed': step.extend({
    paychecks: count,
    gross_cents: cents,
    taxes_cents: cents,
    deductions_cents: cents,
    net_cents: cents,
    /** Absent from runs computed before employer taxes were kept. */
    employer_taxes_cents: cents.optional(),
  }),
  'payroll_run.settle': step.extend({ paid: count, failed: count }),
  'payroll_run.retry': step.extend({ paychecks: count }),
} satisfies Record<PayrollRunEventType | 'payroll_run.created', z.ZodType<Record<string, unknown>>>;

export const payrollRunEvents: EventStream = {
  type: payrollRunDefinition.name,
  payloads: payrollRunPayloads,
};
