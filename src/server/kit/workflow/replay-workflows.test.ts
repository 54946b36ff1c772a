import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import { callerOf } from '../../../../tests/as-user';
import type { Expense } from '../../../resources/expenses/contract';
import { formatMoney } from '../../../domain/format/format';
import type { Replay } from '../../../domain/contracts/replay';
import { applyAllocation } from '../../billing/allocation';
import type { Tx } from '../../db/client';
import { assignments, clients } from '../../db/schema';
import { seededIds } from '../../../resources/assignments/seeded-ids.server';

/** The auditor's replay beyond timesheets: the kit's one route on an expense and on an invoice. */
let h: Harness;
const call = callerOf(() => h);
const replayOf = async (email: string, url: string) => {
  const res = await call(email, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Replay;
};
type Step = Replay['steps'][number];
/** A role's verdict on an action at a step: `true`, or the reasons it was refused. */
const verdict = (step: Step | undefined, role: string, action: string) => {
  const a = step?.roles.find((r) => r.role === role)?.actions.find((x) => x.action === action);
  if (!a) throw new Error(`no ${action} for ${role} at ${step?.to}`);
  return a.available ? true : a.reasons;
};

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

describe('GET /v2/expenses/{id}/replay', () => {
  let id: string;
  beforeAll(async () => {
    const { connie } = await seededIds(h.database.db);
    const [a] = await h.database.db
      .select()
      .from(assignments)
      .where(eq(assignments.contractor_id, connie));
    const created = await call('contractor@demo.test', 'POST', '/expenses', {
      assignment_id: a!.id,
      type: 'stipend',
      amount_cents: 12_345,
      date: '2026-11-20',
      category: 'Meals',
      business_purpose: 'Site visit',
    });
    expect(created.statusCode, created.body).toBe(201);
    id = (created.json() as Expense).id;
    const act = async (email: string, action: string, body: object = {}) => {
      const res = await call(email, 'POST', `/expenses/${id}/actions/${action}`, body);
      expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    };
    await act('contractor@demo.test', 'submit');
    await act('owner@acme.test', 'review');
    await act('client@globex.test', 'reject', { reason: 'Meals are not covered' });
    const edited = await call('contractor@demo.test', 'PATCH', `/expenses/${id}`, {
      amount_cents: 9_900,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await act('contractor@demo.test', 'submit');
    await act('client@globex.test', 'approve');
  });

  it('replays each event in order with its actor, texts and the state after it', async () => {
    const replay = await replayOf('admin@demo.test', `/expenses/${id}/replay`);
    expect(replay.chart).toBe('expense');
    expect(replay.steps.map((s) => [s.version, s.type, s.to])).toEqual([
      [1, 'expense.created', 'draft'],
      [2, 'expense.submit', 'submitted'],
      [3, 'expense.review', 'submitted'],
      [4, 'expense.reject', 'rejected'],
      [5, 'expense.edit', 'draft'],
      [6, 'expense.submit', 'submitted'],
      [7, 'expense.approve', 'approved'],
    ]);
    const [, submit, review, reject] = replay.steps;
    expect(submit).toMatchObject({
      action: 'submit',
      label: 'Submit',
      actor_role: 'contractor',
      actor_name: 'Connie Contractor',
    });
    expect(review?.actor_role).toBe('partner:owner');
    expect(reject).toMatchObject({
      action: 'reject',
      reason: 'Meals are not covered',
      from: 'submitted',
    });
    expect(replay.steps.at(-1)?.active).toEqual(['expense', 'expense.approved']);
  });

  it('judges each role on the expense as it stood then (factsAt), not as it is now', async () => {
    const replay = await replayOf('admin@demo.test', `/expenses/${id}/replay`);
    const [created, submit, review, , , resubmit, approve] = replay.steps;
    const roles = submit?.roles.map((r) => r.role) ?? [];
    expect(roles).toEqual(
      expect.arrayContaining(['admin:admin', 'partner:owner', 'client:owner', 'contractor']),
    );
    // Reviewed at version 3, so only then is a second review refused; the expense today is reviewed.
    expect(verdict(submit, 'partner:owner', 'review')).toBe(true);
    expect(verdict(review, 'partner:owner', 'review')).toEqual(['It is already marked reviewed.']);
    expect(verdict(resubmit, 'partner:owner', 'review')).toEqual([
      'It is already marked reviewed.',
    ]);
    // Who could decide, and why the others could not.
    expect(verdict(submit, 'client:owner', 'approve')).toBe(true);
    expect(verdict(submit, 'partner:owner', 'approve')).toEqual([
      expect.stringContaining('Approve is only for clients'),
    ]);
    expect(verdict(created, 'contractor', 'submit')).toBe(true);
    expect(verdict(created, 'contractor', 'approve')).not.toBe(true);
    expect(verdict(approve, 'client:owner', 'unapprove')).toBe(true);
    expect(verdict(approve, 'admin:admin', 'mark_billed')).toBe(true);
  });

  it('is for auditors only, in their tenant scope', async () => {
    expect((await call('owner@acme.test', 'GET', `/expenses/${id}/replay`)).statusCode).toBe(200);
    for (const email of ['contractor@demo.test', 'client@globex.test', 'recruiter@acme.test']) {
      const res = await call(email, 'GET', `/expenses/${id}/replay`);
      expect(res.statusCode, email).toBe(403);
    }
    expect((await call('owner@selfco.test', 'GET', `/expenses/${id}/replay`)).statusCode).toBe(404);
  });
});

describe('GET /v2/invoices/{id}/replay', () => {
  it('replays an open invoice paid in two parts: the amounts as they stood at each step decide what could be done', async () => {
    const list = (
      await call('admin@demo.test', 'GET', '/invoices?status=open&per_page=200')
    ).json() as {
      data: { id: string; client_name: string; total_due_cents: number }[];
    };
    const invoice = list.data.find((i) => i.client_name === 'Globex' && i.total_due_cents > 1);
    if (!invoice) throw new Error('no open Globex invoice in the demo');
    const part = Math.floor(invoice.total_due_cents / 2);
    const origin = {
      actorUserId: null,
      actorRole: 'system',
      ip: null,
      userAgent: null,
      location: null,
      occurredAt: new Date(),
    };
    const allocate = (cents: number) =>
      h.deps.db.transaction((tx) =>
        applyAllocation(tx as unknown as Tx, invoice.id, cents, origin, h.deps.subscribers),
      );
    // The first part comes from a recorded payment, the rest with no payment named.
    const [globex] = await h.deps.db
      .select()
      .from(clients)
      .where(eq(clients.entity_name, 'Globex'));
    const payment = await call(
      'admin@demo.test',
      'POST',
      '/payments',
      { client_id: globex!.id, amount_cents: part, received_date: '2026-11-20' },
      'replay-payment-1',
    );
    expect(payment.statusCode, payment.body).toBe(201);
    const paymentNumber = (payment.json() as { number: string }).number;
    const allocated1 = await call(
      'admin@demo.test',
      'POST',
      `/payments/${(payment.json() as { id: string }).id}/allocations`,
      { allocations: [{ invoice_id: invoice.id, amount_cents: part }] },
      'replay-allocation-1',
    );
    expect(allocated1.statusCode, allocated1.body).toBe(201);
    await allocate(invoice.total_due_cents - part);

    const replay = await replayOf('admin@demo.test', `/invoices/${invoice.id}/replay`);
    expect(replay.chart).toBe('invoice');
    expect(replay.steps.map((s) => s.version)).toEqual(replay.steps.map((_, i) => i + 1));
    expect(replay.steps.map((s) => [s.type, s.to])).toEqual([
      ['invoice.generated', 'draft'],
      ['invoice.send', 'open'],
      ['invoice.allocate', 'partially_paid'],
      ['invoice.allocate', 'paid'],
    ]);
    const [draft, sent, allocated, paid] = replay.steps;
    // The allocation steps name the payment and the amount; an allocation without a payment, the amount.
    expect(allocated?.detail).toBe(`${paymentNumber}: ${formatMoney(part)} allocated`);
    expect(paid?.detail).toBe(`${formatMoney(invoice.total_due_cents - part)} allocated`);
    expect(sent).toMatchObject({ action: 'send', label: 'Send', actor_role: 'admin:admin' });
    expect(verdict(draft, 'admin:admin', 'send')).toBe(true);
    expect(verdict(draft, 'client:owner', 'send')).not.toBe(true);
    // Void was open while nothing was allocated; after the allocation it is refused, with the rule.
    expect(verdict(sent, 'admin:admin', 'void')).toBe(true);
    expect(verdict(allocated, 'admin:admin', 'void')).toEqual([
      'Void is not possible now. Part of the amount due is allocated from payments.',
    ]);
    // A credit note was possible while something remained, which nothing does today.
    expect(verdict(allocated, 'admin:admin', 'credit')).toBe(true);
    expect(verdict(paid, 'admin:admin', 'credit')).not.toBe(true);

    expect(
      (await call('client@globex.test', 'GET', `/invoices/${invoice.id}/replay`)).statusCode,
    ).toBe(403);
    expect(
      (await call('owner@selfco.test', 'GET', `/invoices/${invoice.id}/replay`)).statusCode,
    ).toBe(404);
  });
});
