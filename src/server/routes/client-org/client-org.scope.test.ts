import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const clientsSeen = async (email: string, path: string) => {
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2${path}?per_page=200`,
    headers: { authorization: `Bearer ${await h.login(email)}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  const names = (res.json() as { data: { client_name: string }[] }).data.map((r) => r.client_name);
  return [...new Set(names)].sort();
};

const ALL = ['Globex', 'Initech', 'Umbrella Corp'];

describe.each(['/work_locations', '/departments', '/project_codes', '/purchase_orders'])(
  '%s in each user type’s scope',
  (path) => {
    it('admin sees every client’s; a partner, its recruiter and the EOR their clients’; a client user its company’s', async () => {
      expect(await clientsSeen('admin@demo.test', path)).toEqual(ALL);
      expect(await clientsSeen('owner@acme.test', path)).toEqual(['Globex']);
      expect(await clientsSeen('recruiter@acme.test', path)).toEqual(['Globex']);
      expect(await clientsSeen('owner@selfco.test', path)).toEqual(['Initech']);
      expect(await clientsSeen('eor@demo.test', path)).toEqual(['Umbrella Corp']);
      expect(await clientsSeen('client@globex.test', path)).toEqual(['Globex']);
      expect(await clientsSeen('approver@globex.test', path)).toEqual(['Globex']);
    });

    it('contractors see none; a sales partner reads those of the partners it referred', async () => {
      expect(await clientsSeen('contractor@demo.test', path)).toEqual([]);
      expect(await clientsSeen('ic@demo.test', path)).toEqual([]);
      expect(await clientsSeen('sales@demo.test', path)).toEqual(['Globex']);
    });
  },
);

it('work locations carry a checked address and narrow to one client', async () => {
  const token = await h.login('admin@demo.test');
  const get = (url: string) =>
    h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const all = (await get('/v2/work_locations?name=Plant 2')).json() as {
    data: {
      id: string;
      client_id: string;
      street_address_line_1: string;
      state: string;
      zipcode: string;
      country: string;
    }[];
  };
  expect(all.data).toHaveLength(1);
  const plant = all.data[0];
  expect(plant).toMatchObject({
    street_address_line_1: '4415 S 6th Street Rd',
    state: 'IL',
    zipcode: '62703',
    country: 'US',
  });
  const narrowed = (
    await get(`/v2/work_locations?client_id=${plant?.client_id}&per_page=200`)
  ).json() as {
    data: { client_name: string }[];
  };
  expect(new Set(narrowed.data.map((r) => r.client_name))).toEqual(new Set(['Globex']));
});

it('purchase orders answer integer cents and sort by amount', async () => {
  const res = await h.app.inject({
    method: 'GET',
    url: '/v2/purchase_orders?sort=-amount_cents&per_page=200',
    headers: { authorization: `Bearer ${await h.login('owner@acme.test')}` },
  });
  const amounts = (res.json() as { data: { amount_cents: number }[] }).data.map(
    (p) => p.amount_cents,
  );
  expect(amounts).toEqual([18_500_000, 4_750_000, 1_225_050]);
});
