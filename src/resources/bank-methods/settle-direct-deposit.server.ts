import type { FastifyRequest } from 'fastify';
import type { BankMethod } from './contract';
import type { User } from '../../domain/contracts/user';
import type { BankMethodKind } from './policy';
import type { Deps } from '../../server/deps';
import { withEvents } from '../../server/events/store';
import { originOf, requestOrigin } from '../../server/kit/workflow/origin';
import { completeStep } from '../../server/onboarding/complete-step';

/**
 * The direct deposit onboarding step is done once the contractor has a default account to be paid
 * into; removing it later does not undo the step (steps are completed once).
 */
export async function settleDirectDeposit(
  deps: Deps,
  req: FastifyRequest,
  page: BankMethodKind,
  user: User,
  method: BankMethod,
) {
  if (page !== 'direct_deposit' || !method.is_default) return;
  const origin = originOf(user, requestOrigin(req, deps));
  await withEvents(deps.db, (tx) =>
    completeStep(tx, user.id, 'direct_deposit', { origin, deliverTo: deps.subscribers }),
  );
}
