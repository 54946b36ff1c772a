import { and, assign, fromPromise, setup } from 'xstate';
import type { User } from '../../src/domain/contracts/user';
import { canAuditWorkflows } from '../../src/domain/policy/statecharts';
import { pathOfPlural } from './workflow';
import { messageOf } from '../../src/domain/errors/extract-message';
import type { ActionMeta } from '../../src/domain/workflow/action-meta';
import {
  availability,
  type ActionAvailability,
  type ActionTexts,
  type ChartEvent,
  type WorkflowDefinition,
  type WorkflowSubject,
} from './workflow';

/** What a detail page loads: the record and, for a resource that keeps one, its history. */
export interface DetailLoad {
  item: unknown;
  history: readonly unknown[] | null;
}

/** A resource's workflow as the signed-in user meets it: each action's metadata, and what is open to them on a record. */
export interface DetailWorkflow {
  actions: Readonly<Record<string, ActionMeta>>;
  availableOn: (item: unknown) => ActionAvailability[];
  /** The record's audit page when this user may replay it (canAuditWorkflows): `/<plural>/{id}/audit`. */
  auditHref: ((id: string) => string) | null;
}

/** Every workflow record's audit page sits beside its page, as its replay beside its API path (`registerWorkflow` holds both to `plural`). */
export const auditHrefOf = (plural: string, id: string) => `/${pathOfPlural(plural)}/${id}/audit`;

/**
 * Asks the shared workflow definition, in the browser, what this user may do with a loaded record:
 * the same `availability` the server's `judge` answers with, so the buttons never wait for (or
 * trust) a list the server sends.
 */
export function detailWorkflow<Item, S, F, A extends string, E extends ChartEvent>(
  definition: WorkflowDefinition<S, F, A, E>,
  subjectOf: (item: Item) => WorkflowSubject<S, F>,
  user: User,
): DetailWorkflow {
  // The loader of the same resource produced the item, so it is an Item.
  return {
    actions: definition.actions,
    availableOn: (item) => availability(definition, subjectOf(item as Item), user),
    auditHref: canAuditWorkflows(user) ? (id) => auditHrefOf(definition.plural, id) : null,
  };
}

export type ActionRequest = { id: string; action: string } & ActionTexts;

/** A refused action (403/409) carries the server's reasons; other failures only a message. */
export interface ActionFailure {
  message: string;
  reasons: string[];
}

export interface ResourceDetailContext {
  id: string;
  workflow: DetailWorkflow | null;
  data: DetailLoad | null;
  /** Every action with whether it is open now, from the shared definition; empty without a workflow. */
  actions: ActionAvailability[];
  error: string | null;
  /** The action the user chose, while its dialog asks for text or confirmation and while it runs. */
  pending: string | null;
  text: string;
  failure: ActionFailure | null;
  /** What the last accepted action or step did, for the success note. */
  done: string | null;
}

export type ResourceDetailEvent =
  | { type: 'detail.retry' }
  | { type: 'detail.reload' }
  | { type: 'detail.act'; action: string }
  | { type: 'detail.text'; value: string }
  | { type: 'detail.confirm' }
  | { type: 'detail.cancel' }
  | { type: 'detail.dismiss' }
  | { type: 'detail.step'; step: string };

const failureOf = (error: unknown): ActionFailure => ({
  message: messageOf(error),
  reasons:
    error && typeof error === 'object' && 'reasons' in error && Array.isArray(error.reasons)
      ? (error.reasons as string[])
      : [],
});

const metaOf = (context: ResourceDetailContext, action: string | null): ActionMeta | undefined =>
  action === null ? undefined : context.workflow?.actions[action];

/** The request of the pending action: the text goes in the field its metadata names. */
const requestOf = (context: ResourceDetailContext): ActionRequest => {
  const needs = metaOf(context, context.pending)?.needs;
  return {
    id: context.id,
    action: context.pending ?? '',
    ...(needs ? { [needs]: context.text.trim() } : {}),
  };
};

/**
 * Any resource's detail page: load the record (and its history), retry a failed load, and, when
 * the resource has a workflow, offer the actions the shared definition opens to this user, each
 * through the dialog its metadata asks for. The server still judges every action; a refusal shows
 * its reasons and the page reloads, so the buttons follow the state that refused. Per-resource
 * steps that are not workflow actions (mailing a link) run as `detail.step`.
 */
export const resourceDetailScreen = setup({
  types: {
    context: {} as ResourceDetailContext,
    events: {} as ResourceDetailEvent,
    input: {} as { id: string; workflow: DetailWorkflow | null },
  },
  actors: {
    loadDetail: fromPromise<DetailLoad, { id: string }>(async () => {
      throw new Error('loadDetail is provided by the browser');
    }),
    performAction: fromPromise<void, ActionRequest>(async () => {
      throw new Error('performAction is provided by the browser');
    }),
    /** A resource's own step; resolves with the note to show. */
    runStep: fromPromise<string, { id: string; step: string }>(async () => {
      throw new Error('runStep is provided by the browser');
    }),
  },
  guards: {
    isOpen: ({ context, event }) =>
      event.type === 'detail.act' &&
      context.actions.some((a) => a.action === event.action && a.available),
    asksText: ({ context, event }) =>
      event.type === 'detail.act' && Boolean(metaOf(context, event.action)?.needs),
    asksConfirmation: ({ context, event }) =>
      event.type === 'detail.act' && Boolean(metaOf(context, event.action)?.confirm),
    hasText: ({ context }) => context.text.trim().length > 0,
    hasNotice: ({ context }) => context.failure !== null || context.done !== null,
  },
  actions: {
    choose: assign({
      pending: ({ event }) => (event.type === 'detail.act' ? event.action : null),
      text: '',
      failure: null,
      done: null,
    }),
    clearChoice: assign({ pending: null, text: '' }),
  },
}).createMachine({
  id: 'resourceDetail',
  initial: 'loading',
  context: ({ input }) => ({
    id: input.id,
    workflow: input.workflow,
    data: null,
    actions: [],
    error: null,
    pending: null,
    text: '',
    failure: null,
    done: null,
  }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'loaded',
          actions: assign({
            data: ({ event }) => event.output,
            actions: ({ context, event }) => context.workflow?.availableOn(event.output.item) ?? [],
            error: null,
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    failed: { on: { 'detail.retry': 'loading' } },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'detail.act': [
              {
                guard: and(['isOpen', 'asksText']),
                target: 'askingText',
                actions: 'choose',
                description:
                  'An action whose metadata needs a reason or evidence asks for it first.',
              },
              {
                guard: and(['isOpen', 'asksConfirmation']),
                target: 'confirming',
                actions: 'choose',
                description: 'Undoing a decision or deleting asks for confirmation.',
              },
              {
                guard: 'isOpen',
                target: 'acting',
                actions: 'choose',
                description: 'Only an action the shared workflow opens to this user now.',
              },
            ],
            'detail.dismiss': {
              guard: 'hasNotice',
              actions: assign({ failure: null, done: null }),
              description: 'Only a refusal or a done note on the page can be dismissed.',
            },
            'detail.step': {
              target: 'runningStep',
              actions: assign({ failure: null, done: null }),
            },
            'detail.reload': {
              target: '#resourceDetail.loading',
              description:
                'A part of the page changed the record (a receipt uploaded): load it again, so fields and actions follow.',
            },
          },
        },
        askingText: {
          tags: ['dialog'],
          on: {
            'detail.text': { actions: assign({ text: ({ event }) => event.value }) },
            'detail.confirm': { guard: 'hasText', target: 'acting' },
            'detail.cancel': { target: 'idle', actions: 'clearChoice' },
          },
        },
        confirming: {
          tags: ['dialog'],
          on: {
            'detail.confirm': 'acting',
            'detail.cancel': { target: 'idle', actions: 'clearChoice' },
          },
        },
        acting: {
          tags: ['busy'],
          invoke: {
            id: 'performAction',
            src: 'performAction',
            input: ({ context }) => requestOf(context),
            onDone: {
              target: '#resourceDetail.loading',
              description: 'Reload, so the fields, history and actions show the new state.',
              actions: assign({
                done: ({ context }) =>
                  `${metaOf(context, context.pending)?.label ?? context.pending}: done.`,
                pending: null,
                text: '',
              }),
            },
            onError: {
              target: '#resourceDetail.loading',
              description:
                'A refusal (403/409) shows the server reasons and reloads, so the buttons match the state that refused.',
              actions: assign({
                failure: ({ event }) => failureOf(event.error),
                pending: null,
                text: '',
              }),
            },
          },
        },
        runningStep: {
          tags: ['busy'],
          invoke: {
            id: 'runStep',
            src: 'runStep',
            input: ({ context, event }) => ({
              id: context.id,
              step: event.type === 'detail.step' ? event.step : '',
            }),
            onDone: {
              target: '#resourceDetail.loading',
              description:
                'Reload: a step may change the record (a deactivated user, a sent invitation).',
              actions: assign({ done: ({ event }) => event.output }),
            },
            onError: {
              target: 'idle',
              actions: assign({ failure: ({ event }) => failureOf(event.error) }),
            },
          },
        },
      },
    },
  },
});
