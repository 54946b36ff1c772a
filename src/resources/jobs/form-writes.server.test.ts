import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { callerOf } from '../../../tests/as-user';
import { CANADA_NOT_ENABLED } from '../../domain/policy/org-data';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const call = callerOf(() => h);
const idOf = async (email: string, url: string) =>
  ((await call(email, 'GET', url)).json() as { data: { id: string }[] }).data[0]?.id ?? '';
const job = {
  title: 'Night Picker',
  classification: 'w-2',
  workers_comp_code: '8810',
  salaried: false,
  is_travel: false,
};

it('a client owner allowed to add assignments adds a job for its own company (spec §6); its manager may not', async () => {
  const res = await call('client@globex.test', 'POST', '/jobs', job);
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({
    title: 'Night Picker',
    client_name: 'Globex',
    partner_name: 'Acme Staffing',
  });
  expect((await call('approver@globex.test', 'POST', '/jobs', job)).statusCode).toBe(403);
  for (const email of [
    'contractor@demo.test',
    'sales@demo.test',
    'timekeeper@acme.test',
    'eor@demo.test',
  ])
    expect((await call(email, 'POST', '/jobs', job)).statusCode, email).toBe(403);
});

it('refuses Canada T4 to users who may not see Canada (spec §5); admins may', async () => {
  const refused = await call('owner@acme.test', 'POST', '/jobs', {
    ...job,
    classification: 'canada_t4',
  });
  expect(refused.statusCode).toBe(422);
  expect(refused.json()).toMatchObject({
    detail: [{ loc: ['body', 'classification'], msg: CANADA_NOT_ENABLED }],
  });
  const acme = await idOf('admin@demo.test', '/clients?entity_name=Globex');
  const admin = await call('admin@demo.test', 'POST', '/jobs', {
    ...job,
    title: 'Toronto Picker',
    classification: 'canada_t4',
    client_id: acme,
  });
  expect(admin.statusCode, admin.body).toBe(201);
});

it("a partner adds jobs for itself or one of its clients, never for another tenant's", async () => {
  const own = await call('owner@acme.test', 'POST', '/jobs', { ...job, title: 'Dock Lead' });
  expect(own.json()).toMatchObject({ partner_name: 'Acme Staffing', client_id: null });
  const initech = await idOf('admin@demo.test', '/clients?entity_name=Initech');
  const before = (
    (await call('admin@demo.test', 'GET', '/jobs')).json() as { meta: { total: number } }
  ).meta.total;
  const theirs = await call('owner@acme.test', 'POST', '/jobs', { ...job, client_id: initech });
  expect(theirs.statusCode).toBe(422);
  expect(theirs.json()).toMatchObject({
    detail: [{ loc: ['body', 'client_id'], msg: 'Client not found' }],
  });
  const selfco = (await call('owner@selfco.test', 'GET', '/jobs')).json() as {
    data: { partner_id: string }[];
  };
  const other = await call('owner@acme.test', 'POST', '/jobs', {
    ...job,
    partner_id: selfco.data[0]?.partner_id,
  });
  expect(other.statusCode).toBe(422);
  expect(
    ((await call('admin@demo.test', 'GET', '/jobs')).json() as { meta: { total: number } }).meta
      .total,
  ).toBe(before);
});

it("changes: a partner its own jobs, 404 for another tenant's; a client owner not its partner's", async () => {
  const forklift = await idOf('owner@acme.test', '/jobs?title=Forklift');
  const changed = await call('owner@acme.test', 'PATCH', `/jobs/${forklift}`, {
    ...job,
    title: 'Forklift Operator II',
    salaried: true,
  });
  expect(changed.statusCode, changed.body).toBe(200);
  expect(changed.json()).toMatchObject({
    title: 'Forklift Operator II',
    salaried: true,
    partner_name: 'Acme Staffing',
  });
  const cloud = await idOf('owner@selfco.test', '/jobs?title=Cloud');
  expect((await call('owner@acme.test', 'PATCH', `/jobs/${cloud}`, job)).statusCode).toBe(404);
  expect((await call('client@globex.test', 'PATCH', `/jobs/${forklift}`, job)).statusCode).toBe(
    403,
  );
  const lead = await idOf('client@globex.test', '/jobs?title=Globex Line');
  expect(
    (await call('client@globex.test', 'PATCH', `/jobs/${lead}`, { ...job, title: 'Line Lead' }))
      .statusCode,
  ).toBe(200);
});
