import { companyTaxTypes } from '../../domain/payroll-config/vocabulary';
import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the contract so the list's route parses its URL without loading zod. */
export const companyTaxesQuery = {
  filters: {
    jurisdiction: { kind: 'text', max: 2 },
    tax_type: { kind: 'enumList', values: companyTaxTypes },
    partner_id: { kind: 'uuid' },
    effective_date: { kind: 'dateRange' },
  },
  sorts: ['jurisdiction', 'tax_type', 'effective_date', 'rate_bps'],
  defaultSort: 'jurisdiction',
} as const satisfies ListQueryDescriptor;

export type CompanyTaxQuery = ListQuery<typeof companyTaxesQuery>;
export type CompanyTaxSearch = ListSearch<typeof companyTaxesQuery>;
