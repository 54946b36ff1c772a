import { expect } from 'vitest';
import { createActor } from 'xstate';
import { describeModel } from '../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../tests/model/deferred-actors';
import { assignment } from '../timesheet-entry/entry.fixtures';
import { assignmentListScreen, type AssignmentQuery } from './assignment-list.screen';

interface ListSut {
  actor: ReturnType<typeof createActor<typeof assignmentListScreen>>;
  settle: Settle;
  calls: AssignmentQuery[];
}

const query: AssignmentQuery = { page: 2, per_page: 1, sort: 'start_date', client_id: assignment.client_id };
const page = { data: [assignment], meta: { page: 2, per_page: 1, total: 3 } };
const none = { data: [], meta: { page: 2, per_page: 1, total: 0 } };

describeModel<ListSut>('assignment list screen', assignmentListScreen, {
  input: query,
  events: [
    { type: 'xstate.done.actor.loadAssignments', output: page },
    { type: 'xstate.done.actor.loadAssignments', output: none },
    { type: 'xstate.error.actor.loadAssignments', error: new Error('Not signed in') },
  ],
  serialize: (s) => ({ value: s.value, total: s.context.list?.meta.total ?? null, error: s.context.error }),
  createSut: () => {
    const { actors, settle } = deferredActors(['loadAssignments'] as const);
    const calls: AssignmentQuery[] = [];
    const chart = assignmentListScreen.provide({ actors }) as typeof assignmentListScreen;
    const actor = createActor(chart, { input: query });
    actor.subscribe((s) => {
      if (s.matches('loading')) calls.push(s.context.query);
    });
    return { actor: actor.start(), settle, calls };
  },
  dispose: (sut) => {
    sut.actor.stop();
  },
  initial: (sut) => expect(sut.actor.getSnapshot().value).toBe('loading'),
  states: {
    loading: (sut) => {
      expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(sut.calls.at(-1)).toEqual(query);
    },
    loaded: (sut) => expect(sut.actor.getSnapshot().context.list).toEqual(page),
    empty: (sut) => expect(sut.actor.getSnapshot().context.list?.data).toEqual([]),
    failed: (sut) => {
      expect(sut.actor.getSnapshot().context.error).toBe('Not signed in');
      expect(sut.actor.getSnapshot().can({ type: 'assignments.retry' })).toBe(true);
    },
  },
  drivers: {
    ...outcomeDrivers(['loadAssignments']),
    'assignments.retry': (sut, e) => sut.actor.send(e as never),
  },
});
