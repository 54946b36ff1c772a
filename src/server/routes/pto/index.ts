import type { FastifyPluginAsync } from 'fastify';
import { canKeepPtoRules, canSeeTimeOff } from '../../../domain/policy/pto';
import { ptoBalancesResource } from '../../../domain/resources/pto-balances';
import { ptoRulesResource } from '../../../domain/resources/pto-rules';
import { ptoRulesForm } from '../../../domain/resources/pto-rules-form';
import type { Deps } from '../../deps';
import { registerForm } from '../../kit/form';
import { registerResource } from '../../kit/register';
import { ptoBalancesServer } from './balances';
import { PTO_REFUSED, PTO_RULES_REFUSED } from './messages';
import { ptoRulesFormServer, ptoRulesServer } from './rules';
import { ptoAccrualsServer } from './accrual-list';
import { ptoAccrualsResource } from '../../../domain/resources/pto-accruals';

/** /v2/pto_rules (list, detail, CSV, the form's POST and PATCH), /v2/pto_rules_accruals (balances) and /v2/pto_accruals (each period's accruals). */
export const ptoRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
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
