import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { SalesPartner } from './contract';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const get = async (email: string, url: string) =>
  h.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${await h.login(email)}` },
  });
const list = async (email: string) => {
  const res = await get(email, '/v2/sales_partners');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: SalesPartner[] }).data;
};

it('shows admins every sales partner with the partners each referred', async () => {
  const all = await list('admin@demo.test');
  expect(all.map((s) => [s.entity_name, s.partners.map((p) => p.entity_name)])).toEqual([
    ['Brightpath Referrals', ['Crestline Staffing']],
    ['Northwind Referrals', ['Acme Staffing', 'Harbor Talent Group', 'Pinnacle Workforce']],
    ['Summit Partner Network', ['Meridian Contract Labor']],
  ]);
});

it('shows a sales partner itself alone, an EOR none, and 404 for another sales partner', async () => {
  const own = await list('sales@demo.test');
  expect(own.map((s) => s.entity_name)).toEqual(['Northwind Referrals']);
  expect(await list('eor@demo.test')).toEqual([]);
  const other = (await list('admin@demo.test')).find(
    (s) => s.entity_name === 'Summit Partner Network',
  );
  expect((await get('sales@demo.test', `/v2/sales_partners/${other?.id}`)).statusCode).toBe(404);
  const detail = await get('sales@demo.test', `/v2/sales_partners/${own[0]?.id}`);
  expect(detail.json()).toMatchObject({
    entity_name: 'Northwind Referrals',
    partners: expect.any(Array),
  });
});

it('refuses with 403 the user types spec §2 keeps from /sales_partners: partners, clients, contractors', async () => {
  const [own] = await list('sales@demo.test');
  for (const email of ['owner@acme.test', 'client@globex.test', 'contractor@demo.test']) {
    for (const url of ['/v2/sales_partners', `/v2/sales_partners/${own?.id}`]) {
      const res = await get(email, url);
      expect(res.statusCode, `${email} ${url}`).toBe(403);
      expect(res.json()).toEqual({ message: 'You are not allowed to see sales partners' });
    }
  }
});
