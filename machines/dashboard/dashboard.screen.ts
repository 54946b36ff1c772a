import { assign, fromPromise, setup } from 'xstate';
import type { Dashboard } from '../../src/domain/contracts/dashboard';
import { messageOf } from '../../src/domain/errors/extract-message';

export interface DashboardContext {
  dashboard: Dashboard;
  error: string | null;
}

const EMPTY: Dashboard = { todos: [], money: [], charts: [], figures: [] };

/**
 * The dashboard screen: load the caller's to-dos, money, charts and counts; say when nothing waits;
 * offer a retry when loading fails.
 */
export const dashboardScreen = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as { type: 'dashboard.retry' },
  },
  actors: {
    loadDashboard: fromPromise<Dashboard>(async () => {
      throw new Error('loadDashboard is provided by the browser');
    }),
  },
  guards: {
    nothingToDo: ({ event }) =>
      (event as unknown as { output: Dashboard }).output.todos.length === 0,
  },
}).createMachine({
  id: 'dashboardScreen',
  initial: 'loading',
  context: { dashboard: EMPTY, error: null },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        onDone: [
          {
            guard: 'nothingToDo',
            target: 'allDone',
            actions: assign({ dashboard: ({ event }) => event.output, error: null }),
          },
          {
            target: 'loaded',
            actions: assign({ dashboard: ({ event }) => event.output, error: null }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    loaded: { description: 'Figures are a snapshot; a reload of the page fetches them again.' },
    allDone: {
      description:
        'Nothing waits for the user: the to-do list says so; money, charts and counts still show.',
    },
    failed: { on: { 'dashboard.retry': 'loading' } },
  },
});
