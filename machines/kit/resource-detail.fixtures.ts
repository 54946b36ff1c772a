import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import type { ActionMeta } from '../../src/domain/workflow/action-meta';
import type { DetailLoad, resourceDetailScreen } from './resource-detail.screen';

/** An action anyone may take, for the detail chart's model tests (the chart's and the page's). */
export const detailActionMeta = (label: string, extra: Partial<ActionMeta> = {}): ActionMeta => ({
  label,
  tone: 'primary',
  who: 'deciders',
  may: () => true,
  ...extra,
});

export const DETAIL_REFUSAL = Object.assign(new Error('Approve is not allowed now'), {
  reasons: ['Already approved by someone else'],
});

/** Every event the detail chart's generated paths send: the user's, and each invoked actor's outcomes. */
export const detailModelEvents = (
  loaded: DetailLoad,
): Array<EventObject & Record<string, unknown>> => [
  { type: 'detail.act', action: 'approve' },
  { type: 'detail.act', action: 'reject' },
  { type: 'detail.act', action: 'delete' },
  { type: 'detail.act', action: 'paid' },
  { type: 'detail.text', value: '  ' },
  { type: 'detail.text', value: 'Hours do not match' },
  { type: 'detail.step', step: 'emailApprovalLink' },
  { type: 'xstate.done.actor.loadDetail', output: loaded },
  { type: 'xstate.error.actor.loadDetail', error: new Error('Not Found') },
  { type: 'xstate.done.actor.performAction', output: undefined },
  { type: 'xstate.error.actor.performAction', error: DETAIL_REFUSAL },
  { type: 'xstate.done.actor.runStep', output: 'Approval link emailed to client@globex.test.' },
  { type: 'xstate.error.actor.runStep', error: DETAIL_REFUSAL },
];

/** What tells two detail-chart states apart for the generated paths. */
export const serializeDetail = (s: AnyMachineSnapshot) => {
  const c = s.context as SnapshotFrom<typeof resourceDetailScreen>['context'];
  return {
    value: s.value,
    pending: c.pending,
    hasText: c.text.trim().length > 0,
    failure: c.failure !== null,
    done: c.done,
    loaded: c.data !== null,
  };
};
