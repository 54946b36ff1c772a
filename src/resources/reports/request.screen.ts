import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../../domain/errors/extract-message';
import type { ReportKey } from '../../domain/reports/keys';

export interface ReportRequest {
  report: ReportKey;
  params: Record<string, unknown>;
}

/** A refusal of the request, with the message of each field it names. */
export interface RequestRefusal {
  message: string;
  fields: Record<string, string>;
}

export interface ReportRequestContext {
  request: ReportRequest;
  error: RequestRefusal | null;
  /** The run made, once the server accepted it. */
  runId: string | null;
}

export type ReportRequestEvent =
  | { type: 'request.choose'; report: ReportKey; params: Record<string, unknown> }
  | { type: 'request.set'; name: string; value: unknown }
  | { type: 'request.submit' };

const refusalOf = (err: unknown): RequestRefusal =>
  typeof err === 'object' && err !== null && 'fields' in err
    ? (err as RequestRefusal)
    : { message: messageOf(err), fields: {} };

/**
 * "Run report": choose a report (its fields reset to their defaults), fill in its parameters, and
 * run it; the server checks them with the report's schema, and a refusal shows by each field.
 */
export const reportRequestScreen = setup({
  types: {
    context: {} as ReportRequestContext,
    input: {} as { request: ReportRequest },
    events: {} as ReportRequestEvent,
  },
  actors: {
    runReport: fromPromise<{ id: string }, ReportRequest>(async () => {
      throw new Error('runReport not provided');
    }),
  },
}).createMachine({
  id: 'reportRequest',
  description: 'The Run report form: a report, its parameters, and the run it makes.',
  context: ({ input }) => ({ request: input.request, error: null, runId: null }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editable'],
      description: 'Choosing a report and its parameters.',
      on: {
        'request.choose': {
          actions: assign({
            request: ({ event }) => ({ report: event.report, params: event.params }),
            error: null,
          }),
        },
        'request.set': {
          actions: assign({
            request: ({ context, event }) => ({
              ...context.request,
              params: { ...context.request.params, [event.name]: event.value },
            }),
          }),
        },
        'request.submit': 'submitting',
      },
    },
    submitting: {
      tags: ['busy'],
      description: 'Asking the server for the run.',
      invoke: {
        src: 'runReport',
        input: ({ context }) => context.request,
        onDone: { target: 'submitted', actions: assign({ runId: ({ event }) => event.output.id }) },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => refusalOf(event.error) }),
        },
      },
    },
    submitted: {
      type: 'final',
      description: 'The run is PENDING on the queue; the page opens it.',
    },
  },
});
