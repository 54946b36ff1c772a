import { accrualMethods } from '../pto/accrual';
import type { ListQuery, ListQueryDescriptor, ListSearch } from './list-query';

/** Kept apart from the definition so the /pto_rules route parses its URL without loading zod. */
export const ptoRulesQuery = {
  filters: {
    accrual_method: { kind: 'enum', values: accrualMethods },
    partner_id: { kind: 'uuid' },
    name: { kind: 'text', max: 100 },
  },
  sorts: ['name', 'created_at'],
  defaultSort: 'name',
} as const satisfies ListQueryDescriptor;

export type PtoRuleQuery = ListQuery<typeof ptoRulesQuery>;
export type PtoRuleSearch = ListSearch<typeof ptoRulesQuery>;
