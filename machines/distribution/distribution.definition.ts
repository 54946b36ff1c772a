import type { Distribution } from '../../src/domain/contracts/distributions';
import {
  distributionActionMeta,
  type DistributionAction,
} from '../../src/domain/policy/distributions';
import { ruleFailures } from '../kit/rules';
import { defineWorkflow, type WorkflowSubject } from '../kit/workflow';
import { distributionEventForAction, type DistributionEvent } from './distribution.events';
import { distributionRules, type DistributionFacts } from './distribution.rules';
import { distributionWorkflow } from './distribution.workflow';

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
