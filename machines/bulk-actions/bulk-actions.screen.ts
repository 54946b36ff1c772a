import { assign, fromPromise, setup } from 'xstate';
import type { BulkRequest, BulkResult } from '../../src/domain/contracts/timesheets';
import type { TimesheetAction } from '../../src/domain/policy/timesheet-decisions';
import { messageOf } from '../../src/domain/errors/extract-message';

export interface BulkActionsContext {
  action: TimesheetAction | null;
  ids: string[];
  /** How each chosen row reads in the dialog (date and contractor), kept after the list reloads. */
  labels: Record<string, string>;
  text: string;
  preview: BulkResult | null;
  outcome: BulkResult | null;
  error: string | null;
}

export type BulkActionsEvent =
  | { type: 'bulk.choose'; action: TimesheetAction; ids: string[]; labels: Record<string, string> }
  | { type: 'bulk.text'; value: string }
  | { type: 'bulk.preview' }
  | { type: 'bulk.apply' }
  | { type: 'bulk.retry' }
  | { type: 'bulk.close' };


/** Reject needs a reason and approve_with_evidence its evidence, for every row alike. */
const TEXT_FIELD: Partial<Record<TimesheetAction, 'reason' | 'evidence'>> = { reject: 'reason', approve_with_evidence: 'evidence' };
export const bulkTextField = (action: TimesheetAction | null) => (action ? (TEXT_FIELD[action] ?? null) : null);

const requestOf = (c: BulkActionsContext): BulkRequest => {
  const field = bulkTextField(c.action);
  return { action: c.action!, ids: c.ids, ...(field ? { [field]: c.text.trim() } : {}) };
};

/**
 * Bulk actions on selected timesheets: nothing is applied before a preview has shown, per row,
 * which would succeed and why the others would not; Apply then acts on each row independently.
 */
export const bulkActionsScreen = setup({
  types: { context: {} as BulkActionsContext, events: {} as BulkActionsEvent },
  actors: {
    previewBulk: fromPromise<BulkResult, BulkRequest>(async () => {
      throw new Error('previewBulk is provided by the browser');
    }),
    applyBulk: fromPromise<BulkResult, BulkRequest>(async () => {
      throw new Error('applyBulk is provided by the browser');
    }),
  },
  guards: {
    needsText: ({ event }) => event.type === 'bulk.choose' && bulkTextField(event.action) !== null,
    hasText: ({ context }) => context.text.trim().length > 0,
    anyWouldSucceed: ({ context }) => (context.preview?.succeeded ?? 0) > 0,
  },
  actions: {
    notifyApplied: () => {},
  },
}).createMachine({
  id: 'bulkActionsScreen',
  initial: 'idle',
  context: { action: null, ids: [], labels: {}, text: '', preview: null, outcome: null, error: null },
  states: {
    idle: {
      on: {
        'bulk.choose': [
          {
            guard: 'needsText',
            target: 'describing',
            actions: assign({ action: ({ event }) => event.action, ids: ({ event }) => event.ids, labels: ({ event }) => event.labels, text: '', preview: null, outcome: null, error: null }),
          },
          {
            target: 'previewing',
            actions: assign({ action: ({ event }) => event.action, ids: ({ event }) => event.ids, labels: ({ event }) => event.labels, text: '', preview: null, outcome: null, error: null }),
          },
        ],
      },
    },
    describing: {
      tags: ['dialog'],
      description: 'The reason or evidence is asked first, since the preview judges each row with it.',
      on: {
        'bulk.text': { actions: assign({ text: ({ event }) => event.value }) },
        'bulk.preview': { guard: 'hasText', target: 'previewing' },
        'bulk.close': 'idle',
      },
    },
    previewing: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'previewBulk',
        src: 'previewBulk',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'previewed', actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    previewed: {
      tags: ['dialog'],
      on: {
        'bulk.apply': { guard: 'anyWouldSucceed', target: 'applying', description: 'Apply only when at least one row would succeed.' },
        'bulk.close': 'idle',
      },
    },
    applying: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'applyBulk',
        src: 'applyBulk',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'applied', actions: [assign({ outcome: ({ event }) => event.output }), 'notifyApplied'] },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    applied: { tags: ['dialog'], on: { 'bulk.close': 'idle' } },
    failed: {
      tags: ['dialog'],
      on: { 'bulk.retry': 'previewing', 'bulk.close': 'idle' },
    },
  },
});
