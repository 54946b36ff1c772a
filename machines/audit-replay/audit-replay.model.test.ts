import { expect } from 'vitest';
import { createActor } from 'xstate';
import type { Replay } from '../../src/domain/contracts/replay';
import { describeModel } from '../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../tests/model/deferred-actors';
import { auditReplayScreen } from './audit-replay.screen';

const step = (version: number) => ({
  version,
  type: 'timesheet.submit',
  action: 'submit',
  label: 'Submit',
  occurred_at: '2026-11-16T12:00:00.000Z',
  actor_user_id: null,
  actor_name: null,
  actor_role: null,
  ip: null,
  user_agent: null,
  location: null,
  reason: null,
  evidence: null,
  signed_as: null,
  detail: null,
  from: null,
  to: 'draft',
  active: ['timesheet', 'timesheet.draft'],
  roles: [],
});
const REPLAY: Replay = { chart: 'timesheet', id: 't1', steps: [step(1), step(2), step(3)] };

interface Sut {
  actor: ReturnType<typeof createActor<typeof auditReplayScreen>>;
  settle: Settle;
}

describeModel<Sut>('audit replay chart', auditReplayScreen, {
  events: [
    { type: 'xstate.done.actor.loadReplay', output: REPLAY },
    { type: 'xstate.error.actor.loadReplay', error: new Error('You may not replay timesheets') },
    { type: 'replay.next' },
    { type: 'replay.previous' },
    { type: 'replay.goto', step: 2 },
    { type: 'replay.goto', step: 7 },
    { type: 'replay.retry' },
  ],
  serialize: (s) => ({ value: s.value, step: s.context.step, error: s.context.error }),
  createSut: () => {
    const { actors, settle } = deferredActors(['loadReplay'] as const);
    const actor = createActor(
      auditReplayScreen.provide({ actors }) as typeof auditReplayScreen,
    ).start();
    return { actor, settle };
  },
  dispose: (sut) => {
    sut.actor.stop();
  },
  initial: (sut) => expect(sut.actor.getSnapshot().value).toBe('loading'),
  states: {
    loading: (sut) => expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true),
    failed: (sut) =>
      expect(sut.actor.getSnapshot().context.error).toBe('You may not replay timesheets'),
    stepping: (sut, model) => {
      const s = sut.actor.getSnapshot();
      expect(s.context.replay).toEqual(REPLAY);
      expect(s.context.step).toBe(model.context.step);
      expect(s.context.step).toBeGreaterThanOrEqual(0);
      expect(s.context.step).toBeLessThan(REPLAY.steps.length);
      expect(s.can({ type: 'replay.previous' })).toBe(s.context.step > 0);
      expect(s.can({ type: 'replay.next' })).toBe(s.context.step < REPLAY.steps.length - 1);
    },
  },
  drivers: {
    ...outcomeDrivers(['loadReplay']),
    'replay.next': (sut, e) => sut.actor.send(e as never),
    'replay.previous': (sut, e) => sut.actor.send(e as never),
    'replay.goto': (sut, e) => sut.actor.send(e as never),
    'replay.retry': (sut, e) => sut.actor.send(e as never),
  },
});
