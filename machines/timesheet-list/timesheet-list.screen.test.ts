import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { TimesheetList } from '../../src/domain/contracts/timesheets';
import { timesheetListScreen, type FilterOptions, type ListQuery, type ListSource } from './timesheet-list.screen';

const page = (ids: string[]): TimesheetList =>
  ({ data: ids.map((id) => ({ id })), meta: { page: 1, per_page: 50, total: ids.length, total_hours_hundredths: 0, total_hours: '0.00' } }) as unknown as TimesheetList;

function start(source: ListSource = 'timesheets', opts: { fail?: number; options?: 'fail'; canExport?: boolean } = {}) {
  const loads: ListQuery[] = [];
  const downloads: ListQuery[] = [];
  const actor = createActor(
    timesheetListScreen.provide({
      actors: {
        loadTimesheets: fromPromise(async ({ input }) => {
          loads.push(input.query);
          if (loads.length <= (opts.fail ?? 0)) throw new Error('Unknown Error, Please Contact Support');
          return page(['a', 'b']);
        }),
        loadFilterOptions: fromPromise(async (): Promise<FilterOptions> => {
          if (opts.options === 'fail') throw new Error('Forbidden');
          return { contractors: [{ id: 'c', name: 'Casey' }], clients: [], assignments: [] };
        }),
        downloadCsv: fromPromise(async ({ input }) => {
          downloads.push(input.query);
        }),
      },
    }),
    { input: { source, query: { status: 'submitted,signed' }, canExport: opts.canExport ?? true } },
  ).start();
  return { actor, loads, downloads };
}

describe('timesheet list screen', () => {
  it('loads the URL query and the filter choices', async () => {
    const { actor, loads } = start();
    expect(actor.getSnapshot().matches({ rows: 'loading' })).toBe(true);
    const s = await waitFor(actor, (x) => x.matches({ rows: 'loaded', options: 'ready' }));
    expect(loads).toEqual([{ status: 'submitted,signed' }]);
    expect(s.context.options.contractors).toEqual([{ id: 'c', name: 'Casey' }]);
  });

  it('keeps working without filter choices', async () => {
    const { actor } = start('timesheets', { options: 'fail' });
    await waitFor(actor, (x) => x.matches({ rows: 'loaded', options: 'unavailable' }));
  });

  it('shows the error and retries', async () => {
    const { actor, loads } = start('timesheets', { fail: 1 });
    const failed = await waitFor(actor, (x) => x.matches({ rows: 'failed' }));
    expect(failed.context.error).toBe('Unknown Error, Please Contact Support');
    actor.send({ type: 'list.retry' });
    await waitFor(actor, (x) => x.matches({ rows: 'loaded' }));
    expect(loads).toHaveLength(2);
  });

  it('selects rows, and a new query clears the selection', async () => {
    const { actor, loads } = start();
    await waitFor(actor, (x) => x.matches({ rows: 'loaded' }));
    actor.send({ type: 'list.toggle', id: 'a' });
    expect(actor.getSnapshot().context.selected).toEqual(['a']);
    actor.send({ type: 'list.toggleAll' });
    expect(actor.getSnapshot().context.selected).toEqual(['a', 'b']);
    actor.send({ type: 'list.toggleAll' });
    expect(actor.getSnapshot().context.selected).toEqual([]);
    actor.send({ type: 'list.toggle', id: 'b' });
    actor.send({ type: 'list.query', query: { sort: 'hours' } });
    expect(actor.getSnapshot().context.selected).toEqual([]);
    await waitFor(actor, (x) => x.matches({ rows: 'loaded' }));
    expect(loads.at(-1)).toEqual({ sort: 'hours' });
  });

  it('downloads the current filter as CSV from the timesheets list only', async () => {
    const { actor, downloads } = start();
    await waitFor(actor, (x) => x.matches({ rows: 'loaded' }));
    actor.send({ type: 'list.download' });
    await waitFor(actor, (x) => x.matches({ rows: { loaded: 'idle' } }));
    expect(downloads).toEqual([{ status: 'submitted,signed' }]);
    const queue = start('approvals').actor;
    await waitFor(queue, (x) => x.matches({ rows: 'loaded' }));
    expect(queue.getSnapshot().can({ type: 'list.download' })).toBe(false);
    expect(queue.getSnapshot().context.exportable).toBe(false);
  });

  it('offers no CSV to a user without canExport (spec §6: recruiter_sourcer)', async () => {
    const { actor, downloads } = start('timesheets', { canExport: false });
    await waitFor(actor, (x) => x.matches({ rows: 'loaded' }));
    expect(actor.getSnapshot().context.exportable).toBe(false);
    actor.send({ type: 'list.download' });
    expect(actor.getSnapshot().matches({ rows: { loaded: 'idle' } })).toBe(true);
    expect(downloads).toEqual([]);
  });
});
