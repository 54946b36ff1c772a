import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { Job } from './contract';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const titles = async (email: string, query = '') => {
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2/jobs?per_page=200${query}`,
    headers: { authorization: `Bearer ${await h.login(email)}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Job[] }).data.map((j) => j.title);
};

const ACME = [
  'Forklift Operator',
  'Globex Line Lead',
  'Logistics Consultant',
  'Maintenance Technician',
  'Quality Inspector',
  'Safety Trainer',
  'Shift Supervisor',
  'Shipping Clerk',
  'Warehouse Associate',
];

it('shows a partner and the EOR their own jobs, admins all, a sales partner its referred partners’', async () => {
  expect(await titles('owner@acme.test')).toEqual(ACME);
  expect(await titles('timekeeper@acme.test')).toEqual(ACME);
  expect(await titles('owner@selfco.test')).toEqual([
    'Cloud Architect',
    'Product Designer',
    'QA Engineer',
    'Software Consultant',
  ]);
  expect(await titles('eor@demo.test')).toEqual([
    'Field Engineer',
    'Lab Technician',
    'Research Scientist',
  ]);
  // Harbor Point, the demo agency, has eight jobs of its own; Crestline one (canada-payroll).
  expect(await titles('admin@demo.test')).toHaveLength(ACME.length + 4 + 3 + 8 + 1);
  expect(await titles('sales@demo.test')).toEqual(ACME);
});

it('shows a client the jobs for it, its partner’s jobs for every client and its assignments’ jobs; a contractor its assignments’', async () => {
  expect(await titles('client@globex.test')).toEqual(ACME);
  expect(await titles('contractor@demo.test')).toEqual(['Warehouse Associate']);
  expect(await titles('ic@demo.test')).toEqual(['Software Consultant']);
});

it('filters by classification (any of a comma list) and by salaried, and refuses an unknown classification', async () => {
  expect(await titles('owner@acme.test', '&classification=independent_contractor')).toEqual([
    'Logistics Consultant',
    'Safety Trainer',
  ]);
  expect(
    await titles('admin@demo.test', '&classification=international_eor,international_ic'),
  ).toEqual(['Field Engineer', 'Lab Technician', 'Product Designer', 'Research Scientist']);
  expect(await titles('owner@acme.test', '&salaried=true')).toEqual([
    'Globex Line Lead',
    'Shift Supervisor',
  ]);
  const bad = await h.app.inject({
    method: 'GET',
    url: '/v2/jobs?classification=w-2,contractor',
    headers: { authorization: `Bearer ${await h.login('owner@acme.test')}` },
  });
  expect(bad.statusCode).toBe(422);
});

it('answers a job with its classification, owner and client', async () => {
  const token = await h.login('owner@acme.test');
  const list = await h.app.inject({
    method: 'GET',
    url: '/v2/jobs?title=Line Lead',
    headers: { authorization: `Bearer ${token}` },
  });
  const [lead] = (list.json() as { data: Job[] }).data;
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2/jobs/${lead?.id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.json()).toMatchObject({
    title: 'Globex Line Lead',
    classification: 'w-2',
    salaried: true,
    partner_name: 'Acme Staffing',
    client_name: 'Globex',
    workers_comp_code: '3632',
  });
});
