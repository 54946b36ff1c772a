import { afterEach, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { LIST_LIVE_MS, type ListPage } from '../../../machines/kit/resource-list.screen';
import { reportListLogic } from './pages';

afterEach(() => vi.useRealTimers());

const page = (status: string, rows_done: number): ListPage => {
  const run = { id: 'r1', status, rows_done, rows_total: 1000 };
  return { data: [run], meta: { page: 1, per_page: 50, total: 1 } };
};

it('reads the runs again while one is running, showing its progress, and stops once all are done', async () => {
  vi.useFakeTimers();
  const answers = [page('PENDING', 0), page('PROCESSING', 500), page('FINISHED', 1000)];
  let loads = 0;
  const actor = createActor(
    reportListLogic.provide({
      actors: {
        loadPage: fromPromise(async () => answers[Math.min(loads++, answers.length - 1)]!),
        loadFilterOptions: fromPromise(async () => ({})),
      },
    }),
    { input: { query: {}, exportable: true } },
  ).start();
  const shown = () =>
    actor.getSnapshot().context.page?.data[0] as { status: string; rows_done: number } | undefined;
  await vi.advanceTimersByTimeAsync(0);
  expect(shown()).toMatchObject({ status: 'PENDING' });
  await vi.advanceTimersByTimeAsync(LIST_LIVE_MS);
  expect(shown()).toMatchObject({ status: 'PROCESSING', rows_done: 500 });
  await vi.advanceTimersByTimeAsync(LIST_LIVE_MS);
  expect(shown()).toMatchObject({ status: 'FINISHED', rows_done: 1000 });
  await vi.advanceTimersByTimeAsync(5 * LIST_LIVE_MS);
  expect(loads).toBe(3);
  actor.stop();
});
