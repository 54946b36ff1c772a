import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the definition so the list's route parses its URL without loading zod. */
export const payrollRunsQuery = {
  filters: {
    status: {
      kind: 'enum',
      values: ['pre_draft', 'pending', 'processing', 'paid', 'partially_paid', 'failed'],
    },
    partner_id: { kind: 'uuid' },
    period_start: { kind: 'dateRange' },
  },
  sorts: ['period_start', 'pay_date', 'net_cents', 'created_at'],
  defaultSort: '-period_start',
} as const satisfies ListQueryDescriptor;

export type PayrollRunQuery = ListQuery<typeof payrollRunsQuery>;
export type PayrollRunSearch = ListSearch<typeof payrollRunsQuery>;

export const paychecksQuery = {
  filters: {
    status: { kind: 'enum', values: ['processing', 'paid', 'failed'] },
    payroll_run_id: { kind: 'uuid' },
    contractor_id: { kind: 'uuid' },
    pay_date: { kind: 'dateRange' },
  },
  sorts: ['pay_date', 'net_cents', 'gross_cents', 'contractor_name'],
  defaultSort: '-pay_date',
} as const satisfies ListQueryDescriptor;

export type PaycheckSearch = ListSearch<typeof paychecksQuery>;

export const paycheckDeductionsQuery = {
  filters: { contractor_id: { kind: 'uuid' }, name: { kind: 'text', max: 100 } },
  sorts: ['name', 'amount_cents', 'created_at'],
  defaultSort: 'name',
} as const satisfies ListQueryDescriptor;

export type PaycheckDeductionSearch = ListSearch<typeof paycheckDeductionsQuery>;

export const payrollSettingsQuery = {
  filters: { partner_id: { kind: 'uuid' } },
  sorts: ['partner_name', 'frequency'],
  defaultSort: 'partner_name',
} as const satisfies ListQueryDescriptor;
