import { PtoAccrual } from '../contracts/pto-accruals';
import { defineResource } from './define';
import { ptoAccrualsQuery } from './pto-accruals-query';

/** /pto_accruals: every pay period's accrual of every worker under every rule, the rows balances sum. */
export const ptoAccrualsResource = defineResource({
  name: 'pto_accruals',
  apiPath: '/pto_accruals',
  specPaths: ['/pto_accruals'],
  labels: { singular: 'PTO accrual', plural: 'PTO accruals' },
  item: PtoAccrual,
  query: ptoAccrualsQuery,
  csv: [
    { header: 'id', value: (a) => a.id },
    { header: 'contractor', value: (a) => a.contractor_name },
    { header: 'rule', value: (a) => a.rule_name },
    { header: 'period_start', value: (a) => a.period_start },
    { header: 'period_end', value: (a) => a.period_end },
    // Hundredths of an hour, as in the API.
    { header: 'worked_hundredths', value: (a) => a.worked_hundredths },
    { header: 'accrued_hundredths', value: (a) => a.accrued_hundredths },
    { header: 'forfeited_hundredths', value: (a) => a.forfeited_hundredths },
  ],
  actions: {},
});
