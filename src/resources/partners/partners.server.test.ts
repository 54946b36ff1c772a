import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { Partner } from './contract';
import { salesPartners } from '../../server/db/schema';

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
const list = async (email: string, query = '') => {
  const res = await get(email, `/v2/partners${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Partner[] }).data;
};
const names = async (email: string, query = '') =>
  (await list(email, query)).map((p) => p.entity_name);

const ALL = [
  'Acme Staffing',
  'Blue Ridge Staffing',
  'Crestline Staffing',
  'Harbor Point Staffing',
  'Harbor Talent Group',
  'Meridian Contract Labor',
  'Pinnacle Workforce',
  'SelfCo',
];

it('shows admins every partner, a sales partner those it referred, a partner user its own, an EOR none', async () => {
  expect(await names('admin@demo.test')).toEqual(ALL);
  expect(await names('sales@demo.test')).toEqual([
    'Acme Staffing',
    'Harbor Talent Group',
    'Pinnacle Workforce',
  ]);
  expect(await names('recruiter@acme.test')).toEqual(['Acme Staffing']);
  expect(await names('owner@selfco.test')).toEqual(['SelfCo']);
  expect(await names('eor@demo.test')).toEqual([]);
});

it('refuses clients and contractors with 403 on list and detail (never allowed partners)', async () => {
  const [acme] = await list('admin@demo.test', '?entity_name=acme');
  for (const email of ['client@globex.test', 'contractor@demo.test']) {
    for (const url of ['/v2/partners', `/v2/partners/${acme?.id}`]) {
      const res = await get(email, url);
      expect(res.statusCode, `${email} ${url}`).toBe(403);
      expect(res.json()).toEqual({ message: 'You are not allowed to see partners' });
    }
  }
});

it('answers 404 for a partner outside the caller’s scope', async () => {
  const [selfco] = await list('admin@demo.test', '?entity_name=selfco');
  expect((await get('sales@demo.test', `/v2/partners/${selfco?.id}`)).statusCode).toBe(404);
  expect((await get('owner@acme.test', `/v2/partners/${selfco?.id}`)).statusCode).toBe(404);
  expect((await get('owner@selfco.test', `/v2/partners/${selfco?.id}`)).statusCode).toBe(200);
});

it('filters by part of the name, self-employer and referring sales partner', async () => {
  expect(await names('admin@demo.test', '?entity_name=STAFF')).toEqual([
    'Acme Staffing',
    'Blue Ridge Staffing',
    'Crestline Staffing',
    'Harbor Point Staffing',
  ]);
  expect(await names('admin@demo.test', '?self_employer=true')).toEqual([
    'Blue Ridge Staffing',
    'SelfCo',
  ]);
  const [brightpath] = await h.deps.db
    .select()
    .from(salesPartners)
    .where(eq(salesPartners.entity_name, 'Brightpath Referrals'));
  expect(await names('admin@demo.test', `?sales_partner_id=${brightpath?.id}`)).toEqual([
    'Crestline Staffing',
  ]);
  expect(await names('sales@demo.test', `?sales_partner_id=${brightpath?.id}`)).toEqual([]);
});

it('gives every spec §3 Partner field, who referred it and its clients and contractors counted', async () => {
  const [acme] = await list('admin@demo.test', '?entity_name=acme');
  const res = await get('sales@demo.test', `/v2/partners/${acme?.id}`);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    entity_name: 'Acme Staffing',
    subdomain: 'acme',
    logo_url: '/brand/acme.svg',
    favicon_url: null,
    redirect_url: null,
    dark_mode: false,
    self_employer: false,
    self_funded: false,
    self_time_sheets: false,
    self_approve: false,
    is_payroll_disabled: false,
    is_canada_enabled: false,
    // The workforce seed turns corp-to-corp on for Acme.
    corp_to_corp_enabled: true,
    sales_partner_name: 'Northwind Referrals',
    clients_count: 1,
    contractors_count: 2,
  });
  const [harbor] = await list('admin@demo.test', '?entity_name=harbor talent');
  expect(harbor).toMatchObject({
    clients_count: 2,
    contractors_count: 0,
    corp_to_corp_enabled: true,
  });
});
