import { createTestModel } from '@xstate/graph';
import { createActor, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { judge, refusalReasons, resolveState } from '../../../machines/kit/workflow';
import type { User } from '../../domain/contracts/user';
import { demoUsers } from '../../domain/policy/demo-users.fixture';
import {
  expenseDefinition,
  expenseEventForAction as eventForAction,
  expenseWorkflow,
  type ExpenseEvent,
  type ExpenseFacts,
} from './chart';
import { decideExpense, expenseActions } from './contract';

type Snapshot = SnapshotFrom<typeof expenseWorkflow>;
const users = Object.values(demoUsers);
const actionOf = Object.fromEntries(Object.entries(eventForAction).map(([a, e]) => [e, a]));
const user = (email: string): User => demoUsers[email]!;

/** Every event from every demo user, with and without the reason a rejection needs (negative cases). */
const sampleEvents = (): ExpenseEvent[] =>
  users.flatMap((u) => [
    { type: 'expense.edit', user: u } as ExpenseEvent,
    ...expenseActions.map((a) => ({ type: eventForAction[a], user: u }) as ExpenseEvent),
    { type: 'expense.reject', user: u, reason: 'Personal expense' },
    // Billing's own event, no API action: the invoice that billed it was voided.
    { type: 'expense.unmarkBilled', user: u },
  ]);

const STATES = ['draft', 'submitted', 'approved', 'rejected'] as const;

for (const facts of [
  {
    type: 'reimbursement',
    billable: true,
    reviewed: false,
    billed: false,
    on_invoice: false,
    paid: false,
    receipts: 1,
  },
  {
    type: 'stipend',
    billable: false,
    reviewed: true,
    billed: false,
    on_invoice: true,
    paid: false,
    receipts: 0,
  },
] satisfies ExpenseFacts[]) {
  describe(`expense chart, ${facts.type}`, () => {
    const model = createTestModel(expenseWorkflow, { events: sampleEvents(), input: facts });
    const paths = model.getShortestPaths({ allowDuplicatePaths: true } as never);
    const reached = new Set<string>();

    it('starts as a draft', () => {
      expect(createActor(expenseWorkflow, { input: facts }).start().getSnapshot().value).toBe(
        'draft',
      );
    });

    for (const path of paths) {
      it(path.description, async () => {
        await path.test({
          events: {},
          states: Object.fromEntries(
            STATES.map((key) => [
              key,
              (s: Snapshot) => {
                reached.add(key);
                for (const e of sampleEvents()) {
                  const action = actionOf[e.type];
                  // Spec §6: a user never allowed an action is refused in every state (server 403).
                  if (action && !decideExpense(action as never, e.user).allowed)
                    expect(s.can(e), `${e.user.email} ${e.type}`).toBe(false);
                }
                expect(
                  resolveState(expenseDefinition, { stored: { status: key }, facts }).value,
                ).toBe(s.value);
              },
            ]),
          ),
        });
      });
    }

    it('reaches every state', () => {
      expect([...reached].sort()).toEqual([...STATES].sort());
    });
  });
}

describe('expense rules in words', () => {
  const subject = (status: (typeof STATES)[number], over: Partial<ExpenseFacts> = {}) => ({
    stored: { status },
    facts: {
      type: 'reimbursement' as const,
      billable: true,
      reviewed: false,
      billed: false,
      on_invoice: false,
      paid: false,
      receipts: 0,
      ...over,
    },
  });
  const connie = user('contractor@demo.test');
  const client = user('client@globex.test');

  it('asks a reimbursement for a receipt before it is submitted', () => {
    expect(judge(expenseDefinition, subject('draft'), connie, 'submit')).toEqual({
      ok: false,
      code: 409,
      message: 'Submit is not allowed now',
      reasons: ['A reimbursement needs at least one receipt: upload the receipt first.'],
    });
    expect(judge(expenseDefinition, subject('draft', { receipts: 1 }), connie, 'submit')).toEqual({
      ok: true,
    });
  });

  it('refuses a non-deciding partner with who could, and lets the client decide', () => {
    const verdict = judge(
      expenseDefinition,
      subject('submitted'),
      user('owner@acme.test'),
      'approve',
    );
    expect(verdict).toMatchObject({
      ok: false,
      code: 403,
      message: 'You may not approve expenses',
    });
    expect(judge(expenseDefinition, subject('submitted'), client, 'approve')).toEqual({ ok: true });
    expect(judge(expenseDefinition, subject('submitted'), client, 'reject')).toMatchObject({
      ok: false,
      reasons: ['A rejection needs a reason.'],
    });
  });

  it('locks an approval once billing or payroll took the expense', () => {
    expect(
      judge(expenseDefinition, subject('approved', { billed: true }), client, 'unapprove'),
    ).toMatchObject({
      ok: false,
      code: 409,
      reasons: ['It is already on a client invoice; the approval is locked.'],
    });
    expect(
      judge(expenseDefinition, subject('approved', { paid: true }), client, 'unapprove'),
    ).toMatchObject({
      ok: false,
      reasons: ['It has already been paid out; the approval is locked.'],
    });
    expect(
      judge(
        expenseDefinition,
        subject('approved', { billable: false }),
        user('admin@demo.test'),
        'mark_billed',
      ),
    ).toMatchObject({ ok: false, reasons: ['It is not billable to the client.'] });
  });

  it('lets only billing take the billing back, once the voided invoice no longer holds it', () => {
    const admin = user('admin@demo.test');
    const unmark = (who: User) => ({ type: 'expense.unmarkBilled' as const, user: who });
    const billedOff = resolveState(expenseDefinition, subject('approved', { billed: true }));
    expect(billedOff.can(unmark(admin))).toBe(true);
    expect(billedOff.can(unmark(client))).toBe(false);
    const stillOn = resolveState(
      expenseDefinition,
      subject('approved', { billed: true, on_invoice: true }),
    );
    expect(refusalReasons(expenseDefinition, stillOn, unmark(admin))).toEqual([
      'It is still on a client invoice; only voiding that invoice frees it.',
    ]);
    const notBilled = resolveState(expenseDefinition, subject('approved'));
    expect(refusalReasons(expenseDefinition, notBilled, unmark(admin))).toEqual([
      'It is not billed.',
    ]);
  });

  it('explains an action the state does not offer', () => {
    const s = resolveState(expenseDefinition, subject('draft'));
    expect(
      refusalReasons(expenseDefinition, s, { type: 'expense.approve', user: client })[0],
    ).toMatch(/^Approve is not possible now\. Being entered/);
  });
});
