import { assign, fromPromise, setup } from 'xstate';
import type { HistoryEntry, TimesheetDetail } from '../../src/domain/contracts/timesheets';
import type { TimesheetAction } from '../../src/domain/policy/timesheet-decisions';
import { messageOf } from '../../src/domain/errors/extract-message';

/** What the page shows of one timesheet: the detail with its actions, and the history timeline. */
export interface DetailData {
  detail: TimesheetDetail;
  history: HistoryEntry[];
}

/** A refused action (403/409) carries the server's reasons; other failures only a message. */
export interface ActionFailure {
  message: string;
  reasons: string[];
}

export interface ActionRequest {
  id: string;
  action: TimesheetAction;
  reason?: string;
  evidence?: string;
}

export interface TimesheetDetailContext {
  id: string;
  data: DetailData | null;
  error: string | null;
  /** The action the user chose, while a dialog asks for its reason, evidence or confirmation. */
  pending: TimesheetAction | null;
  text: string;
  failure: ActionFailure | null;
  /** The label of the last accepted action, for the success note. */
  done: string | null;
}

export type TimesheetDetailEvent =
  | { type: 'detail.retry' }
  | { type: 'detail.act'; action: TimesheetAction }
  | { type: 'detail.text'; value: string }
  | { type: 'detail.confirm' }
  | { type: 'detail.cancel' }
  | { type: 'detail.dismiss' }
  | { type: 'detail.sendLink' };

const NEEDS_REASON: readonly TimesheetAction[] = ['reject'];
const NEEDS_EVIDENCE: readonly TimesheetAction[] = ['approve_with_evidence'];
const DESTRUCTIVE: readonly TimesheetAction[] = ['delete', 'unapprove', 'unsign', 'no_bill', 'unpaid'];

const failureOf = (error: unknown): ActionFailure =>
  error && typeof error === 'object' && 'reasons' in error && Array.isArray(error.reasons)
    ? { message: messageOf(error), reasons: error.reasons as string[] }
    : { message: messageOf(error), reasons: [] };

/**
 * The timesheet detail screen. The server decides which actions are available (it sends
 * `actions[].available` with reasons); the chart only decides which dialog an action needs
 * before it is sent, and shows the server's refusal when it comes back 403/409.
 */
export const timesheetDetailScreen = setup({
  types: {
    context: {} as TimesheetDetailContext,
    events: {} as TimesheetDetailEvent,
    input: {} as { id: string },
  },
  actors: {
    loadDetail: fromPromise<DetailData, { id: string }>(async () => {
      throw new Error('loadDetail is provided by the browser');
    }),
    performAction: fromPromise<DetailData, ActionRequest>(async () => {
      throw new Error('performAction is provided by the browser');
    }),
    /** Mails a signed approval link to the approver; resolves with the recipient's email. */
    sendApprovalLink: fromPromise<string, { id: string }>(async () => {
      throw new Error('sendApprovalLink is provided by the browser');
    }),
  },
  guards: {
    needsReason: ({ event }) => event.type === 'detail.act' && NEEDS_REASON.includes(event.action),
    needsEvidence: ({ event }) => event.type === 'detail.act' && NEEDS_EVIDENCE.includes(event.action),
    isDestructive: ({ event }) => event.type === 'detail.act' && DESTRUCTIVE.includes(event.action),
    hasText: ({ context }) => context.text.trim().length > 0,
  },
  actions: {
    choose: assign({ pending: ({ event }) => (event.type === 'detail.act' ? event.action : null), text: '', failure: null, done: null }),
    clearChoice: assign({ pending: null, text: '' }),
    /** The browser shows a toast naming the recipient (the link itself never reaches this page). */
    notifyLinkSent: (_, _params: { to: string }) => undefined,
  },
}).createMachine({
  id: 'timesheetDetailScreen',
  initial: 'loading',
  context: ({ input }) => ({ id: input.id, data: null, error: null, pending: null, text: '', failure: null, done: null }),
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
      },
    },
    failed: { on: { 'detail.retry': 'loading' } },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'detail.act': [
              { guard: 'needsReason', target: 'askingReason', actions: 'choose', description: 'Reject asks why: the contractor reads the reason.' },
              { guard: 'needsEvidence', target: 'askingEvidence', actions: 'choose', description: 'Approve with evidence records what proves the hours.' },
              { guard: 'isDestructive', target: 'confirming', actions: 'choose', description: 'Undoing a decision or deleting asks for confirmation.' },
              { target: 'acting', actions: 'choose' },
            ],
            'detail.dismiss': { actions: assign({ failure: null, done: null }) },
            'detail.sendLink': { target: 'sendingLink', actions: assign({ failure: null, done: null }) },
          },
        },
        sendingLink: {
          tags: ['busy'],
          invoke: {
            id: 'sendApprovalLink',
            src: 'sendApprovalLink',
            input: ({ context }) => ({ id: context.id }),
            onDone: { target: 'idle', actions: { type: 'notifyLinkSent', params: ({ event }) => ({ to: event.output }) } },
            onError: { target: 'idle', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
          },
        },
        askingReason: {
          tags: ['dialog'],
          on: {
            'detail.text': { actions: assign({ text: ({ event }) => event.value }) },
            'detail.confirm': { guard: 'hasText', target: 'acting' },
            'detail.cancel': { target: 'idle', actions: 'clearChoice' },
          },
        },
        askingEvidence: {
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
            input: ({ context }) => ({
              id: context.id,
              action: context.pending!,
              ...(context.pending === 'reject' ? { reason: context.text.trim() } : {}),
              ...(context.pending === 'approve_with_evidence' ? { evidence: context.text.trim() } : {}),
            }),
            onDone: {
              target: 'idle',
              actions: assign({
                data: ({ event }) => event.output,
                done: ({ context }) => context.data?.detail.actions.find((a) => a.action === context.pending)?.label ?? null,
                pending: null,
                text: '',
              }),
            },
            onError: {
              target: '#timesheetDetailScreen.loading',
              description: 'A refusal (403/409) shows the server reasons and reloads, so the buttons match the state that refused.',
              actions: assign({ failure: ({ event }) => failureOf(event.error), pending: null, text: '' }),
            },
          },
        },
      },
      on: { 'detail.retry': '#timesheetDetailScreen.loading' },
    },
  },
});
