import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Dashboard } from '../../src/domain/contracts/dashboard';
import { dashboardScreen } from './dashboard.screen';

const todo = {
  key: 'approvals',
  label: 'Approvals waiting',
  count: 3,
  href: '/approvals',
  amount_cents: null,
  amount_label: null,
  due_date: null,
  due_label: null,
  overdue: false,
};
const busy: Dashboard = { todos: [todo], money: [], charts: [], figures: [] };
const idle: Dashboard = { ...busy, todos: [] };

const start = (load: () => Promise<Dashboard>) =>
  createActor(dashboardScreen.provide({ actors: { loadDashboard: fromPromise(load) } })).start();

describe('dashboard screen', () => {
  it('starts loading, then shows the to-dos', async () => {
    const actor = start(async () => busy);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(done.value).toBe('loaded');
    expect(done.context.dashboard).toEqual(busy);
  });

  it('says all is done when nothing waits', async () => {
    const done = await waitFor(
      start(async () => idle),
      (s) => !s.hasTag('busy'),
    );
    expect(done.value).toBe('allDone');
  });

  it('shows the error and loads again on retry', async () => {
    let calls = 0;
    const actor = start(async () => {
      calls += 1;
      if (calls === 1) throw new Error('Not signed in');
      return busy;
    });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('Not signed in');
    expect(failed.can({ type: 'dashboard.retry' })).toBe(true);
    actor.send({ type: 'dashboard.retry' });
    expect((await waitFor(actor, (s) => s.matches('loaded'))).context).toEqual({
      dashboard: busy,
      error: null,
    });
  });
});
