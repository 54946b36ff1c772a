import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { FEDERAL_POSTERS } from './federal-posters';
import { syncLaborPosters } from './sync.server';
import { laborPosters } from './table';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const get = async (email: string | null, query = '') =>
  h.app.inject({
    method: 'GET',
    url: `/v2/labor_posters${query}`,
    headers: email ? { authorization: `Bearer ${await h.login(email)}` } : {},
  });

interface Row {
  id: string;
  code: string;
  title: string;
  who_must_post: string;
  min_employees: number | null;
  url: string;
}
const codes = (res: { json(): unknown }) =>
  (res.json() as { data: Row[] }).data.map((r) => r.code).sort();

describe('labor posters', () => {
  it.each([
    'contractor@demo.test',
    'client@globex.test',
    'sales@demo.test',
    'timekeeper@acme.test',
  ])('shows %s every poster of the data file, as the file says it', async (email) => {
    const res = await get(email, '?per_page=200');
    expect(res.statusCode).toBe(200);
    expect(codes(res)).toEqual(FEDERAL_POSTERS.map((p) => p.code).sort());
    const flsa = (res.json() as { data: Row[] }).data.find((r) => r.code === 'WHD 1088');
    expect(flsa).toMatchObject({
      title: 'Employee Rights Under the Fair Labor Standards Act',
      min_employees: null,
      url: 'https://www.dol.gov/agencies/whd/posters/flsa',
    });
  });

  it('narrows to the posters federal contractors must add', async () => {
    const res = await get('owner@acme.test', '?audience=federal_contractors');
    expect(codes(res)).toEqual(['WHD 1313', 'WHD 1321']);
  });

  it('sorts by the employee threshold, smallest first and any-number last', async () => {
    const res = await get('owner@acme.test', '?sort=min_employees&per_page=200');
    const mins = (res.json() as { data: Row[] }).data.map((r) => r.min_employees);
    expect(mins.slice(0, 2)).toEqual([15, 50]);
    expect(mins.slice(2).every((m) => m === null)).toBe(true);
  });

  it('refuses callers without a session and hostile or unknown filters', async () => {
    expect((await get(null)).statusCode).toBe(401);
    const nul = await get('owner@acme.test', '?title=FLSA%00');
    expect(nul.statusCode).toBe(422);
    expect(JSON.stringify(nul.json())).toContain('title');
    expect((await get('owner@acme.test', '?audience=state_employers')).statusCode).toBe(422);
    expect((await get('owner@acme.test', `?title=${'x'.repeat(101)}`)).statusCode).toBe(422);
  });

  it('offers no way to write: the data file is the source', async () => {
    const token = await h.login('admin@demo.test');
    const res = await h.app.inject({
      method: 'POST',
      url: '/v2/labor_posters',
      headers: { authorization: `Bearer ${token}` },
      payload: { code: 'X', title: 'Invented state poster' },
    });
    expect([404, 405]).toContain(res.statusCode);
  });

  it('syncs the table to the data file: restores an edited row, drops one the file lacks, keeps ids', async () => {
    const db = h.deps.db;
    const before = await db.select().from(laborPosters).where(eq(laborPosters.code, 'WHD 1420'));
    await db
      .update(laborPosters)
      .set({ min_employees: 5 })
      .where(eq(laborPosters.code, 'WHD 1420'));
    await db.insert(laborPosters).values({
      ...FEDERAL_POSTERS[0]!,
      code: 'STALE 1',
      title: 'A poster no longer listed',
    });
    await syncLaborPosters(db);
    const after = await db.select().from(laborPosters);
    expect(after.map((r) => r.code).sort()).toEqual(FEDERAL_POSTERS.map((p) => p.code).sort());
    const fmla = after.find((r) => r.code === 'WHD 1420')!;
    expect(fmla.min_employees).toBe(50);
    expect(fmla.id).toBe(before[0]!.id);
  });
});
