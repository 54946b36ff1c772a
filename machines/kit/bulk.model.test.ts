import { expect } from 'vitest';
import { createActor } from 'xstate';
import { describeModel } from '../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../tests/model/deferred-actors';
import { BULK_FAILED, BULK_INPUT, BULK_SOME, bulkOutcomeEvents } from './bulk.fixtures';
import { bulkScreen, type BulkEvent } from './bulk.screen';

interface Sut {
  actor: ReturnType<typeof createActor<typeof bulkScreen>>;
  settle: Settle;
  applied: number;
}

const snap = (sut: Sut) => sut.actor.getSnapshot();

/** Preview and apply judge each row with the text the action needs, trimmed. */
function expectedRequest(sut: Sut) {
  const { action, ids } = snap(sut).context;
  return action === 'reject' ? { action, ids, reason: 'Wrong week' } : { action, ids };
}

describeModel<Sut>('bulk chart', bulkScreen, {
  input: BULK_INPUT,
  events: [
    { type: 'bulk.pick', action: 'reject' },
    { type: 'bulk.pick', action: 'delete' },
    { type: 'bulk.choose', ids: ['a', 'b'], labels: { a: '2026-11-14 · Connie Contractor' } },
    { type: 'bulk.text', value: '  ' },
    { type: 'bulk.text', value: ' Wrong week ' },
    ...bulkOutcomeEvents,
  ],
  // Its checks count what the system did since it started.
  freshStart: true,
  serialize: (s) => ({
    value: s.value,
    action: s.context.action,
    picked: s.context.picked,
    hasText: s.context.text.trim().length > 0,
    preview: s.context.preview?.succeeded ?? null,
    outcome: s.context.outcome?.succeeded ?? null,
  }),
  createSut: () => {
    const { actors, settle } = deferredActors(['previewBulk', 'applyBulk'] as const);
    const sut = { settle, applied: 0 } as Sut;
    sut.actor = createActor(bulkScreen.provide({ actors }) as typeof bulkScreen, {
      input: BULK_INPUT,
    });
    sut.actor.on('bulk.applied', () => (sut.applied += 1));
    sut.actor.start();
    return sut;
  },
  dispose: (sut) => {
    sut.actor.stop();
  },
  initial: (sut) => expect(snap(sut).value).toBe('idle'),
  states: {
    idle: (sut) => {
      expect(snap(sut).value).toBe('idle');
      expect(snap(sut).hasTag('dialog')).toBe(false);
    },
    describing: (sut) => {
      expect(snap(sut).value).toBe('describing');
      expect(snap(sut).context.action).toBe('reject');
      expect(snap(sut).can({ type: 'bulk.preview' })).toBe(
        snap(sut).context.text.trim().length > 0,
      );
    },
    previewing: (sut) => {
      expect(snap(sut).hasTag('busy')).toBe(true);
      expect(snap(sut).children.previewBulk?.getSnapshot().input).toEqual(expectedRequest(sut));
    },
    previewed: (sut, model) => {
      expect(snap(sut).context.preview).toEqual(model.context.preview);
      expect(snap(sut).can({ type: 'bulk.apply' })).toBe(
        (model.context.preview?.succeeded ?? 0) > 0,
      );
    },
    applying: (sut) => {
      expect(snap(sut).hasTag('busy')).toBe(true);
      expect(sut.applied).toBe(0);
      expect(snap(sut).children.applyBulk?.getSnapshot().input).toEqual(expectedRequest(sut));
    },
    applied: (sut) => {
      expect(snap(sut).context.outcome).toEqual(BULK_SOME);
      expect(sut.applied).toBe(1);
    },
    failed: (sut) => {
      expect(snap(sut).context.error).toBe(BULK_FAILED);
      expect(snap(sut).can({ type: 'bulk.retry' })).toBe(true);
    },
  },
  drivers: {
    ...outcomeDrivers(['previewBulk', 'applyBulk']),
    'bulk.pick': (sut, event) => {
      const e = event as Extract<BulkEvent, { type: 'bulk.pick' }>;
      const before = snap(sut).context.picked;
      sut.actor.send(e as never);
      // Only an action offered to this user can be picked.
      expect(snap(sut).context.picked).toBe(e.action === 'delete' ? before : e.action);
    },
    'bulk.choose': (sut, e) => sut.actor.send(e as never),
    'bulk.text': (sut, e) => sut.actor.send(e as never),
    'bulk.preview': (sut, e) => sut.actor.send(e as never),
    'bulk.apply': (sut, e) => sut.actor.send(e as never),
    'bulk.retry': (sut, e) => sut.actor.send(e as never),
    'bulk.close': (sut, e) => sut.actor.send(e as never),
  },
});
