import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { AssignmentRates } from './contract';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

async function list(email: string, query = '') {
  const token = await h.login(email);
  return h.app.inject({
    method: 'GET',
    url: `/v2/rates?per_page=200${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('GET /v2/rates', () => {
  it.each(['client@globex.test', 'contractor@demo.test', 'payroll@acme.test', 'sales@demo.test'])(
    'refuses %s, who may not see pay and bill rates together',
    async (email) => {
      const res = await list(email);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'Only staff who see bill rates can read rate schedules',
      });
    },
  );

  it("gives an EOR its own assignments' rates, with the regular hour's margin", async () => {
    const res = await list('eor@demo.test');
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as { data: AssignmentRates[] }).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.eor_id !== null && r.partner_id === null)).toBe(true);
    const priced = rows.filter((r) => r.pay_rate_cents !== null && r.bill_rate_cents !== null);
    expect(priced.length).toBeGreaterThan(0);
    for (const r of priced) expect(r.margin_cents).toBe(r.bill_rate_cents! - r.pay_rate_cents!);
  });

  it('narrows by the search box over job, contractor and client', async () => {
    const all = (await list('owner@acme.test')).json() as { data: AssignmentRates[] };
    const client = all.data[0]!.client_name;
    const res = await list('owner@acme.test', `&search=${encodeURIComponent(client)}`);
    const rows = (res.json() as { data: AssignmentRates[] }).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.client_name === client)).toBe(true);
  });
});
