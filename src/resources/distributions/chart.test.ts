import { createTestModel } from '@xstate/graph';
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../../domain/policy/demo-users.fixture';
import type { EventOf, FactsOf } from '../../../machines/kit/status-workflow';
import { judge, refusalReasons, resolveState } from '../../../machines/kit/workflow';
import { distributionStatusWorkflow as distribution } from './chart';

const { chart: distributionWorkflow, definition: wf } = distribution;
type DistributionEvent = EventOf<typeof distribution>;
type Snapshot = SnapshotFrom<typeof distributionWorkflow>;
const users = Object.values(demoUsers);
const admin = demoUsers['admin@demo.test']!;
const sales = demoUsers['sales@demo.test']!;
const STATES = ['pending', 'paid', 'reversed'] as const;

/** A commission owed on a paid invoice, nothing owed, one whose invoice is no longer paid, and a reversing entry. */
const cases: [string, FactsOf<typeof distribution>, readonly string[]][] = [
  [
    'a commission on a paid invoice',
    { amountCents: 1_250, invoicePaid: true },
    ['pending', 'paid'],
  ],
  ['nothing owed', { amountCents: 0, invoicePaid: true }, ['pending']],
  [
    'a commission whose invoice is no longer paid',
    { amountCents: 1_250, invoicePaid: false },
    ['pending', 'reversed'],
  ],
  [
    'a reversing entry',
    { amountCents: -1_250, invoicePaid: false },
    ['pending', 'paid', 'reversed'],
  ],
];

for (const [name, facts, reachable] of cases) {
  describe(`distribution chart, ${name}`, () => {
    const samples: DistributionEvent[] = users.flatMap((user) => [
      { type: 'distribution.markPaid', user },
      { type: 'distribution.reverse', user },
    ]);
    const model = createTestModel(distributionWorkflow, { events: samples, input: facts } as never);
    const reached = new Set<string>();
    it('starts pending', () =>
      expect(createActor(distributionWorkflow, { input: facts }).start().getSnapshot().value).toBe(
        'pending',
      ));
    for (const path of model.getShortestPaths({ allowDuplicatePaths: true } as never)) {
      it(path.description, async () => {
        await path.test({
          events: {},
          states: Object.fromEntries(
            STATES.map((key) => [
              key,
              (s: Snapshot) => {
                reached.add(key);
                // Only admins ever mark paid (server 403 for the rest).
                for (const e of samples)
                  if (e.type === 'distribution.markPaid' && e.user.user_type !== 'admin')
                    expect(s.can(e), e.user.email).toBe(false);
                expect(wf.storedOf(s)).toEqual({ status: key });
              },
            ]),
          ),
        });
      });
    }
    it(`reaches ${reachable.join(', ')}`, () => {
      expect([...reached].sort()).toEqual([...reachable].sort());
    });
  });
}

describe('distribution rules in words', () => {
  const pending = { status: 'pending' } as const;
  const paid = { status: 'paid' } as const;
  it('is paid by an admin exactly when something is owed and earned', () => {
    const owed = { amountCents: 1_250, invoicePaid: true };
    expect(judge(wf, { stored: pending, facts: owed }, admin, 'mark_paid')).toEqual({ ok: true });
    expect(judge(wf, { stored: pending, facts: owed }, sales, 'mark_paid')).toMatchObject({
      ok: false,
      code: 403,
    });
    expect(judge(wf, { stored: paid, facts: owed }, admin, 'mark_paid')).toMatchObject({
      ok: false,
    });
    expect(
      judge(
        wf,
        { stored: pending, facts: { amountCents: 0, invoicePaid: true } },
        admin,
        'mark_paid',
      ),
    ).toMatchObject({ ok: false, reasons: ['Nothing is owed on this distribution.'] });
    expect(
      judge(
        wf,
        { stored: pending, facts: { amountCents: 1_250, invoicePaid: false } },
        admin,
        'mark_paid',
      ),
    ).toMatchObject({
      ok: false,
      reasons: ['Its invoice is no longer paid: the commission is reversed, not paid out.'],
    });
    expect(
      judge(
        wf,
        { stored: pending, facts: { amountCents: -1_250, invoicePaid: false } },
        admin,
        'mark_paid',
      ),
    ).toEqual({ ok: true });
  });

  it('is reversed only while its invoice is not paid, and never once paid out', () => {
    const reverse = { type: 'distribution.reverse' as const, user: admin };
    const paidInvoice = resolveState(wf, {
      stored: pending,
      facts: { amountCents: 1_250, invoicePaid: true },
    });
    expect(refusalReasons(wf, paidInvoice, reverse)).toEqual([
      'Its invoice is paid: the commission stands.',
    ]);
    const paidOut = resolveState(wf, {
      stored: paid,
      facts: { amountCents: 1_250, invoicePaid: false },
    });
    expect(paidOut.can(reverse)).toBe(false);
  });
});
