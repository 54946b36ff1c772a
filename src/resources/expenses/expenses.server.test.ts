import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { callerOf } from '../../../tests/as-user';
import { assignments, expenses } from '../../server/db/schema';
import { foldProjections } from '../../server/kit/workflow/rebuild';
import { seededIds } from '../assignments/seeded-ids.server';
import type { Expense, ExpenseDetail, ExpenseList } from './contract';
import { expenseServer } from './workflow.server';

let h: Harness;
const caller = callerOf(() => h);
const call = (
  email: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: object | Buffer,
  headers: Record<string, string> = {},
) => caller(email, method, url, body, { headers });

const CONNIE = 'contractor@demo.test';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const upload = (email: string, id: string, bytes: Buffer, type = 'application/pdf') =>
  call(email, 'POST', `/expenses/${id}/receipts?name=taxi.pdf`, bytes, { 'content-type': type });

let id: string;
beforeAll(async () => {
  h = await createHarness();
  const { connie } = await seededIds(h.database.db);
  const [a] = await h.database.db
    .select()
    .from(assignments)
    .where(eq(assignments.contractor_id, connie));
  const res = await call(CONNIE, 'POST', '/expenses', {
    assignment_id: a!.id,
    type: 'reimbursement',
    amount_cents: 1_000_001,
    date: '2026-11-21',
    category: 'Travel',
    business_purpose: 'Client visit',
  });
  expect(res.statusCode, res.body).toBe(201);
  id = (res.json() as Expense).id;
});
afterAll(async () => h.close());

describe('an expense from entry to approval', () => {
  it('keeps the amount to the cent, in the item, the list sum and the CSV', async () => {
    const detail = (await call(CONNIE, 'GET', `/expenses/${id}`)).json() as ExpenseDetail;
    expect(detail.expense).toMatchObject({
      amount_cents: 1_000_001,
      status: 'draft',
      contractor_name: 'Connie Contractor',
      client_name: 'Globex',
    });
    const list = (await call(CONNIE, 'GET', '/expenses?per_page=200')).json() as ExpenseList;
    expect(list.meta.total_amount_cents).toBe(
      list.data.reduce((sum, e) => sum + e.amount_cents, 0),
    );
    const csv = (await call(CONNIE, 'GET', '/expenses?format=csv&category=Travel')).body;
    expect(csv).toContain(',10000.01,');
  });

  it('refuses a submission without the receipt a reimbursement needs, with the reason', async () => {
    const res = await call(CONNIE, 'POST', `/expenses/${id}/actions/submit`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      reasons: ['A reimbursement needs at least one receipt: upload the receipt first.'],
    });
  });

  it('takes a real PDF receipt, refuses a disguised or empty one, and links it only within scope', async () => {
    expect(
      (await upload(CONNIE, id, Buffer.from('<html><script>alert(1)</script>'))).statusCode,
    ).toBe(415);
    expect((await upload(CONNIE, id, Buffer.alloc(0), 'image/png')).statusCode).toBe(422);
    const ok = await upload(CONNIE, id, pdf);
    expect(ok.statusCode, ok.body).toBe(201);
    const [receipt] = (ok.json() as { data: { file_url: string; name: string }[] }).data;
    expect(receipt?.name).toBe('taxi.pdf');
    const file = await h.app.inject({ method: 'GET', url: receipt!.file_url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);

    // Another tenant learns nothing: no detail, no receipts, no link, no upload.
    for (const url of [`/expenses/${id}`, `/expenses/${id}/receipts`, `/expenses/${id}/history`]) {
      const res = await call('owner@selfco.test', 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('/v2/files/');
    }
    expect((await upload('owner@selfco.test', id, pdf)).statusCode).toBe(404);
    // A partner user whose role does not see expenses is refused outright.
    expect((await call('timekeeper@acme.test', 'GET', `/expenses/${id}/receipts`)).statusCode).toBe(
      403,
    );
    expect((await call('timekeeper@acme.test', 'GET', '/expenses')).statusCode).toBe(403);
  });

  it('is submitted, refused to a non-deciding partner with why, approved by the client, then locked to the contractor', async () => {
    expect((await call(CONNIE, 'POST', `/expenses/${id}/actions/submit`, {})).statusCode).toBe(200);
    const queue = (
      await call('owner@acme.test', 'GET', '/approvals?kind=expense&per_page=200')
    ).json() as { data: { id: string }[] };
    expect(queue.data.map((r) => r.id)).toContain(id);

    const refused = await call('owner@acme.test', 'POST', `/expenses/${id}/actions/approve`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'You may not approve expenses',
      reasons: [expect.stringContaining('Approve is only for clients')],
    });

    const approved = await call(
      'client@globex.test',
      'POST',
      `/expenses/${id}/actions/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect((approved.json() as ExpenseDetail).expense).toMatchObject({
      status: 'approved',
      approval_email: 'client@globex.test',
      amount_cents: 1_000_001,
    });

    expect((await upload(CONNIE, id, pdf)).statusCode).toBe(403);
    const edit = await call(CONNIE, 'PATCH', `/expenses/${id}`, { amount_cents: 5 });
    expect(edit.statusCode).toBe(409);
    const history = (await call(CONNIE, 'GET', `/expenses/${id}/history`)).json() as {
      data: { type: string; to: string | null }[];
    };
    expect(history.data.map((e) => e.type)).toEqual([
      'expense.created',
      'expense.submit',
      'expense.approve',
    ]);
  });

  it('rebuilds every expense projection from its events to the live table', async () => {
    const rebuilt = new Map<string, unknown>();
    await foldProjections(h.deps.db, expenseServer, (row) => rebuilt.set(row.id, row), 20);
    const live = await h.database.db.select().from(expenses);
    expect(rebuilt.size).toBe(live.length);
    const norm = (r: object) =>
      JSON.parse(
        JSON.stringify(r, (_k, v: unknown) =>
          typeof v === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d/.test(v)
            ? new Date(v).toISOString()
            : v,
        ),
      ) as unknown;
    for (const row of live) expect(norm(rebuilt.get(row.id) as object), row.id).toEqual(norm(row));
  });
});
