import { assign, fromPromise, setup } from 'xstate';
import type { DashboardFigure } from '../../src/domain/contracts/shell';
import { messageOf } from '../../src/domain/errors/extract-message';

export interface DashboardContext {
  figures: DashboardFigure[];
  error: string | null;
}

/** The dashboard screen: load the caller's figures, show them, offer a retry when loading fails. */
export const dashboardScreen = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as { type: 'dashboard.retry' },
  },
  actors: {
    loadDashboard: fromPromise<DashboardFigure[]>(async () => {
      throw new Error('loadDashboard is provided by the browser');
    }),
  },
}).createMachine({
  id: 'dashboardScreen',
  initial: 'loading',
  context: { figures: [], error: null },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        onDone: { target: 'loaded', actions: assign({ figures: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    loaded: { description: 'Figures are a snapshot; a reload of the page fetches them again.' },
    failed: { on: { 'dashboard.retry': 'loading' } },
  },
});
