import { createTestModel } from '@xstate/graph';
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { decide, judge, refusalReasons, resolveState } from '../../../machines/kit/workflow';
import { demoUsers } from '../../domain/policy/demo-users.fixture';
import { decideAction } from '../../domain/workflow/action-meta';
import {
  adjustmentDefinition,
  adjustmentEventForAction,
  adjustmentWorkflow,
  type AdjustmentEvent,
  type AdjustmentFacts,
} from './chart';
import { adjustmentActionMeta, adjustmentActions } from './contract';

type Snapshot = SnapshotFrom<typeof adjustmentWorkflow>;
const users = Object.values(demoUsers);
const actionOf = Object.fromEntries(
  Object.entries(adjustmentEventForAction).map(([a, e]) => [e, a]),
) as Record<string, (typeof adjustmentActions)[number] | undefined>;

/** Every event from every demo user, with and without the reason some need (negative cases). */
const samples = (): AdjustmentEvent[] =>
  users.flatMap((user) => [
    { type: 'adjustment.edit', user } as AdjustmentEvent,
    // Billing's own event, no API action: the invoice it was on was voided.
    { type: 'adjustment.unmarkInvoiced', user } as AdjustmentEvent,
    ...adjustmentActions.flatMap((a) => {
      const type = adjustmentEventForAction[a];
      return adjustmentActionMeta[a].needs
        ? [
            { type, user } as AdjustmentEvent,
            { type, user, reason: 'Entered twice' } as AdjustmentEvent,
          ]
        : [{ type, user } as AdjustmentEvent];
    }),
  ]);

for (const [direction, on_invoice] of [
  ['pay', false],
  ['bill', false],
  ['bill', true],
] as const) {
  const facts: AdjustmentFacts = { direction, on_invoice };
  describe(`adjustment chart, ${direction} direction${on_invoice ? ', on an invoice' : ''}`, () => {
    const model = createTestModel(adjustmentWorkflow, { events: samples(), input: facts });
    const reached = new Set<string>();
    it('starts pending', () =>
      expect(createActor(adjustmentWorkflow, { input: facts }).start().getSnapshot().value).toBe(
        'pending',
      ));
    for (const path of model.getShortestPaths({ allowDuplicatePaths: true } as never)) {
      it(path.description, async () => {
        await path.test({
          events: {},
          states: Object.fromEntries(
            ['pending', 'approved', 'invoiced', 'paid', 'rejected', 'reversed'].map((key) => [
              key,
              (s: Snapshot) => {
                reached.add(key);
                // Never-allowed users are refused in every state (server 403).
                for (const e of samples()) {
                  const action = actionOf[e.type];
                  if (action && !decideAction(adjustmentActionMeta[action], e.user).allowed)
                    expect(s.can(e), `${e.user.email} ${e.type}`).toBe(false);
                }
                expect(adjustmentDefinition.storedOf(s)).toEqual({ status: key });
              },
            ]),
          ),
        });
      });
    }
    it('reaches every state its direction allows; on an invoice, never reversed', () => {
      const expected = [
        'pending',
        'approved',
        'rejected',
        ...(on_invoice ? [] : ['reversed']),
        direction === 'bill' ? 'invoiced' : 'paid',
      ];
      for (const s of expected) expect(reached, s).toContain(s);
      if (on_invoice) expect(reached).not.toContain('reversed');
      expect(reached).not.toContain(direction === 'bill' ? 'paid' : 'invoiced');
    });
  });
}

describe('refusals explained', () => {
  const admin = demoUsers['admin@demo.test']!;
  const acmeOwner = demoUsers['owner@acme.test']!;
  const selfcoOwner = demoUsers['owner@selfco.test']!;
  const subject = (
    status: 'pending' | 'approved' | 'invoiced' | 'paid',
    direction: 'pay' | 'bill' = 'bill',
    on_invoice = false,
  ) => ({ stored: { status }, facts: { direction, on_invoice } });

  it('403 with who may, for a partner without the employer settings', () => {
    const v = judge(adjustmentDefinition, subject('pending'), acmeOwner, 'approve');
    expect(v).toMatchObject({ ok: false, code: 403, message: 'You may not approve adjustments' });
    expect(!v.ok && v.reasons[0]).toContain(
      'Approve is only for admins, employers of record, or self-employer partners',
    );
  });

  it('409 once invoiced or paid: no reversal', () => {
    for (const status of ['invoiced', 'paid'] as const) {
      const v = judge(adjustmentDefinition, subject(status), selfcoOwner, 'reverse', {
        reason: 'late',
      });
      expect(v).toMatchObject({ ok: false, code: 409 });
      expect(!v.ok && v.reasons[0]).toContain('can no longer be reversed');
    }
    expect(
      judge(adjustmentDefinition, subject('approved'), selfcoOwner, 'reverse', { reason: 'late' }),
    ).toEqual({ ok: true });
  });

  it('409 while its bill is on an invoice, even a draft one', () => {
    const v = judge(
      adjustmentDefinition,
      subject('approved', 'bill', true),
      selfcoOwner,
      'reverse',
      { reason: 'late' },
    );
    expect(!v.ok && v.reasons).toEqual([
      'It is on a client invoice; it can no longer be reversed.',
    ]);
  });

  it('409 for paying a bill adjustment, with why', () => {
    const v = judge(adjustmentDefinition, subject('approved', 'bill'), admin, 'mark_paid');
    expect(!v.ok && v.reasons).toEqual([
      'Only a pay adjustment is paid to the worker; this one is billed.',
    ]);
  });

  it('an invoiced bill adjustment returns to approved only by billing, once its invoice is void', () => {
    const unmark = (user: typeof admin) => ({ type: 'adjustment.unmarkInvoiced' as const, user });
    const off = resolveState(adjustmentDefinition, subject('invoiced'));
    expect(off.can(unmark(admin))).toBe(true);
    expect(decide(adjustmentDefinition, subject('invoiced'), unmark(admin))).toEqual({
      accepted: true,
      next: { status: 'approved' },
    });
    expect(off.can(unmark(selfcoOwner))).toBe(false);
    const stillOn = resolveState(adjustmentDefinition, subject('invoiced', 'bill', true));
    expect(refusalReasons(adjustmentDefinition, stillOn, unmark(admin))).toEqual([
      'It is still on a client invoice; only voiding that invoice frees it.',
    ]);
  });

  it('a reason is required to reject or reverse', () => {
    const v = judge(adjustmentDefinition, subject('pending'), admin, 'reject');
    expect(!v.ok && v.reasons).toEqual(['It needs a reason.']);
  });
});
