import { formContract } from '../../../tests/kit/form-contract';
import { resourceContract, seedPerPartner } from '../../../tests/kit/resource-contract';
import { ptoAccrualsResource, ptoBalancesResource, ptoRulesResource } from './contract';
import { ptoRulesForm } from './form';
import { ptoRules } from '../../server/db/schema';
import { ptoRuleRow, selfcoBalances } from './selfco-pto.fixture';

// Recruiters never open PTO (canKeepPtoRules, canSeeTimeOff): the sourcer case is a refusal.
resourceContract(ptoRulesResource, { sourcer: null, seed: seedPerPartner(ptoRuleRow, ptoRules) });
resourceContract(ptoBalancesResource, { sourcer: null, seed: selfcoBalances });
resourceContract(ptoAccrualsResource, { sourcer: null, seed: selfcoBalances });
formContract(ptoRulesResource, ptoRulesForm, {
  valid: {
    name: 'Holiday',
    accrual_method: 'per_hour_worked',
    earned_hundredths: 100,
    per_hours_worked: 30,
    waiting_period_days: 90,
    applies_to: 'employee_jobs',
  },
  refused: 'recruiter@acme.test',
});
