import { expect } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { describeModel } from '../../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../../tests/model/deferred-actors';
import { timesheet } from '../timesheets/entry.fixtures';
import { easyApproveScreen } from './chart';
import type { EasyApproveView } from './contract';

interface Sut {
  actor: ReturnType<typeof createActor<typeof easyApproveScreen>>;
  settle: Settle;
}

const open: EasyApproveView = {
  timesheet: timesheet('submitted'),
  outcome: null,
  expires_at: '2026-12-14T00:00:00Z',
};
const used: EasyApproveView = {
  timesheet: timesheet('approved'),
  outcome:
    'This timesheet has already moved on: approve by April Approver on 2026-12-08 10:00 UTC.',
  expires_at: '2026-12-14T00:00:00Z',
};
const view = (s: AnyMachineSnapshot) => {
  const c = s.context as EasyApproveSnapshotContext;
  return {
    value: s.value,
    status: c.view?.timesheet.status ?? null,
    outcome: c.view?.outcome ?? null,
    reason: c.reason,
    error: c.error,
  };
};
type EasyApproveSnapshotContext = ReturnType<
  typeof easyApproveScreen.getInitialSnapshot
>['context'];

const settleDecide = (ok: boolean) => (sut: Sut, e: { type: string }) =>
  sut.settle('decide', e as never, ok);

describeModel<Sut>('easy approve screen', easyApproveScreen, {
  input: { token: 'signed-token-0123456789' },
  events: [
    { type: 'xstate.done.actor.openLink', output: open },
    { type: 'xstate.done.actor.openLink', output: used },
    { type: 'xstate.error.actor.openLink', error: new Error('This approval link is not valid.') },
    { type: 'easyApprove.reason', reason: 'Hours do not match the gate log' },
    { type: 'easyApprove.reason', reason: '   ' },
    { type: 'xstate.done.actor.approve', output: { ...open, timesheet: timesheet('approved') } },
    { type: 'xstate.error.actor.approve', error: new Error('This timesheet has already moved on') },
    { type: 'xstate.done.actor.reject', output: { ...open, timesheet: timesheet('rejected') } },
    { type: 'xstate.error.actor.reject', error: new Error('Not allowed now') },
  ],
  serialize: view,
  createSut: () => {
    const { actors, settle } = deferredActors(['openLink', 'decide'] as const);
    return {
      actor: createActor(easyApproveScreen.provide({ actors }) as typeof easyApproveScreen, {
        input: { token: 'signed-token-0123456789' },
      }).start(),
      settle,
    };
  },
  dispose: (sut) => {
    sut.actor.stop();
  },
  initial: (sut) => expect(sut.actor.getSnapshot().value).toBe('loading'),
  states: {
    loading: (sut) => expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true),
    failed: (sut) => {
      expect(sut.actor.getSnapshot().context.error).toBe('This approval link is not valid.');
      expect(sut.actor.getSnapshot().can({ type: 'easyApprove.approve' })).toBe(false);
    },
    ready: (sut, model) => {
      expect(view(sut.actor.getSnapshot())).toEqual(view(model));
      expect(sut.actor.getSnapshot().can({ type: 'easyApprove.approve' })).toBe(true);
    },
    rejecting: (sut, model) => {
      const s = sut.actor.getSnapshot();
      expect(s.hasTag('dialog')).toBe(true);
      expect(s.can({ type: 'easyApprove.confirmReject' })).toBe(
        model.context.reason.trim().length > 0,
      );
    },
    approving: (sut) => expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true),
    sendingRejection: (sut) => expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true),
    decided: (sut, model) => {
      expect(sut.actor.getSnapshot().hasTag('done')).toBe(true);
      expect(sut.actor.getSnapshot().context.view?.timesheet.status).toBe(
        model.context.view.timesheet.status,
      );
    },
    closed: (sut) => {
      expect(sut.actor.getSnapshot().context.view?.outcome).toMatch(
        /already moved on: approve by April Approver/,
      );
      expect(sut.actor.getSnapshot().can({ type: 'easyApprove.approve' })).toBe(false);
    },
  },
  drivers: {
    ...outcomeDrivers(['openLink']),
    'xstate.done.actor.approve': settleDecide(true),
    'xstate.error.actor.approve': settleDecide(false),
    'xstate.done.actor.reject': settleDecide(true),
    'xstate.error.actor.reject': settleDecide(false),
    'easyApprove.retry': (sut, e) => sut.actor.send(e as never),
    'easyApprove.approve': (sut, e) => sut.actor.send(e as never),
    'easyApprove.reject': (sut, e) => sut.actor.send(e as never),
    'easyApprove.reason': (sut, e) => sut.actor.send(e as never),
    'easyApprove.confirmReject': (sut, e) => sut.actor.send(e as never),
    'easyApprove.cancel': (sut, e) => sut.actor.send(e as never),
  },
});
