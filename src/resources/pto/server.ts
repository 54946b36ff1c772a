import type { FastifyPluginAsync } from 'fastify';
import { canKeepPtoRules, canSeeTimeOff } from './policy';
import { ptoBalancesResource, ptoRulesResource, ptoAccrualsResource } from './contract';
import { ptoRulesForm } from './form';
import type { Deps } from '../../server/deps';
import { registerForm } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { ptoBalancesServer } from './balances.server';
import { PTO_REFUSED, PTO_RULES_REFUSED } from './messages.server';
import { ptoRulesFormServer, ptoRulesServer } from './rules.server';
import { ptoAccrualsServer } from './accrual-list.server';

/**
 * What time off requests, the report of balances, the seed and the catch-up queue use: the balances'
 * queries, the accruals' recording and its catch-up task, and the refusal the requests share.
 */
export {
  availableOf,
  balanceDto,
  balanceRows,
  ptoBalancesServer,
  requestedHundredths,
  usedHundredths,
} from './balances.server';
export { recordAccruals } from './accruals.server';
export { ptoAccrualCatchUp } from './catch-up.server';
export { PTO_REFUSED } from './messages.server';

/** /v2/pto_rules (list, detail, CSV, the form's POST and PATCH), /v2/pto_rules_accruals (balances) and /v2/pto_accruals (each period's accruals). */
const ptoRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerResource(app, deps, ptoRulesResource, ptoRulesServer, {
    access: { allowed: canKeepPtoRules, message: PTO_RULES_REFUSED },
  });
  registerForm(app, deps, ptoRulesResource, ptoRulesForm, ptoRulesServer, ptoRulesFormServer);
  registerResource(app, deps, ptoBalancesResource, ptoBalancesServer, {
    access: { allowed: canSeeTimeOff, message: PTO_REFUSED },
  });
  registerResource(app, deps, ptoAccrualsResource, ptoAccrualsServer, {
    access: { allowed: canSeeTimeOff, message: PTO_REFUSED },
  });
};

export const ptoPart: ResourceServerPart = { routes: ptoRoutes };
