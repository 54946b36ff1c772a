import { expect } from 'vitest';
import { createActor } from 'xstate';
import { describeModel } from '../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../tests/model/deferred-actors';
import {
  resourceDetailScreen,
  type DetailLoad,
  type DetailWorkflow,
} from './resource-detail.screen';
import {
  detailActionMeta as meta,
  detailModelEvents,
  serializeDetail,
} from './resource-detail.fixtures';

/** A workflow of four actions: a plain one, one asking a reason, one asking confirmation, one closed now. */
const WORKFLOW: DetailWorkflow = {
  actions: {
    approve: meta('Approve'),
    reject: meta('Reject', { needs: 'reason' }),
    delete: meta('Delete', { confirm: true }),
    paid: meta('Mark Paid'),
  },
  availableOn: () => [
    { action: 'approve', label: 'Approve', available: true, reasons: [], who: 'deciders' },
    { action: 'reject', label: 'Reject', available: true, reasons: [], who: 'deciders' },
    { action: 'delete', label: 'Delete', available: true, reasons: [], who: 'deciders' },
    {
      action: 'paid',
      label: 'Mark Paid',
      available: false,
      reasons: ['Only approved timesheets can be paid'],
      who: 'admins',
    },
  ],
  auditHref: null,
};
const DATA: DetailLoad = { item: { id: 't1' }, history: [] };

interface Sut {
  actor: ReturnType<typeof createActor<typeof resourceDetailScreen>>;
  settle: Settle;
}

const snap = (sut: Sut) => sut.actor.getSnapshot();

describeModel<Sut>('resource detail chart', resourceDetailScreen, {
  input: { id: 't1', workflow: WORKFLOW },
  events: detailModelEvents(DATA),
  serialize: serializeDetail,
  createSut: () => {
    const { actors, settle } = deferredActors(['loadDetail', 'performAction', 'runStep'] as const);
    const actor = createActor(
      resourceDetailScreen.provide({ actors }) as typeof resourceDetailScreen,
      { input: { id: 't1', workflow: WORKFLOW } },
    ).start();
    return { actor, settle };
  },
  dispose: (sut) => {
    sut.actor.stop();
  },
  initial: (sut) => expect(snap(sut).value).toBe('loading'),
  states: {
    loading: (sut) => expect(snap(sut).hasTag('busy')).toBe(true),
    failed: (sut) => {
      expect(snap(sut).context.error).toBe('Not Found');
      expect(snap(sut).can({ type: 'detail.retry' })).toBe(true);
    },
    'loaded.idle': (sut, model) => {
      expect(snap(sut).hasTag('dialog')).toBe(false);
      expect(
        snap(sut)
          .context.actions.filter((a) => a.available)
          .map((a) => a.action),
      ).toEqual(['approve', 'reject', 'delete']);
      expect(snap(sut).can({ type: 'detail.act', action: 'paid' })).toBe(false);
      expect(snap(sut).context.failure).toEqual(model.context.failure);
      expect(snap(sut).context.done).toBe(model.context.done);
    },
    'loaded.askingText': (sut) => {
      expect(snap(sut).context.pending).toBe('reject');
      expect(snap(sut).hasTag('dialog')).toBe(true);
      expect(snap(sut).can({ type: 'detail.confirm' })).toBe(
        snap(sut).context.text.trim().length > 0,
      );
    },
    'loaded.confirming': (sut) => {
      expect(snap(sut).context.pending).toBe('delete');
      expect(snap(sut).can({ type: 'detail.confirm' })).toBe(true);
    },
    'loaded.acting': (sut) => {
      // The text goes in the field the action's metadata names, trimmed.
      expect(snap(sut).hasTag('busy')).toBe(true);
      const sent = snap(sut).children.performAction?.getSnapshot().input;
      expect(sent).toEqual(
        snap(sut).context.pending === 'reject'
          ? { id: 't1', action: 'reject', reason: 'Hours do not match' }
          : { id: 't1', action: snap(sut).context.pending },
      );
    },
    'loaded.runningStep': (sut) => {
      expect(snap(sut).hasTag('busy')).toBe(true);
      expect(snap(sut).context.failure).toBeNull();
      expect(snap(sut).children.runStep?.getSnapshot().input).toEqual({
        id: 't1',
        step: 'emailApprovalLink',
      });
    },
  },
  drivers: {
    ...outcomeDrivers(['loadDetail', 'performAction', 'runStep']),
    'detail.retry': (sut, e) => sut.actor.send(e as never),
    'detail.reload': (sut, e) => sut.actor.send(e as never),
    'detail.act': (sut, e) => sut.actor.send(e as never),
    'detail.text': (sut, e) => sut.actor.send(e as never),
    'detail.confirm': (sut, e) => sut.actor.send(e as never),
    'detail.cancel': (sut, e) => sut.actor.send(e as never),
    'detail.dismiss': (sut, e) => sut.actor.send(e as never),
    'detail.step': (sut, e) => sut.actor.send(e as never),
  },
});
