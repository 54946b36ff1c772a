import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { callerOf } from '../../../tests/as-user';
import type { Client } from './contract';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());
const call = callerOf(() => h);

const names = async (email: string, query = '') => {
  const res = await call(email, 'GET', `/clients${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Client[] }).data.map((c) => c.entity_name);
};

it('shows each user type the clients in its scope (spec §6), a sales partner its referred partners’, and a contractor none', async () => {
  const all = await names('admin@demo.test');
  expect(all).toEqual(expect.arrayContaining(['Globex', 'Initech', 'Umbrella Corp']));
  expect(await names('owner@acme.test')).toEqual(['Globex']);
  expect(await names('owner@selfco.test')).toEqual(['Initech']);
  expect(await names('eor@demo.test')).toEqual(['Umbrella Corp']);
  expect(await names('client@globex.test')).toEqual(['Globex']);
  expect(await names('contractor@demo.test')).toEqual([]);
  expect(await names('sales@demo.test')).toEqual([
    'Globex',
    'Oceanic Logistics',
    'Portside Foods',
    'Vertex Analytics',
  ]);
});

it('filters by part of the name and by whether approval needs a signature', async () => {
  expect(await names('admin@demo.test', '?entity_name=LOBE')).toEqual(['Globex']);
  const signing = await names('admin@demo.test', '?requires_signature_for_approval=true');
  expect(signing).toContain('Globex');
  expect(signing).not.toContain('Initech');
});
