import { createTestModel } from '@xstate/graph';
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { User } from '../../domain/contracts/user';
import { demoUsers as accounts } from '../../domain/policy/demo-users.fixture';
import { paymentActionMeta } from './contract';
import { judge, refusalReasons, resolveState } from '../../../machines/kit/workflow';
import {
  paymentDefinition,
  type PaymentStored,
  type PaymentEvent,
  type PaymentFacts,
  paymentWorkflow,
} from './chart';

type Snapshot = SnapshotFrom<typeof paymentWorkflow>;
const user = (email: string): User => {
  const u = accounts[email];
  if (!u) throw new Error(`no demo account ${email}`);
  return u;
};
const admin = user('admin@demo.test');
const client = user('client@globex.test');
const partner = user('owner@acme.test');
const facts: PaymentFacts = { amountCents: 10_000, allocatedCents: 4_000, hasBankMethod: true };

/** Every event from each user, with allocations inside and outside what is left (negative cases). */
const sampleEvents: PaymentEvent[] = [admin, client, partner].flatMap((u) => [
  { type: 'payment.submit', user: u },
  { type: 'payment.settle', user: u },
  { type: 'payment.fail', user: u, reason: 'Insufficient funds' },
  { type: 'payment.retry', user: u },
  { type: 'payment.markReceived', user: u },
  { type: 'payment.cancel', user: u },
  { type: 'payment.allocate', user: u, amount_cents: 6_000, invoice_remaining_cents: 6_000 },
  { type: 'payment.allocate', user: u, amount_cents: 6_001, invoice_remaining_cents: 9_000 },
  ...[false, true].map((reversed): PaymentEvent => ({
    type: 'payment.unallocate',
    user: u,
    amount_cents: 4_000,
    reason: 'Wrong invoice',
    reversed,
    invoice_credited: false,
  })),
]);

const resolve = (status: PaymentStored['status'], f: PaymentFacts = facts) =>
  resolveState(paymentDefinition, { stored: { status }, facts: f }) as Snapshot;

describe('payment chart (model)', () => {
  const model = createTestModel(paymentWorkflow, { events: sampleEvents, input: facts });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true } as never);
  const reached = new Set<string>();

  it('starts pending', () => {
    expect(createActor(paymentWorkflow, { input: facts }).start().getSnapshot().value).toBe(
      'pending',
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      let before: Snapshot = createActor(paymentWorkflow, { input: facts }).getSnapshot();
      for (const step of path.steps) {
        const e = step.event as PaymentEvent;
        // Every step an action takes is one spec §6 allows this user; allocations are admins'.
        const action = (Object.keys(paymentActionMeta) as (keyof typeof paymentActionMeta)[]).find(
          (a) => paymentDefinition.eventFor(a, e.user, {}).type === e.type,
        );
        if (action && before.can(e))
          expect(paymentActionMeta[action].may(e.user), `${e.user.email} ${action}`).toBe(true);
        if ((e.type === 'payment.allocate' || e.type === 'payment.unallocate') && before.can(e))
          expect(e.user.user_type).toBe('admin');
        before = step.state as Snapshot;
      }
      await path.test({
        events: {},
        states: Object.fromEntries(
          ['pending', 'processing', 'settled', 'failed', 'cancelled'].map((key) => [
            key,
            (s: Snapshot) => {
              reached.add(key);
              // The stored status round-trips to the same state.
              expect(resolve(paymentDefinition.storedOf(s).status).value).toEqual(s.value);
            },
          ]),
        ),
      });
    });
  }

  it('reaches every state', () => {
    expect([...reached].sort()).toEqual([
      'cancelled',
      'failed',
      'pending',
      'processing',
      'settled',
    ]);
  });
});

describe('payment refusals say why', () => {
  it('never more than is left of the payment or than the invoice owes', () => {
    const settled = resolve('settled');
    const over: PaymentEvent = {
      type: 'payment.allocate',
      user: admin,
      amount_cents: 6_001,
      invoice_remaining_cents: 5_000,
    };
    expect(settled.can(over)).toBe(false);
    expect(refusalReasons(paymentDefinition, settled, over)).toEqual([
      'Only $60.00 of this payment is left to allocate.',
      'The invoice has only $50.00 left to pay.',
    ]);
    const closed: PaymentEvent = {
      type: 'payment.allocate',
      user: admin,
      amount_cents: 100,
      invoice_remaining_cents: 0,
    };
    expect(refusalReasons(paymentDefinition, settled, closed)).toEqual([
      'The invoice is not open for payment (draft, void or already paid).',
    ]);
    const byClient: PaymentEvent = {
      type: 'payment.allocate',
      user: client,
      amount_cents: 100,
      invoice_remaining_cents: 100,
    };
    expect(refusalReasons(paymentDefinition, settled, byClient)).toEqual([
      'Only admins allocate payments (spec §6: payments are edited by admin).',
    ]);
  });

  it('an allocation is taken back only by an admin, with a reason, once, while its invoice is not credited', () => {
    const settled = resolve('settled');
    const removal = (over: Partial<Extract<PaymentEvent, { type: 'payment.unallocate' }>>) =>
      ({
        type: 'payment.unallocate',
        user: admin,
        amount_cents: 4_000,
        reason: 'Allocated to the wrong invoice',
        reversed: false,
        invoice_credited: false,
        ...over,
      }) as PaymentEvent;
    expect(settled.can(removal({}))).toBe(true);
    expect(refusalReasons(paymentDefinition, settled, removal({ amount_cents: 4_001 }))).toEqual([
      'Only $40.00 of this payment is allocated.',
    ]);
    expect(
      refusalReasons(paymentDefinition, settled, removal({ user: partner, reason: ' ' })),
    ).toEqual([
      'Remove allocation is only for admins; you are a partner (Acme Staffing) without those settings.',
      'Removing an allocation needs a reason.',
    ]);
    expect(
      refusalReasons(
        paymentDefinition,
        settled,
        removal({ reversed: true, invoice_credited: true }),
      ),
    ).toEqual([
      'This allocation was already removed.',
      'A credit note has closed the invoice since: the allocation can no longer be taken back.',
    ]);
    expect(refusalReasons(paymentDefinition, resolve('pending'), removal({}))[0]).toMatch(
      /^payment.unallocate is not possible now/,
    );
  });

  it('403 for users never allowed, 409 with the state’s reason otherwise', () => {
    const subject = (status: PaymentStored['status'], f = facts) => ({
      stored: { status },
      facts: f,
    });
    expect(judge(paymentDefinition, subject('pending'), client, 'cancel')).toMatchObject({
      ok: false,
      code: 403,
    });
    expect(judge(paymentDefinition, subject('processing'), admin, 'cancel')).toMatchObject({
      ok: false,
      code: 409,
      reasons: [expect.stringMatching(/bank transfer is under way/)],
    });
    expect(
      judge(
        paymentDefinition,
        subject('failed', { ...facts, hasBankMethod: false }),
        admin,
        'retry',
      ),
    ).toMatchObject({
      ok: false,
      code: 409,
      reasons: ['It was not paid through a payment method, so there is no bank transfer to retry.'],
    });
    expect(judge(paymentDefinition, subject('failed'), client, 'retry')).toEqual({ ok: true });
    expect(judge(paymentDefinition, subject('settled'), admin, 'cancel')).toMatchObject({
      ok: false,
      code: 409,
    });
  });
});
