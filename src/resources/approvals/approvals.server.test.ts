import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { ApprovalList } from './contract';
import type { ExpenseList } from '../expenses/contract';
import type { TimesheetList } from '../timesheets/contract';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const get = async (email: string, url: string) =>
  h.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${await h.login(email)}` },
  });

describe('GET /v2/approvals follows canSeeApprovals (spec §6)', () => {
  it.each([
    ['admin@demo.test', 200],
    ['eor@demo.test', 200],
    ['owner@acme.test', 200],
    ['recruiter@acme.test', 200],
    ['owner@selfco.test', 200],
    ['timekeeper@acme.test', 403],
    ['client@globex.test', 403],
    ['sales@demo.test', 403],
    ['contractor@demo.test', 403],
  ])('%s → %i', async (email, status) => {
    expect((await get(email, '/v2/approvals')).statusCode).toBe(status);
  });

  it("holds exactly the caller's waiting timesheets and expenses, counted by kind, each linked to where it is decided", async () => {
    const queue = (
      await get('owner@acme.test', '/v2/approvals?per_page=200')
    ).json() as ApprovalList;
    const timesheets = (
      await get('owner@acme.test', '/v2/timesheets?status=submitted,signed&per_page=200')
    ).json() as TimesheetList;
    const expenses = (
      await get('owner@acme.test', '/v2/expenses?status=submitted&per_page=200')
    ).json() as ExpenseList;
    const timeOff = (
      await get('owner@acme.test', '/v2/time_off_requests?status=requested&per_page=200')
    ).json() as { data: { id: string }[]; meta: { total: number } };
    expect(timesheets.meta.total).toBeGreaterThan(0);
    expect(expenses.meta.total).toBeGreaterThan(0);
    expect(timeOff.meta.total).toBeGreaterThan(0);
    expect(queue.meta.by_kind).toEqual({
      timesheet: timesheets.meta.total,
      expense: expenses.meta.total,
      // Acme is no self-employer: its pending adjustments await someone else.
      adjustment: 0,
      time_off: timeOff.meta.total,
    });
    expect(queue.meta.total).toBe(timesheets.meta.total + expenses.meta.total + timeOff.meta.total);
    const ids = (kind: string) =>
      queue.data
        .filter((r) => r.kind === kind)
        .map((r) => r.id)
        .sort();
    expect(ids('timesheet')).toEqual(timesheets.data.map((t) => t.id).sort());
    expect(ids('expense')).toEqual(expenses.data.map((e) => e.id).sort());
    expect(ids('time_off')).toEqual(timeOff.data.map((r) => r.id).sort());
    const expense = queue.data.find((r) => r.kind === 'expense');
    const same = expenses.data.find((e) => e.id === expense?.id);
    expect(expense).toMatchObject({
      href: `/expenses/${same?.id}`,
      amount_cents: same?.amount_cents,
      hours_hundredths: null,
      status: 'submitted',
    });
    expect(queue.data.find((r) => r.kind === 'timesheet')?.href).toMatch(/^\/approvals\//);

    const onlyExpenses = (
      await get('owner@acme.test', '/v2/approvals?kind=expense&per_page=200')
    ).json() as ApprovalList;
    expect(onlyExpenses.data.every((r) => r.kind === 'expense')).toBe(true);
    expect(onlyExpenses.meta.total).toBe(expenses.meta.total);

    const selfco = (
      await get('owner@selfco.test', '/v2/approvals?per_page=200')
    ).json() as ApprovalList;
    const acmeIds = new Set(queue.data.map((t) => t.id));
    expect(selfco.meta.total).toBeGreaterThan(0);
    expect(selfco.data.some((t) => acmeIds.has(t.id))).toBe(false);
  });

  it('pages the oldest waiting first, without repeats, across kinds', async () => {
    const all = (await get('admin@demo.test', '/v2/approvals?per_page=200')).json() as ApprovalList;
    const paged: string[] = [];
    for (let page = 1; paged.length < all.meta.total; page++) {
      const p = (
        await get('admin@demo.test', `/v2/approvals?per_page=7&page=${page}`)
      ).json() as ApprovalList;
      paged.push(...p.data.map((r) => r.id));
    }
    expect(paged).toEqual(all.data.map((r) => r.id));
    const waits = all.data.map((r) => r.waiting_since);
    expect(waits).toEqual([...waits].sort());
  });
});

describe('adjustments wait for those who may decide them (spec §6)', () => {
  it('a self-employer owner sees its pending adjustments; a recruiter with a queue never sees adjustments', async () => {
    const pending = (
      await get('owner@selfco.test', '/v2/adjustments?status=pending&per_page=200')
    ).json() as { data: { id: string; amount_cents: number }[]; meta: { total: number } };
    expect(pending.meta.total).toBeGreaterThan(0);
    const queue = (
      await get('owner@selfco.test', '/v2/approvals?kind=adjustment&per_page=200')
    ).json() as ApprovalList;
    expect(queue.meta.by_kind.adjustment).toBe(pending.meta.total);
    expect(queue.data.map((r) => r.id).sort()).toEqual(pending.data.map((a) => a.id).sort());
    const first = queue.data[0]!;
    expect(first.href).toBe(`/adjustments/${first.id}`);
    expect(first.amount_cents).toBe(pending.data.find((a) => a.id === first.id)?.amount_cents);

    const recruiter = (
      await get('recruiter@acme.test', '/v2/approvals?kind=adjustment&per_page=200')
    ).json() as ApprovalList;
    expect(recruiter.data).toEqual([]);
    expect(recruiter.meta.by_kind.adjustment).toBe(0);
  });

  it('an admin sees every pending adjustment', async () => {
    const pending = (
      await get('admin@demo.test', '/v2/adjustments?status=pending&per_page=200')
    ).json() as { meta: { total: number } };
    const queue = (
      await get('admin@demo.test', '/v2/approvals?kind=adjustment')
    ).json() as ApprovalList;
    expect(queue.meta.total).toBe(pending.meta.total);
    expect(pending.meta.total).toBeGreaterThan(0);
  });
});
