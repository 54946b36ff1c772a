import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { callerOf } from '../../../tests/as-user';
import type { AssignmentList } from '../../resources/assignments/contract';
import { assignments } from '../db/schema';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());
const call = callerOf(() => h);

/** Assignments (a resource carrying every tenant column but the sales partner's) as one user sees them. */
async function seen(email: string) {
  const res = await call(email, 'GET', '/assignments?per_page=200');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AssignmentList).data;
}

describe('tenantScope', () => {
  it('shows admin every row', async () => {
    const [all] = await h.deps.db.select({ n: count() }).from(assignments);
    expect((await seen('admin@demo.test')).length).toBe(all?.n);
  });

  it('shows a partner, client, eor and contractor only rows carrying their own id', async () => {
    const byId = async (email: string) => (await seen(email)).map((a) => a.id).sort();
    const rows = await h.deps.db.select().from(assignments);
    const ids = (keep: (a: (typeof rows)[number]) => boolean) =>
      rows
        .filter(keep)
        .map((a) => a.id)
        .sort();
    const acme = (await seen('owner@acme.test'))[0]?.partner_id;
    const globex = (await seen('client@globex.test'))[0]?.client_id;
    const connie = (await seen('contractor@demo.test'))[0]?.contractor_id;
    const eor = rows.find((a) => a.eor_id)?.eor_id;
    expect([acme, globex, connie, eor].every(Boolean)).toBe(true);
    expect(await byId('owner@acme.test')).toEqual(ids((a) => a.partner_id === acme));
    expect(await byId('client@globex.test')).toEqual(ids((a) => a.client_id === globex));
    expect(await byId('contractor@demo.test')).toEqual(ids((a) => a.contractor_id === connie));
    expect(await byId('eor@demo.test')).toEqual(ids((a) => a.eor_id === eor));
  });

  it('shows a sales partner the rows of the partners it referred, through the partner column', async () => {
    const acme = (await seen('owner@acme.test')).map((a) => a.id).sort();
    expect(acme.length).toBeGreaterThan(0);
    expect((await seen('sales@demo.test')).map((a) => a.id).sort()).toEqual(acme);
  });
});
