import { setup } from 'xstate';
import { chartGuards } from '../kit/rules';
import type { DistributionEvent } from './distribution.events';
import { distributionRules as r, type DistributionFacts } from './distribution.rules';

/**
 * A sales partner's commission on one paid invoice (spec `/distributions`), or the entry reversing
 * one: written pending when the invoice is paid (or no longer is), then paid out (recovered), or
 * reversed against its pair when never paid out. States equal the `status` column.
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
    'A commission on a paid invoice’s margin: owed to the referring sales partner, then paid out; reversed when the invoice is no longer paid.',
  context: ({ input }) => input,
  initial: 'pending',
  states: {
    pending: {
      description:
        'The invoice is paid; the commission is owed to the sales partner (a reversing entry: owed back).',
      on: {
        'distribution.markPaid': {
          target: 'paid',
          guard: 'canMarkDistributionPaid',
          description: r.canMarkDistributionPaid.description,
        },
        'distribution.reverse': {
          target: 'reversed',
          guard: 'canReverseDistribution',
          description: r.canReverseDistribution.description,
        },
      },
    },
    paid: {
      type: 'final',
      description:
        'Paid out to the sales partner (a reversing entry: recovered); an invoice no longer paid is answered by a reversing entry.',
    },
    reversed: {
      type: 'final',
      description:
        'Cancelled against its pair before anything was paid out: the invoice is no longer paid.',
    },
  },
});
