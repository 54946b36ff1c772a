import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { Partner } from './contract';
import type { SalesPartner } from '../sales-partners/contract';

let h: Harness;
let admin: Record<string, string>;
beforeAll(async () => {
  h = await createHarness();
  admin = { authorization: `Bearer ${await h.login('admin@demo.test')}` };
});
afterAll(async () => h.close());

const send = (
  method: 'POST' | 'PATCH',
  url: string,
  payload: Record<string, unknown>,
  headers = admin,
) => h.app.inject({ method, url, payload, headers });
const salesPartner = async (name: string) => {
  const res = await h.app.inject({ method: 'GET', url: '/v2/sales_partners', headers: admin });
  return (res.json() as { data: SalesPartner[] }).data.find((s) => s.entity_name === name)!;
};

it('creates a partner with its flags and referrer; the referring sales partner then sees it', async () => {
  const northwind = await salesPartner('Northwind Referrals');
  const res = await send('POST', '/v2/partners', {
    entity_name: '  Keystone Staffing ',
    subdomain: 'keystone',
    sales_partner_id: northwind.id,
    self_funded: true,
    is_canada_enabled: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({
    entity_name: 'Keystone Staffing',
    subdomain: 'keystone',
    sales_partner_name: 'Northwind Referrals',
    self_funded: true,
    is_canada_enabled: true,
    self_employer: false,
    clients_count: 0,
  });
  const seen = await h.app.inject({
    method: 'GET',
    url: `/v2/partners/${(res.json() as Partner).id}`,
    headers: { authorization: `Bearer ${await h.login('sales@demo.test')}` },
  });
  expect(seen.statusCode).toBe(200);
});

it('refuses a taken subdomain with 422 on that field, on create and on edit', async () => {
  const taken = await send('POST', '/v2/partners', {
    entity_name: 'Another Acme',
    subdomain: 'acme',
  });
  expect(taken.statusCode).toBe(422);
  expect(taken.json()).toMatchObject({
    detail: [{ loc: ['body', 'subdomain'], msg: 'This subdomain is already taken' }],
  });
  const created = (
    await send('POST', '/v2/partners', { entity_name: 'Fresh Partner' })
  ).json() as Partner;
  const edit = await send('PATCH', `/v2/partners/${created.id}`, { subdomain: 'selfco' });
  expect(edit.statusCode).toBe(422);
  expect(edit.json()).toMatchObject({ detail: [{ loc: ['body', 'subdomain'] }] });
});

it.each([
  ['Upper', 'upper case'],
  ['has space', 'a space'],
  ['-edge', 'a hyphen at the start'],
  ['a'.repeat(64), 'more than 63 characters'],
])('refuses the subdomain %j (%s) with 422 on that field', async (subdomain) => {
  const res = await send('POST', '/v2/partners', { entity_name: 'Bad Sub', subdomain });
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ detail: [{ loc: ['body', 'subdomain'] }] });
});

it('refuses a name that is blank or over 200 characters, and an unknown referrer', async () => {
  for (const entity_name of ['   ', 'x'.repeat(201)]) {
    const res = await send('POST', '/v2/partners', { entity_name });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ detail: [{ loc: ['body', 'entity_name'] }] });
  }
  const res = await send('POST', '/v2/partners', {
    entity_name: 'Ghost Referral',
    sales_partner_id: '00000000-0000-4000-8000-000000000000',
  });
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({
    detail: [{ loc: ['body', 'sales_partner_id'], msg: 'Sales partner not found' }],
  });
});

it('edits only the fields sent: clears the referrer, keeps the flags', async () => {
  const northwind = await salesPartner('Northwind Referrals');
  const created = (
    await send('POST', '/v2/partners', {
      entity_name: 'Edit Me',
      sales_partner_id: northwind.id,
      self_approve: true,
    })
  ).json() as Partner;
  const res = await send('PATCH', `/v2/partners/${created.id}`, { sales_partner_id: null });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    entity_name: 'Edit Me',
    sales_partner_id: null,
    self_approve: true,
  });
});

it('refuses every user type but admins with 403 (a sales partner, a partner owner, an EOR)', async () => {
  for (const email of ['sales@demo.test', 'owner@acme.test', 'eor@demo.test']) {
    const headers = { authorization: `Bearer ${await h.login(email)}` };
    expect((await send('POST', '/v2/partners', { entity_name: 'Nope' }, headers)).statusCode).toBe(
      403,
    );
    expect(
      (await send('POST', '/v2/sales_partners', { entity_name: 'Nope' }, headers)).statusCode,
    ).toBe(403);
  }
});
