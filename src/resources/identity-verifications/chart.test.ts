import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { judge } from '../../../machines/kit/workflow';
import { describeModel } from '../../../tests/model/coverage';
import { demoUsers } from '../../domain/policy/demo-users.fixture';
import type { User } from '../../domain/contracts/user';
import {
  identityVerificationDefinition as wf,
  identityVerificationWorkflow,
  type IdentityVerificationEvent,
} from './chart';
import { IDENTITY_SERVICE_EMAIL } from './contract';

const connie = demoUsers['contractor@demo.test']!;
const nina = demoUsers['newhire@demo.test']!;
const owner = demoUsers['owner@acme.test']!;
const admin = demoUsers['admin@demo.test']!;
const service: User = { ...admin, email: IDENTITY_SERVICE_EMAIL };
const facts = { contractorId: connie.contractor!.id };
const EXPIRED = 'The document has expired';

type Actor = ReturnType<typeof createActor<typeof identityVerificationWorkflow>>;
const snap = (a: Actor) => a.getSnapshot();
/** What no one but the service may send, and what no one but the worker may. */
const humans = [connie, nina, owner, admin];

describeModel<Actor>('identity verification chart', identityVerificationWorkflow, {
  input: facts,
  // Negative samples: people posing as the service, a failure without a reason, someone else retrying.
  events: [
    { type: 'identity.opened', user: service },
    { type: 'identity.opened', user: admin },
    { type: 'identity.verified', user: service },
    { type: 'identity.verified', user: connie },
    { type: 'identity.failed', user: service, reason: EXPIRED },
    { type: 'identity.failed', user: service, reason: ' ' },
    { type: 'identity.retry', user: connie },
    { type: 'identity.retry', user: nina },
    { type: 'identity.retry', user: owner },
  ],
  serialize: (s) => s.value,
  createSut: () => createActor(identityVerificationWorkflow, { input: facts }).start(),
  dispose: (a) => {
    a.stop();
  },
  initial: (a) => {
    expect(snap(a).value).toBe('started');
  },
  states: {
    started: (a) => {
      for (const user of humans) {
        expect(snap(a).can({ type: 'identity.opened', user })).toBe(false);
        expect(snap(a).can({ type: 'identity.failed', user, reason: EXPIRED })).toBe(false);
      }
      expect(snap(a).can({ type: 'identity.retry', user: connie })).toBe(false);
    },
    pending: (a) => {
      for (const user of humans)
        expect(snap(a).can({ type: 'identity.verified', user })).toBe(false);
      expect(snap(a).can({ type: 'identity.failed', user: service, reason: ' ' })).toBe(false);
      expect(snap(a).can({ type: 'identity.retry', user: connie })).toBe(false);
    },
    verified: (a) => {
      expect(snap(a).status).toBe('done');
      expect(wf.storedOf(snap(a))).toEqual({ status: 'verified' });
    },
    failed: (a) => {
      expect(snap(a).can({ type: 'identity.retry', user: connie })).toBe(true);
      expect(snap(a).can({ type: 'identity.retry', user: nina })).toBe(false);
      expect(snap(a).can({ type: 'identity.retry', user: owner })).toBe(false);
      expect(snap(a).can({ type: 'identity.verified', user: service })).toBe(false);
    },
  },
  drivers: Object.fromEntries(
    ['identity.opened', 'identity.verified', 'identity.failed', 'identity.retry'].map((type) => [
      type,
      (a: Actor, e: unknown) => a.send(e as IdentityVerificationEvent),
    ]),
  ),
});

describe('identity verification rules in words', () => {
  const failed = { stored: { status: 'failed' as const }, facts };
  it('lets only the worker retry their own failed session', () => {
    expect(judge(wf, failed, connie, 'retry')).toEqual({ ok: true });
    expect(judge(wf, failed, nina, 'retry')).toMatchObject({
      ok: false,
      code: 409,
      reasons: ['Only the worker verifies their own identity.'],
    });
    expect(judge(wf, failed, owner, 'retry')).toMatchObject({ ok: false, code: 403 });
  });
  it('says why a pending session cannot be retried', () => {
    const verdict = judge(wf, { stored: { status: 'pending' as const }, facts }, connie, 'retry');
    expect(verdict).toMatchObject({ ok: false, code: 409 });
    expect(verdict.ok ? [] : verdict.reasons[0]).toMatch(
      /^Verify again is not possible now\. The service is checking/,
    );
  });
});
