import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { describeModel } from '../../../tests/model/coverage';
import { deferredActors, outcomeDrivers, type Settle } from '../../../tests/model/deferred-actors';
import { SKIP_GRACE_MS, STEP_NOT_COMPLETED } from '../../domain/onboarding/requirements';
import { stepTitle } from '../../domain/onboarding/step-routes';
import { onboardingMachine, type CheckedRequirements } from './chart';

interface Sut {
  actor: ReturnType<typeof createActor<typeof onboardingMachine>>;
  settle: Settle;
  calls: string[];
}

const STEPS = ['personal_info', 'tax_id'];
const read = (completed: string[], checkedAt = 10_000): CheckedRequirements => ({
  required: STEPS,
  completed,
  requires_w2_onboard: false,
  checkedAt,
});
const REDIRECT = 'https://acme.example/welcome';

const snap = (sut: Sut) => sut.actor.getSnapshot();

describeModel<Sut>('onboarding chart', onboardingMachine, {
  input: { userType: 'contractor', redirectUrl: REDIRECT, skippedAt: null },
  events: [
    { type: 'xstate.done.actor.loadRequirements', output: read([]) },
    { type: 'xstate.done.actor.loadRequirements', output: read(STEPS) },
    { type: 'xstate.done.actor.syncRequirements', output: read([]) },
    { type: 'xstate.done.actor.syncRequirements', output: read(['personal_info']) },
    { type: 'xstate.done.actor.syncRequirements', output: read(STEPS) },
    { type: 'xstate.error.actor.loadRequirements', error: new Error('503') },
    { type: 'xstate.error.actor.syncRequirements', error: new Error('503') },
    // Skipped just before the next check: the check falls within the 5-minute grace.
    { type: 'onboarding.skip', at: 9_000 },
  ],
  serialize: (s) => ({
    value: s.value,
    step: s.context.step,
    message: s.context.message,
    skippedAt: s.context.skippedAt,
    congratulate: s.context.congratulate,
  }),
  createSut: () => {
    vi.useFakeTimers();
    const { actors, settle } = deferredActors(['loadRequirements'] as const);
    const calls: string[] = [];
    const machine = onboardingMachine.provide({
      actors,
      actions: {
        storeSkip: (_, p: { at: number | null }) => void calls.push(`storeSkip:${p.at}`),
        openHome: () => void calls.push('openHome'),
        openDashboard: () => void calls.push('openDashboard'),
        openRedirect: (_, p: { url: string }) => void calls.push(`openRedirect:${p.url}`),
      },
    }) as typeof onboardingMachine;
    const actor = createActor(machine, {
      input: { userType: 'contractor', redirectUrl: REDIRECT, skippedAt: null },
    }).start();
    return { actor, settle, calls };
  },
  dispose: (sut) => {
    sut.actor.stop();
    vi.useRealTimers();
  },
  initial: (sut) => expect(snap(sut).value).toBe('checking'),
  states: {
    checking: (sut) => expect(snap(sut).hasTag('busy')).toBe(true),
    failed: (sut) => {
      expect(snap(sut).value).toBe('failed');
      expect(snap(sut).hasTag('mustOnboard')).toBe(false);
    },
    redirecting: (sut) => {
      expect(snap(sut).hasTag('mustOnboard')).toBe(true);
      expect(snap(sut).context.step).not.toBeNull();
    },
    atStep: (sut, model) => {
      expect(snap(sut).value).toBe('atStep');
      expect(snap(sut).hasTag('mustOnboard')).toBe(true);
      // The current step is the first required step not yet completed.
      const { required, completed, step } = snap(sut).context;
      expect(step).toBe(required.find((s) => !completed.includes(s)));
      expect(snap(sut).context.message).toBe(model.context.message);
    },
    syncing: (sut) => expect(snap(sut).hasTag('busy')).toBe(true),
    skipped: (sut) => {
      expect(snap(sut).hasTag('mustOnboard')).toBe(false);
      expect(sut.calls).toContain('storeSkip:9000');
    },
    confirmingRedirect: (sut) => {
      expect(snap(sut).context.congratulate).toBe(true);
      expect(sut.calls.some((c) => c.startsWith('openRedirect'))).toBe(false);
    },
    complete: (sut, model) => {
      expect(snap(sut).status).toBe('done');
      expect(snap(sut).context.congratulate).toBe(model.context.congratulate);
    },
  },
  drivers: {
    ...outcomeDrivers(['loadRequirements']),
    'xstate.done.actor.syncRequirements': async (sut, e) => {
      const before = snap(sut).context.step;
      await sut.settle('loadRequirements', e as { output?: unknown }, true);
      const s = snap(sut);
      if (s.value !== 'atStep') return;
      expect(s.context.message).toBe(
        s.context.step === before
          ? STEP_NOT_COMPLETED
          : `${stepTitle(s.context.step ?? '')} is next`,
      );
    },
    'xstate.error.actor.syncRequirements': (sut, e) =>
      sut.settle('loadRequirements', e as { error?: unknown }, false),
    'onboarding.opened': (sut, e) => sut.actor.send(e as never),
    'onboarding.returned': (sut, e) => {
      sut.actor.send(e as never);
      expect(snap(sut).value).toBe('syncing');
    },
    'onboarding.sync': (sut, e) => sut.actor.send(e as never),
    'onboarding.skip': (sut, e) => {
      sut.actor.send(e as never);
      expect(sut.calls).toContain('openHome');
    },
    'onboarding.resume': (sut, e) => {
      sut.actor.send(e as never);
      expect(sut.calls).toContain('storeSkip:null');
    },
    'onboarding.retry': (sut, e) => sut.actor.send(e as never),
    'onboarding.confirmRedirect': (sut, e) => {
      sut.actor.send(e as never);
      expect(sut.calls).toContain(`openRedirect:${REDIRECT}`);
    },
    'onboarding.declineRedirect': (sut, e) => {
      sut.actor.send(e as never);
      expect(sut.calls).toContain('openDashboard');
    },
    'xstate.after.graceLeft.onboarding.skipped': async (sut) => {
      // The grace ends 300000 ms after the skip, counted from the last check.
      const { skippedAt, checkedAt } = snap(sut).context;
      await vi.advanceTimersByTimeAsync((skippedAt ?? 0) + SKIP_GRACE_MS - checkedAt - 1);
      expect(snap(sut).value).toBe('skipped');
      await vi.advanceTimersByTimeAsync(1);
    },
  },
});
