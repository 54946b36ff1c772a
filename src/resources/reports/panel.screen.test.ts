import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { ReportRun } from './contract';
import { REPORT_POLL_MS, reportRunPanelScreen, type ReportPanelData } from './panel.screen';

const at = (status: ReportRun['status'], done: number): ReportPanelData => ({
  run: { status, rows_done: done, rows_total: 2 } as ReportRun,
  results: null,
});

describe('report run panel screen', () => {
  it('polls while PENDING or PROCESSING and stops once FINISHED', async () => {
    vi.useFakeTimers();
    const answers = [at('PENDING', 0), at('PROCESSING', 1), at('FINISHED', 2)];
    const loads = vi.fn(async () => answers.shift() ?? at('FINISHED', 2));
    const actor = createActor(
      reportRunPanelScreen.provide({ actors: { loadPanel: fromPromise(loads) } }),
      {
        input: { id: 'r1' },
      },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('shown'));
    expect(actor.getSnapshot().context.data?.run.status).toBe('PENDING');
    await vi.advanceTimersByTimeAsync(REPORT_POLL_MS);
    expect(actor.getSnapshot().context.data?.run.status).toBe('PROCESSING');
    await vi.advanceTimersByTimeAsync(REPORT_POLL_MS);
    expect(actor.getSnapshot().context.data?.run.status).toBe('FINISHED');
    await vi.advanceTimersByTimeAsync(5 * REPORT_POLL_MS);
    expect(loads).toHaveBeenCalledTimes(3);
    // Refresh asks again (new signed links).
    actor.send({ type: 'panel.refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(loads).toHaveBeenCalledTimes(4);
    vi.useRealTimers();
  });

  it('a failed load offers Try again, which loads again', async () => {
    let fail = true;
    const actor = createActor(
      reportRunPanelScreen.provide({
        actors: {
          loadPanel: fromPromise(async () => {
            if (fail) throw new Error('Network down');
            return at('FAILED', 0);
          }),
        },
      }),
      { input: { id: 'r1' } },
    ).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('Network down');
    fail = false;
    actor.send({ type: 'panel.retry' });
    expect((await waitFor(actor, (s) => s.matches('shown'))).context.data?.run.status).toBe(
      'FAILED',
    );
  });
});
