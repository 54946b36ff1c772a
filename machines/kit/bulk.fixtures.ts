import type { ActionMeta } from '../../src/domain/workflow/action-meta';
import type { BulkOutcome } from './bulk.screen';
import { detailActionMeta as meta } from './resource-detail.fixtures';

/** For the bulk chart's model tests (the chart's and the rendered bar's): one row would succeed, one not. */
export const BULK_SOME: BulkOutcome = {
  data: [
    { id: 'a', ok: true, code: 200, status: 'signed', reasons: [] },
    {
      id: 'b',
      ok: false,
      code: 409,
      status: 'submitted',
      reasons: ['The client requires a signature before approval'],
    },
  ],
  succeeded: 1,
  failed: 1,
};
export const BULK_NONE: BulkOutcome = { data: [BULK_SOME.data[1]!], succeeded: 0, failed: 1 };
export const BULK_FAILED = 'Unknown Error, Please Contact Support';

/** Approve acts at once; Reject asks its reason first; Delete is not offered to this user. */
export const BULK_INPUT: { meta: Record<string, ActionMeta>; actions: string[] } = {
  meta: {
    approve: meta('Approve'),
    reject: meta('Reject', { needs: 'reason' }),
    delete: meta('Delete'),
  },
  actions: ['approve', 'reject'],
};

/** Every outcome of the preview and the apply a path may meet. */
export const bulkOutcomeEvents = [
  { type: 'xstate.done.actor.previewBulk', output: BULK_SOME },
  { type: 'xstate.done.actor.previewBulk', output: BULK_NONE },
  { type: 'xstate.error.actor.previewBulk', error: new Error(BULK_FAILED) },
  { type: 'xstate.done.actor.applyBulk', output: BULK_SOME },
  { type: 'xstate.error.actor.applyBulk', error: new Error(BULK_FAILED) },
];
