import { expect } from 'vitest';
import { createActor } from 'xstate';
import type { TimesheetDetail } from '../../src/domain/contracts/timesheets';
import { describeModel } from '../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../tests/model/deferred-actors';
import { timesheetDetailScreen, type DetailData } from './timesheet-detail.screen';

const DATA: DetailData = {
  detail: {
    timesheet: { id: 't1', status: 'submitted' },
    actions: [
      { action: 'approve', label: 'Approve', available: true, reasons: [], who: 'deciders' },
      { action: 'reject', label: 'Reject', available: true, reasons: [], who: 'deciders' },
    ],
  } as unknown as TimesheetDetail,
  history: [],
};
const REFUSAL = Object.assign(new Error('Approve is not allowed now'), { reasons: ['Already approved by someone else'] });

interface Sut {
  actor: ReturnType<typeof createActor<typeof timesheetDetailScreen>>;
  settle: Settle;
}

const snap = (sut: Sut) => sut.actor.getSnapshot();

describeModel<Sut>('timesheet detail chart', timesheetDetailScreen, {
  input: { id: 't1' },
  events: [
    { type: 'detail.act', action: 'approve' },
    { type: 'detail.act', action: 'reject' },
    { type: 'detail.act', action: 'approve_with_evidence' },
    { type: 'detail.act', action: 'delete' },
    { type: 'detail.text', value: 'Hours do not match' },
    { type: 'xstate.done.actor.loadDetail', output: DATA },
    { type: 'xstate.error.actor.loadDetail', error: new Error('Not Found') },
    { type: 'xstate.done.actor.performAction', output: DATA },
    { type: 'xstate.error.actor.performAction', error: REFUSAL },
    { type: 'detail.sendLink' },
    { type: 'xstate.done.actor.sendApprovalLink', output: 'client@globex.test' },
    { type: 'xstate.error.actor.sendApprovalLink', error: REFUSAL },
  ],
  serialize: (s) => ({
    value: s.value,
    pending: s.context.pending,
    hasText: s.context.text.length > 0,
    failure: s.context.failure !== null,
    done: s.context.done,
    loaded: s.context.data !== null,
  }),
  createSut: () => {
    const { actors, settle } = deferredActors(['loadDetail', 'performAction', 'sendApprovalLink'] as const);
    const actor = createActor(timesheetDetailScreen.provide({ actors }) as typeof timesheetDetailScreen, { input: { id: 't1' } }).start();
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
      expect(snap(sut).context.failure).toEqual(model.context.failure);
      expect(snap(sut).context.done).toBe(model.context.done);
    },
    'loaded.askingReason': (sut) => {
      expect(snap(sut).context.pending).toBe('reject');
      expect(snap(sut).can({ type: 'detail.confirm' })).toBe(snap(sut).context.text.trim().length > 0);
    },
    'loaded.askingEvidence': (sut) => {
      expect(snap(sut).context.pending).toBe('approve_with_evidence');
      expect(snap(sut).can({ type: 'detail.confirm' })).toBe(snap(sut).context.text.trim().length > 0);
    },
    'loaded.confirming': (sut) => {
      expect(snap(sut).context.pending).toBe('delete');
      expect(snap(sut).can({ type: 'detail.confirm' })).toBe(true);
    },
    'loaded.sendingLink': (sut) => {
      expect(snap(sut).hasTag('busy')).toBe(true);
      expect(snap(sut).context.failure).toBeNull();
    },
    'loaded.acting': (sut) => {
      expect(snap(sut).hasTag('busy')).toBe(true);
      expect(snap(sut).context.pending).not.toBeNull();
    },
  },
  drivers: {
    ...outcomeDrivers(['loadDetail', 'performAction', 'sendApprovalLink']),
    'detail.retry': (sut, e) => sut.actor.send(e as never),
    'detail.act': (sut, e) => sut.actor.send(e as never),
    'detail.text': (sut, e) => sut.actor.send(e as never),
    'detail.confirm': (sut, e) => sut.actor.send(e as never),
    'detail.cancel': (sut, e) => sut.actor.send(e as never),
    'detail.dismiss': (sut, e) => sut.actor.send(e as never),
    'detail.sendLink': (sut, e) => sut.actor.send(e as never),
  },
});
