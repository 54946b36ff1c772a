import { distributionActionMeta } from '../../src/domain/policy/distributions';
import { capabilityCheck, type Check, type GuardRule } from '../kit/rules';
import type { DistributionEvent } from './distribution.events';

/** What the guards read of a stored distribution beyond its status. */
export interface DistributionFacts {
  /** Negative for a reversing entry: what the sales partner gives back. */
  amountCents: number;
  /** Whether its invoice is paid now. */
  invoicePaid: boolean;
}

type DistributionCheck = Check<DistributionFacts, DistributionEvent>;

const owesSomething: DistributionCheck = (f) =>
  f.amountCents !== 0 ? null : 'Nothing is owed on this distribution.';
const earned: DistributionCheck = (f) =>
  f.amountCents < 0 || f.invoicePaid
    ? null
    : 'Its invoice is no longer paid: the commission is reversed, not paid out.';
const invoiceUnpaid: DistributionCheck = (f) =>
  f.invoicePaid ? 'Its invoice is paid: the commission stands.' : null;

export const distributionRules = {
  canMarkDistributionPaid: {
    description:
      'Admins mark a commission paid once it has been paid out to the sales partner (a reversing entry once it is recovered); a commission only while its invoice is paid.',
    checks: [
      capabilityCheck<DistributionFacts, DistributionEvent>(distributionActionMeta.mark_paid),
      owesSomething,
      earned,
    ],
  },
  canReverseDistribution: {
    description:
      'When its invoice is no longer paid, a commission never paid out and its reversing entry cancel each other.',
    checks: [invoiceUnpaid],
  },
} satisfies Record<string, GuardRule<DistributionFacts, DistributionEvent>>;
