import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { DashboardFigure } from '../../src/domain/contracts/shell';
import { dashboardScreen } from './dashboard.screen';

const figure: DashboardFigure = { key: 'clients', label: 'Clients', kind: 'count', value: 3, href: '/clients' };

describe('dashboard screen', () => {
  it('starts loading, then shows the figures', async () => {
    const actor = createActor(dashboardScreen.provide({ actors: { loadDashboard: fromPromise(async () => [figure]) } })).start();
    expect(actor.getSnapshot().value).toBe('loading');
    const done = await waitFor(actor, (s) => s.matches('loaded'));
    expect(done.context.figures).toEqual([figure]);
  });

  it('shows the error and loads again on retry', async () => {
    let calls = 0;
    const actor = createActor(
      dashboardScreen.provide({
        actors: {
          loadDashboard: fromPromise(async () => {
            calls += 1;
            if (calls === 1) throw new Error('Not signed in');
            return [figure];
          }),
        },
      }),
    ).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('Not signed in');
    expect(failed.can({ type: 'dashboard.retry' })).toBe(true);
    actor.send({ type: 'dashboard.retry' });
    expect((await waitFor(actor, (s) => s.matches('loaded'))).context).toEqual({ figures: [figure], error: null });
  });
});
