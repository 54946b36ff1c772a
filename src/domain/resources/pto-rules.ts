import { PtoRule } from '../contracts/pto';
import { defineResource } from './define';
import { ptoRulesQuery } from './pto-rules-query';

export const ptoRulesResource = defineResource({
  name: 'pto_rules',
  apiPath: '/pto_rules',
  specPaths: ['/pto_rules/{id?}'],
  labels: { singular: 'PTO rule', plural: 'PTO rules' },
  item: PtoRule,
  query: ptoRulesQuery,
  csv: [
    { header: 'id', value: (r) => r.id },
    { header: 'name', value: (r) => r.name },
    { header: 'partner', value: (r) => r.partner_name },
    { header: 'accrual_method', value: (r) => r.accrual_method },
    // Hundredths of an hour, as in the API: a spreadsheet reads them exactly.
    { header: 'earned_hundredths', value: (r) => r.earned_hundredths },
    { header: 'per_hours_worked', value: (r) => r.per_hours_worked },
    { header: 'annual_cap_hundredths', value: (r) => r.annual_cap_hundredths },
    { header: 'carry_over_cap_hundredths', value: (r) => r.carry_over_cap_hundredths },
    { header: 'waiting_period_days', value: (r) => r.waiting_period_days },
    { header: 'applies_to', value: (r) => r.applies_to },
  ],
  actions: {},
});
