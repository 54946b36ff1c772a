import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { callerOf } from '../../../tests/as-user';
import type { CanadaWorker } from './contract';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());
const call = callerOf(() => h);

const get = async (email: string, query = '') => call(email, 'GET', `/canada_payroll${query}`);

it('shows a Canada-enabled partner its T4 workers with their gross pay to date, admins all', async () => {
  const res = await get('owner@crestline.test', '?sort=name');
  expect(res.statusCode, res.body).toBe(200);
  const workers = (res.json() as { data: CanadaWorker[] }).data;
  expect(workers.map((w) => [w.name, w.jobs, w.partner_name])).toEqual([
    ['Amélie Tremblay', 'Plant Technician', 'Crestline Staffing'],
    ['Liam MacDonald', 'Plant Technician', 'Crestline Staffing'],
  ]);
  for (const w of workers) {
    expect(w.pay_count).toBe(10);
    expect(w.gross_cents).toBeGreaterThan(0);
  }
  const admin = (await get('admin@demo.test')).json() as { data: CanadaWorker[] };
  expect(admin.data.map((w) => w.id).sort()).toEqual(workers.map((w) => w.id).sort());
  const csv = await get('owner@crestline.test', '?format=csv');
  expect(csv.body.split('\n')[0]).toBe('id,name,email,partner,jobs,pay_count,gross_cents');
});

it('refuses users Canada is hidden from (spec §5), and non-payroll users', async () => {
  for (const email of [
    'owner@acme.test',
    'sales@demo.test',
    'client@globex.test',
    'amelie.tremblay@crestline-workers.test',
  ]) {
    const res = await get(email);
    expect(res.statusCode, email).toBe(403);
    expect(res.json()).toEqual({
      message:
        'Canada payroll is for admins, and for payroll users of partners with Canada enabled',
    });
  }
  const eor = await get('eor@demo.test');
  expect(eor.statusCode).toBe(200);
  expect((eor.json() as { data: CanadaWorker[] }).data).toEqual([]);
});
