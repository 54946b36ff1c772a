import { assign, emit, fromPromise, setup } from 'xstate';
import { messageOf } from '../../src/domain/errors/extract-message';
import type { ActionMeta } from '../../src/domain/workflow/action-meta';
import type { ActionTexts } from './workflow';

/** One row of a bulk preview or apply: whether the single action would succeed (or did), and why not. */
export interface BulkRowOutcome {
  id: string;
  ok: boolean;
  /** 200, or what the single action answers (403, 404, 409). */
  code: number;
  status: string | null;
  reasons: string[];
}

export interface BulkOutcome {
  data: BulkRowOutcome[];
  succeeded: number;
  failed: number;
}

export type BulkRequest = { action: string; ids: string[] } & ActionTexts;

export interface BulkContext {
  /** Each action's metadata: which ones ask a reason or evidence first. */
  meta: Readonly<Record<string, ActionMeta>>;
  /** The actions this user is offered, in the order the menu lists them. */
  offered: readonly string[];
  /** The action the menu shows picked, which Preview… then chooses. */
  picked: string;
  action: string | null;
  ids: string[];
  /** How each chosen row reads in the dialog, kept after the list reloads. */
  labels: Record<string, string>;
  text: string;
  preview: BulkOutcome | null;
  outcome: BulkOutcome | null;
  error: string | null;
}

export type BulkEvent =
  | { type: 'bulk.pick'; action: string }
  | { type: 'bulk.choose'; ids: string[]; labels: Record<string, string> }
  | { type: 'bulk.text'; value: string }
  | { type: 'bulk.preview' }
  | { type: 'bulk.apply' }
  | { type: 'bulk.retry' }
  | { type: 'bulk.close' };

/** The text the chosen action needs for every row alike, if any. */
export const bulkNeeds = (context: Pick<BulkContext, 'meta' | 'action'>) =>
  context.action ? (context.meta[context.action]?.needs ?? null) : null;

const requestOf = (context: BulkContext): BulkRequest => {
  const needs = bulkNeeds(context);
  return {
    action: context.action ?? '',
    ids: context.ids,
    ...(needs ? { [needs]: context.text.trim() } : {}),
  };
};

/**
 * Any resource's bulk actions on selected rows: nothing is applied before the server's preview has
 * shown, per row, which would succeed and why the others would not; Apply then acts on each row
 * independently, so a partial failure is reported row by row.
 */
export const bulkScreen = setup({
  types: {
    context: {} as BulkContext,
    events: {} as BulkEvent,
    /** `actions`: those offered to this user (all of `meta` unless said). */
    input: {} as { meta: Readonly<Record<string, ActionMeta>>; actions?: readonly string[] },
    /** Rows changed: the list reloads. */
    emitted: {} as { type: 'bulk.applied' },
  },
  actors: {
    previewBulk: fromPromise<BulkOutcome, BulkRequest>(async () => {
      throw new Error('previewBulk is provided by the browser');
    }),
    applyBulk: fromPromise<BulkOutcome, BulkRequest>(async () => {
      throw new Error('applyBulk is provided by the browser');
    }),
  },
  guards: {
    offered: ({ context, event }) =>
      event.type === 'bulk.pick' && context.offered.includes(event.action),
    needsText: ({ context }) => Boolean(context.meta[context.picked]?.needs),
    hasText: ({ context }) => context.text.trim().length > 0,
    anyWouldSucceed: ({ context }) => (context.preview?.succeeded ?? 0) > 0,
  },
  actions: {
    choose: assign(({ context, event }) =>
      event.type === 'bulk.choose'
        ? {
            action: context.picked,
            ids: event.ids,
            labels: event.labels,
            text: '',
            preview: null,
            outcome: null,
            error: null,
          }
        : {},
    ),
    notifyApplied: emit({ type: 'bulk.applied' as const }),
  },
}).createMachine({
  id: 'bulk',
  initial: 'idle',
  context: ({ input }) => {
    const offered = input.actions ?? Object.keys(input.meta);
    return {
      meta: input.meta,
      offered,
      picked: offered[0] ?? '',
      action: null,
      ids: [],
      labels: {},
      text: '',
      preview: null,
      outcome: null,
      error: null,
    };
  },
  states: {
    idle: {
      on: {
        'bulk.pick': {
          guard: 'offered',
          actions: assign({
            picked: ({ event }) => event.action,
          }),
        },
        'bulk.choose': [
          { guard: 'needsText', target: 'describing', actions: 'choose' },
          { target: 'previewing', actions: 'choose' },
        ],
      },
    },
    describing: {
      tags: ['dialog'],
      description:
        'The reason or evidence is asked first, since the preview judges each row with it.',
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
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    previewed: {
      tags: ['dialog'],
      on: {
        'bulk.apply': {
          guard: 'anyWouldSucceed',
          target: 'applying',
          description: 'Apply only when at least one row would succeed.',
        },
        'bulk.close': 'idle',
      },
    },
    applying: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'applyBulk',
        src: 'applyBulk',
        input: ({ context }) => requestOf(context),
        onDone: {
          target: 'applied',
          actions: [assign({ outcome: ({ event }) => event.output }), 'notifyApplied'],
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    applied: { tags: ['dialog'], on: { 'bulk.close': 'idle' } },
    failed: {
      tags: ['dialog'],
      on: { 'bulk.retry': 'previewing', 'bulk.close': 'idle' },
    },
  },
});
