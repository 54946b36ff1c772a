import { count, eq, sql } from 'drizzle-orm';
import type { PayrollRun } from './contract';
import type { payrollRunsQuery } from './query';
import type { Db, Tx } from '../../server/db/client';
import {
  paycheckItems,
  paychecks,
  partners,
  payrollRuns,
  transactions,
} from '../../server/db/schema';
import type { ResourceServer } from '../../server/kit/resource-query';

export type PayrollRunRow = typeof payrollRuns.$inferSelect;
export interface PayrollRunRecord {
  r: PayrollRunRow;
  partner_name: string | null;
  preview_lines: number;
  failed_paychecks: number;
}

/** A run is its partner's; admins see all. */
export const payrollRunScope = { partner_id: payrollRuns.partner_id };

/**
 * Contractors with approved, unpaid pay in the run's period not on a paycheck yet: the chart's
 * `lines` fact, read with the row so the verdicts and the preview agree.
 */
const previewLines = sql<number>`(select count(distinct ${transactions.contractor_id})::int from ${transactions}
  where ${transactions.kind} = 'pay' and ${transactions.status} = 'approved'
    and ${transactions.partner_id} = ${payrollRuns.partner_id}
    and ${transactions.date} between ${payrollRuns.period_start} and ${payrollRuns.period_end}
    and not exists (select 1 from ${paycheckItems} where ${paycheckItems.transaction_id} = ${transactions.id}))`;
const failedPaychecks = sql<number>`(select count(*)::int from ${paychecks}
  where ${paychecks.payroll_run_id} = ${payrollRuns.id} and ${paychecks.status} = 'failed')`;

export const payrollRunRows = (db: Db | Tx) =>
  db
    .select({
      r: payrollRuns,
      partner_name: partners.entity_name,
      preview_lines: previewLines,
      failed_paychecks: failedPaychecks,
    })
    .from(payrollRuns)
    .leftJoin(partners, eq(partners.id, payrollRuns.partner_id))
    .$dynamic();

export function payrollRunDto({
  r,
  partner_name,
  preview_lines,
  failed_paychecks,
}: PayrollRunRecord): PayrollRun {
  return {
    id: r.id,
    partner_id: r.partner_id,
    partner_name: partner_name ?? '--',
    status: r.status as PayrollRun['status'],
    frequency: r.frequency as PayrollRun['frequency'],
    period_start: r.period_start,
    period_end: r.period_end,
    pay_date: r.pay_date,
    paychecks_total: r.paychecks_total,
    paychecks_done: r.paychecks_done,
    gross_cents: r.gross_cents,
    taxes_cents: r.taxes_cents,
    deductions_cents: r.deductions_cents,
    net_cents: r.net_cents,
    employer_taxes_cents: r.employer_taxes_cents,
    requires_second_approver: r.requires_second_approver,
    submitted_by: r.submitted_by,
    preview_lines: Number(preview_lines),
    computed: r.computed_at !== null,
    failed_paychecks: Number(failed_paychecks),
    approved_at: r.approved_at ? new Date(r.approved_at).toISOString() : null,
    created_at: new Date(r.created_at).toISOString(),
  };
}

export const payrollRunListServer: ResourceServer<
  PayrollRunRecord,
  PayrollRun,
  typeof payrollRunsQuery
> = {
  query: {
    rows: payrollRunRows,
    count: (db) => db.select({ n: count() }).from(payrollRuns).$dynamic(),
    id: payrollRuns.id,
    filters: {
      status: payrollRuns.status,
      partner_id: payrollRuns.partner_id,
      period_start: payrollRuns.period_start,
    },
    sorts: {
      period_start: [payrollRuns.period_start],
      pay_date: [payrollRuns.pay_date],
      net_cents: [payrollRuns.net_cents],
      created_at: [payrollRuns.created_at],
    },
  },
  scope: payrollRunScope,
  toDto: payrollRunDto,
};
