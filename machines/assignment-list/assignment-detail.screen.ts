import { assign, fromPromise, setup } from 'xstate';
import type { Assignment } from '../../src/domain/contracts/assignments';
import { messageOf } from '../../src/domain/errors/extract-message';

export interface AssignmentDetailContext {
  id: string;
  assignment: Assignment | null;
  error: string | null;
}

/** /assignments/{id}: load one assignment in the caller's scope, show it, retry on failure. */
export const assignmentDetailScreen = setup({
  types: { context: {} as AssignmentDetailContext, events: {} as { type: 'assignment.retry' }, input: {} as { id: string } },
  actors: {
    loadAssignment: fromPromise<Assignment, { id: string }>(async () => {
      throw new Error('loadAssignment is provided by the browser');
    }),
  },
}).createMachine({
  id: 'assignmentDetail',
  context: ({ input }) => ({ id: input.id, assignment: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadAssignment',
        src: 'loadAssignment',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'loaded', actions: assign({ assignment: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          description: 'Another tenant’s assignment answers 404 like a missing one.',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    loaded: {},
    failed: { on: { 'assignment.retry': 'loading' } },
  },
});
