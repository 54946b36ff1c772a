import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { users } from '../db/schema';
import { AGENCY_OWNER } from './agency';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const list = async (token: string, path: string) => {
  const res = await h.app.inject({
    method: 'GET',
    url: `/v2${path}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Record<string, unknown>[]; meta: { total: number } };
};

it('gives the demo agency dozens of clients, contractors and assignments that only it sees', async () => {
  const owner = await h.login(AGENCY_OWNER);
  expect((await list(owner, '/clients')).meta.total).toBe(30);
  // The 40 on assignments and Rosa, a new hire still onboarding (pending-onboarding).
  expect((await list(owner, '/contractors')).meta.total).toBe(41);
  const assigned = await list(owner, '/assignments?per_page=200');
  expect(assigned.meta.total).toBe(40);
  const acme = await h.login('owner@acme.test');
  expect((await list(acme, '/clients?entity_name=Bluewater')).meta.total).toBe(0);
});

it('gives every agency contractor a sign-in of its own', async () => {
  const workers = await h.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.last_name, 'Gonzalez'));
  expect(workers.map((w) => w.email)).toContain('maria.gonzalez@harborpoint-workers.test');
  await expect(h.login('maria.gonzalez@harborpoint-workers.test')).resolves.toMatch(/.+/);
});
