import { afterAll, beforeAll, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { EIN_FORMAT } from '../../domain/validation/ein';
import type { CorpToCorp } from './contract';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const caller = callerOf(() => h);
const call = (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  caller(email, method, `/corp_to_corps${url}`, payload);
const list = async (email: string) =>
  (await call(email, 'GET', '')).json() as { data: CorpToCorp[] };

it('is open to admin-like users and partners with corp-to-corp enabled, 403 to everyone else', async () => {
  const acme = await list('owner@acme.test');
  expect(acme.data.map((v) => v.entity_name)).toEqual([
    'Bright Path Staffing Inc',
    'Keystone Consulting LLC',
  ]);
  expect((await list('eor@demo.test')).data.map((v) => v.entity_name)).toEqual([
    'Umbrella Talent Partners',
  ]);
  expect((await list('admin@demo.test')).data).toHaveLength(4);
  const id = acme.data[0]!.id;
  for (const email of ['owner@selfco.test', 'client@globex.test', 'contractor@demo.test']) {
    const res = await call(email, 'GET', '');
    expect(res.statusCode, email).toBe(403);
    expect(res.json()).toEqual({ message: 'Corp-to-corp is not enabled for your account' });
    expect((await call(email, 'GET', `/${id}`)).statusCode, email).toBe(403);
    expect(
      (await call(email, 'POST', '', { entity_name: 'X', tax_id: '12-3456789' })).statusCode,
    ).toBe(403);
  }
});

it('lists the contractors working through a vendor', async () => {
  const vendors = (await list('admin@demo.test')).data;
  const loneStar = vendors.find((v) => v.entity_name === 'Lone Star Contractors LLC');
  expect(loneStar?.contractors.map((c) => c.name)).toEqual(['Ian Independent']);
  expect(loneStar?.tax_id).toBe('74-2468135');
  const keystone = vendors.find((v) => v.entity_name === 'Keystone Consulting LLC');
  expect(keystone?.contractors).toEqual([]);
});

it('takes an EIN written with a space or none, stores it as 12-3456789, once per partner', async () => {
  const res = await call('owner@acme.test', 'POST', '', {
    entity_name: 'Quick Staff LLC',
    tax_id: '981234567',
  });
  expect(res.statusCode, res.body).toBe(201);
  expect((res.json() as CorpToCorp).tax_id).toBe('98-1234567');
  const again = await call('recruiter@acme.test', 'POST', '', {
    entity_name: 'Copy LLC',
    tax_id: '98 1234567',
  });
  expect(again.statusCode).toBe(422);
  expect(again.json()).toMatchObject({
    detail: [{ loc: ['body', 'tax_id'], msg: 'Another vendor of this partner has this EIN' }],
  });
  const eor = await call('eor@demo.test', 'POST', '', {
    entity_name: 'Same EIN elsewhere',
    tax_id: '98-1234567',
  });
  expect(eor.statusCode, eor.body).toBe(201);
  const bad = await call('owner@acme.test', 'POST', '', { entity_name: 'Bad', tax_id: '12-34567' });
  expect(bad.json()).toMatchObject({ detail: [{ loc: ['body', 'tax_id'], msg: EIN_FORMAT }] });
});

it('answers 404 for another tenant’s vendor', async () => {
  const umbrella = (await list('eor@demo.test')).data[0]!;
  expect((await call('owner@acme.test', 'GET', `/${umbrella.id}`)).statusCode).toBe(404);
  expect(
    (await call('owner@acme.test', 'PATCH', `/${umbrella.id}`, { entity_name: 'Mine' })).statusCode,
  ).toBe(404);
});
