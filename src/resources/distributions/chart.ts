import { setup } from 'xstate';
import { z } from 'zod';
import { ruleFailures, capabilityCheck, chartGuards, type Check, type GuardRule } from '../../../machines/kit/rules';
import { defineWorkflow, type WorkflowSubject } from '../../../machines/kit/workflow';
import { User } from '../../domain/contracts/user';
import { distributionActionMeta, type Distribution, type DistributionAction } from './contract';

/** The acting user travels in every event; the server overwrites it from the session. */
export const DistributionEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('distribution.markPaid'), user: User }),
  /** Commissions only, no API action: the invoice is no longer paid before this was paid out. */
  z.object({ type: z.literal('distribution.reverse'), user: User }),
]);
export type DistributionEvent = z.infer<typeof DistributionEvent>;
export type DistributionEventType = DistributionEvent['type'];

/** API action names (`/actions/{action}`) to chart events. */
export const distributionEventForAction: Record<DistributionAction, DistributionEventType> = {
  mark_paid: 'distribution.markPaid',
};

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
const r = distributionRules;

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

export interface DistributionStored {
  status: 'pending' | 'paid' | 'reversed';
}

export type DistributionSubject = WorkflowSubject<DistributionStored, DistributionFacts>;

/** The distribution lifecycle as the workflow kit reads it: one definition for the browser and the server. */
export const distributionDefinition = defineWorkflow<
  DistributionStored,
  DistributionFacts,
  DistributionAction,
  DistributionEvent
>({
  name: 'distribution',
  plural: 'distributions',
  chart: distributionWorkflow,
  actions: distributionActionMeta,
  eventFor: (action, user) => ({ type: distributionEventForAction[action], user }),
  stateValue: (s) => s.status,
  storedOf: (snapshot) => ({ status: snapshot.value as DistributionStored['status'] }),
  stateLabel: (s) => s.status,
  guardFailures: (guard, facts, event) => ruleFailures(distributionRules, guard, facts, event),
});

/** What the chart reads of a distribution as the API sends it. */
export const subjectOfDistribution = (
  d: Pick<Distribution, 'status' | 'amount_cents' | 'invoice_paid'>,
): DistributionSubject => ({
  stored: { status: d.status },
  facts: { amountCents: d.amount_cents, invoicePaid: d.invoice_paid },
});
