import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { PayrollRun } from './contract';
import { payrollRunPanelScreen, type RunPanelData } from './run-panel.screen';

const run = (status: PayrollRun['status'], done: number): RunPanelData => ({
  run: { status, paychecks_done: done, paychecks_total: 2 } as PayrollRun,
  preview: null,
  paychecks: [],
});

describe('payroll run panel screen', () => {
  it('polls while processing and stops once the run has ended', async () => {
    vi.useFakeTimers();
    const answers = [run('processing', 0), run('processing', 1), run('paid', 2)];
    const loads = vi.fn(async () => answers.shift() ?? run('paid', 2));
    const actor = createActor(
      payrollRunPanelScreen.provide({ actors: { loadPanel: fromPromise(loads) } }),
      { input: { id: 'r1' } },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('shown'));
    expect(actor.getSnapshot().context.data?.run.paychecks_done).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().context.data?.run.status).toBe('paid');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(loads).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });

  it('a failed load offers Try again and keeps what was shown', async () => {
    let fail = false;
    const actor = createActor(
      payrollRunPanelScreen.provide({
        actors: {
          loadPanel: fromPromise(async () => {
            if (fail) throw new Error('Network down');
            return run('pending', 0);
          }),
        },
      }),
      { input: { id: 'r1' } },
    ).start();
    await waitFor(actor, (s) => s.matches('shown'));
    fail = true;
    actor.send({ type: 'panel.retry' });
    expect(actor.getSnapshot().value).toBe('shown');
    const failing = createActor(
      payrollRunPanelScreen.provide({
        actors: { loadPanel: fromPromise(async () => Promise.reject(new Error('Network down'))) },
      }),
      { input: { id: 'r2' } },
    ).start();
    const failed = await waitFor(failing, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('Network down');
    fail = false;
    const again = createActor(
      payrollRunPanelScreen.provide({
        actors: { loadPanel: fromPromise(async () => run('pending', 0)) },
      }),
      { input: { id: 'r3' } },
    ).start();
    expect((await waitFor(again, (s) => s.matches('shown'))).context.data?.run.status).toBe(
      'pending',
    );
  });
});
