import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { callerOf } from '../../../tests/as-user';
import { demoContractorId } from '../../../tests/kit/demo-ids';

let h: Harness;
const caller = callerOf(() => h);
const call = (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  caller(email, method, `/adjustments${url}`, payload);

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

it('a self-employer partner adds an adjustment to the cent, an admin approves it, another tenant never sees it, a refusal says why', async () => {
  const contractor_id = await demoContractorId(h.deps.db, 'selfco');
  const created = await call('owner@selfco.test', 'POST', '', {
    contractor_id,
    direction: 'pay',
    payer: 'partner',
    type: 'bonus',
    amount_cents: 999_999_99,
    date: '2026-11-20',
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id, amount_cents } = created.json() as { id: string; amount_cents: number };
  expect(amount_cents).toBe(999_999_99);

  // Deciding adjustments is an admin's: another partner is refused before the record is looked up.
  const refused = await call('owner@acme.test', 'POST', `/${id}/actions/approve`);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ message: 'You may not approve adjustments' });
  expect((await call('owner@acme.test', 'GET', `/${id}`)).statusCode).toBe(404);
  expect((await call('recruiter@acme.test', 'GET', '')).json()).toEqual({
    message: 'Adjustments are for partner, EOR and admin users with sensitive access',
  });

  const approved = await call('admin@demo.test', 'POST', `/${id}/actions/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
  expect(approved.json()).toMatchObject({
    adjustment: { status: 'approved', amount_cents: 999_999_99, approved_at: expect.any(String) },
  });

  const billed = await call('admin@demo.test', 'POST', `/${id}/actions/mark_invoiced`);
  expect(billed.statusCode).toBe(409);
  expect(billed.json()).toMatchObject({
    from: 'approved',
    reasons: ['Only a bill adjustment goes on a client invoice; this one is on pay.'],
  });

  const csv = await call('admin@demo.test', 'GET', '?format=csv&status=approved');
  expect(csv.body).toContain('99999999');
  const history = (await call('owner@selfco.test', 'GET', `/${id}/history`)).json() as {
    data: { type: string; from: string | null; to: string }[];
  };
  expect(history.data.map((e) => [e.type, e.from, e.to])).toEqual([
    ['adjustment.created', null, 'pending'],
    ['adjustment.approve', 'pending', 'approved'],
  ]);
});
