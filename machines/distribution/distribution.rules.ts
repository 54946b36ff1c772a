import { distributionActionMeta } from '../../src/domain/policy/distributions';
import { capabilityCheck, type Check, type GuardRule } from '../kit/rules';
import type { DistributionEvent } from './distribution.events';

/** What the guards read of a stored distribution beyond its status. */
export interface DistributionFacts {
  amountCents: number;
}

const owesSomething: Check<DistributionFacts, DistributionEvent> = (f) =>
  f.amountCents > 0 ? null : 'Nothing is owed on this distribution.';

export const distributionRules = {
  canMarkDistributionPaid: {
    description: 'Admins mark a commission paid once it has been paid out to the sales partner.',
    checks: [
      capabilityCheck<DistributionFacts, DistributionEvent>(distributionActionMeta.mark_paid),
      owesSomething,
    ],
  },
} satisfies Record<string, GuardRule<DistributionFacts, DistributionEvent>>;
