import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { Contractor } from './contract';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const list = async (email: string, query = '') => {
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2/contractors${query}`,
    headers: { authorization: `Bearer ${await h.login(email)}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Contractor[] }).data;
};
const names = async (email: string, query = '') =>
  (await list(email, query)).map((c) => c.name).sort();

it('shows each user type its own contractors: a client those working for it, a contractor itself', async () => {
  expect(await names('owner@acme.test')).toEqual(['Connie Contractor', 'Nina Newhire']);
  expect(await names('client@globex.test')).toEqual(['Connie Contractor', 'Nina Newhire']);
  expect(await names('eor@demo.test')).toEqual(['Wanda Worker', 'Wes Worker']);
  expect(await names('contractor@demo.test')).toEqual(['Connie Contractor']);
  expect(await names('sales@demo.test')).toEqual(await names('owner@acme.test'));
  const all = await names('admin@demo.test');
  expect(all).toEqual(
    expect.arrayContaining(['Connie Contractor', 'Nina Newhire', 'Wanda Worker', 'Wes Worker']),
  );
  expect(all.length).toBeGreaterThan(4);
});

it('hides personal data from a client without show_contractor_personal (spec §6), not from the partner', async () => {
  const forClient = await list('client@globex.test');
  expect(forClient.every((c) => c.email === null && c.ssn_masked === null)).toBe(true);
  const forPartner = await list('owner@acme.test');
  expect(forPartner.find((c) => c.name === 'Connie Contractor')?.email).toBe(
    'contractor@demo.test',
  );
});

it('filters by part of the name and by W-2 onboarding', async () => {
  expect(await names('admin@demo.test', '?name=newh')).toEqual(['Nina Newhire']);
  const w2 = await list('admin@demo.test', '?requires_w2_onboard=true');
  expect(w2.length).toBeGreaterThan(0);
  expect(w2.every((c) => c.requires_w2_onboard)).toBe(true);
});
