import { assign, fromPromise, setup } from 'xstate';
import type { AssignmentList } from '../../src/domain/contracts/assignments';
import type { AssignmentQuery } from '../../src/domain/resources/assignments-query';
import { messageOf } from '../../src/domain/errors/extract-message';

/** The list query, as kept in the URL search params (described in src/domain/resources). */
export type { AssignmentQuery };

export interface AssignmentListContext {
  query: AssignmentQuery;
  list: AssignmentList | null;
  error: string | null;
}


/**
 * /assignments: one page of the caller's assignments for the query in the URL. A new query is a
 * new screen (the route keys it), so the chart only loads, shows, and retries.
 */
export const assignmentListScreen = setup({
  types: { context: {} as AssignmentListContext, events: {} as { type: 'assignments.retry' }, input: {} as AssignmentQuery },
  actors: {
    loadAssignments: fromPromise<AssignmentList, AssignmentQuery>(async () => {
      throw new Error('loadAssignments is provided by the browser');
    }),
  },
  guards: {
    isEmpty: ({ event }) => (event as unknown as { output: AssignmentList }).output.data.length === 0,
  },
}).createMachine({
  id: 'assignmentList',
  context: ({ input }) => ({ query: input, list: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadAssignments',
        src: 'loadAssignments',
        input: ({ context }) => context.query,
        onDone: [
          { guard: 'isEmpty', target: 'empty', actions: assign({ list: ({ event }) => event.output, error: null }) },
          { target: 'loaded', actions: assign({ list: ({ event }) => event.output, error: null }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loaded: {},
    empty: { description: 'Nothing in scope for these filters (or this page is past the end).' },
    failed: { on: { 'assignments.retry': 'loading' } },
  },
});
