import { setup } from 'xstate';
import { chartGuards } from '../kit/rules';
import type { DistributionEvent } from './distribution.events';
import { distributionRules as r, type DistributionFacts } from './distribution.rules';

/**
 * A sales partner's commission on one paid invoice (spec `/distributions`): written pending when the
 * invoice is paid, then paid out. States equal the `status` column.
 */
export const distributionWorkflow = setup({
  types: {
    context: {} as DistributionFacts,
    events: {} as DistributionEvent,
    input: {} as DistributionFacts,
  },
  guards: chartGuards(r),
}).createMachine({
  id: 'distribution',
  description:
    'A commission on a paid invoice’s margin: owed to the referring sales partner, then paid out.',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: {
      description: 'The invoice is paid; the commission is owed to the sales partner.',
      on: {
        'distribution.markPaid': {
          target: 'paid',
          guard: 'canMarkDistributionPaid',
          description: r.canMarkDistributionPaid.description,
        },
      },
    },
    paid: {
      type: 'final',
      description: 'Paid out to the sales partner: nothing more happens to it.',
    },
  },
});
