import type { AdjustmentStatus } from '../../src/domain/adjustments/vocabulary';
import type { Adjustment } from '../../src/domain/contracts/adjustments';
import { adjustmentActionMeta, type AdjustmentAction } from '../../src/domain/policy/adjustments';
import { ruleFailures } from '../kit/rules';
import { defineWorkflow, type WorkflowSubject } from '../kit/workflow';
import { adjustmentEventForAction, type AdjustmentEvent } from './adjustment.events';
import { adjustmentRules, type AdjustmentFacts } from './adjustment.rules';
import { adjustmentWorkflow } from './adjustment.workflow';

/** The stored column that holds the chart's state. */
export interface AdjustmentStored {
  status: AdjustmentStatus;
}

export type AdjustmentSubject = WorkflowSubject<AdjustmentStored, AdjustmentFacts>;

/** The adjustment lifecycle as the workflow kit reads it: one definition for the browser and the server. */
export const adjustmentDefinition = defineWorkflow<AdjustmentStored, AdjustmentFacts, AdjustmentAction, AdjustmentEvent>({
  name: 'adjustment',
  plural: 'adjustments',
  chart: adjustmentWorkflow,
  actions: adjustmentActionMeta,
  eventFor: (action, user, texts) => ({ type: adjustmentEventForAction[action], user, reason: texts.reason }) as AdjustmentEvent,
  stateValue: (s) => s.status,
  storedOf: (snapshot) => ({ status: snapshot.value as AdjustmentStatus }),
  stateLabel: (s) => s.status,
  guardFailures: (guard, facts, event) => ruleFailures(adjustmentRules, guard, facts, event),
});

/** What the chart reads of an adjustment as the API sends it, so the browser can ask the chart itself. */
export const subjectOfAdjustment = (a: Pick<Adjustment, 'status' | 'direction' | 'on_invoice'>): AdjustmentSubject => ({
  stored: { status: a.status },
  facts: { direction: a.direction, on_invoice: a.on_invoice },
});
