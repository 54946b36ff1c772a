import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { BulkRequest, BulkResult } from '../../src/domain/contracts/timesheets';
import { bulkActionsScreen } from './bulk-actions.screen';

const result = (ok: boolean[]): BulkResult => ({
  data: ok.map((o, i) => ({ id: `t${i}`, ok: o, code: o ? 200 : 409, status: 'submitted', reasons: o ? [] : ['Already approved'] })),
  succeeded: ok.filter(Boolean).length,
  failed: ok.filter((o) => !o).length,
});

function start(preview: BulkResult, failPreview = false) {
  const calls: [string, BulkRequest][] = [];
  let applied = 0;
  const actor = createActor(
    bulkActionsScreen.provide({
      actors: {
        previewBulk: fromPromise(async ({ input }) => {
          calls.push(['preview', input]);
          if (failPreview && calls.length === 1) throw new Error('Unknown Error, Please Contact Support');
          return preview;
        }),
        applyBulk: fromPromise(async ({ input }) => {
          calls.push(['apply', input]);
          return preview;
        }),
      },
      actions: { notifyApplied: () => (applied += 1) },
    }),
  ).start();
  return { actor, calls, applied: () => applied };
}

describe('bulk actions screen', () => {
  it('previews per row before applying, then notifies the list', async () => {
    const { actor, calls, applied } = start(result([true, false]));
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'bulk.choose', action: 'approve', ids: ['t0', 't1'], labels: {} });
    const previewed = await waitFor(actor, (s) => s.matches('previewed'));
    expect(previewed.context.preview?.failed).toBe(1);
    expect(calls.map((c) => c[0])).toEqual(['preview']);
    actor.send({ type: 'bulk.apply' });
    const done = await waitFor(actor, (s) => s.matches('applied'));
    expect(done.context.outcome?.succeeded).toBe(1);
    expect(calls).toEqual([
      ['preview', { action: 'approve', ids: ['t0', 't1'] }],
      ['apply', { action: 'approve', ids: ['t0', 't1'] }],
    ]);
    expect(applied()).toBe(1);
    actor.send({ type: 'bulk.close' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('asks the reason of a bulk reject first and sends it with the preview', async () => {
    const { actor, calls } = start(result([true]));
    actor.send({ type: 'bulk.choose', action: 'reject', ids: ['t0'], labels: {} });
    expect(actor.getSnapshot().value).toBe('describing');
    expect(actor.getSnapshot().can({ type: 'bulk.preview' })).toBe(false);
    actor.send({ type: 'bulk.text', value: ' Wrong week ' });
    actor.send({ type: 'bulk.preview' });
    await waitFor(actor, (s) => s.matches('previewed'));
    expect(calls[0]).toEqual(['preview', { action: 'reject', ids: ['t0'], reason: 'Wrong week' }]);
  });

  it('refuses Apply when no row would succeed', async () => {
    const { actor, calls } = start(result([false, false]));
    actor.send({ type: 'bulk.choose', action: 'paid', ids: ['t0', 't1'], labels: {} });
    await waitFor(actor, (s) => s.matches('previewed'));
    expect(actor.getSnapshot().can({ type: 'bulk.apply' })).toBe(false);
    actor.send({ type: 'bulk.apply' });
    expect(actor.getSnapshot().value).toBe('previewed');
    expect(calls.map((c) => c[0])).toEqual(['preview']);
  });

  it('shows a failed preview and tries again', async () => {
    const { actor } = start(result([true]), true);
    actor.send({ type: 'bulk.choose', action: 'approve_with_evidence', ids: ['t0'], labels: {} });
    actor.send({ type: 'bulk.text', value: 'Paper sheet' });
    actor.send({ type: 'bulk.preview' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('Unknown Error, Please Contact Support');
    actor.send({ type: 'bulk.retry' });
    await waitFor(actor, (s) => s.matches('previewed'));
  });
});
