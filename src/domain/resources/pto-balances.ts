import { PtoBalance } from '../contracts/pto';
import { defineResource } from './define';
import { ptoBalancesQuery } from './pto-balances-query';

/** "PTO" (spec: pto_rules_accruals): each worker's balance under each rule, computed per pay period. */
export const ptoBalancesResource = defineResource({
  name: 'pto_rules_accruals',
  apiPath: '/pto_rules_accruals',
  specPaths: ['/pto_rules_accruals'],
  labels: { singular: 'PTO balance', plural: 'PTO balances' },
  item: PtoBalance,
  query: ptoBalancesQuery,
  csv: [
    { header: 'id', value: (b) => b.id },
    { header: 'contractor', value: (b) => b.contractor_name },
    { header: 'rule', value: (b) => b.rule_name },
    // Hundredths of an hour, as in the API.
    { header: 'accrued_hundredths', value: (b) => b.accrued_hundredths },
    { header: 'forfeited_hundredths', value: (b) => b.forfeited_hundredths },
    { header: 'used_hundredths', value: (b) => b.used_hundredths },
    { header: 'requested_hundredths', value: (b) => b.requested_hundredths },
    { header: 'available_hundredths', value: (b) => b.available_hundredths },
    { header: 'through', value: (b) => b.through },
  ],
  actions: {},
});
