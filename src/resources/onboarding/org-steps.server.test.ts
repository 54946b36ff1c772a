import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { callerOf } from '../../../tests/as-user';
import { PARTNER_STEPS_PATH } from '../../domain/onboarding/forms/partner-steps-form';
import { clients, contractors, partners, salesPartners } from '../../server/db/schema';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const call = callerOf(() => h);

const NONE = {
  agreements: false,
  background_check: false,
  drug_test: false,
  training: false,
  health_check: false,
  documents: false,
};

it('gives a new client, partner and sales partner the agreement step, so their wizards start', async () => {
  const client = await call('owner@acme.test', 'POST', '/clients', { entity_name: 'Initech' });
  expect(client.statusCode, client.body).toBe(201);
  const partner = await call('admin@demo.test', 'POST', '/partners', { entity_name: 'Umbrella' });
  expect(partner.statusCode, partner.body).toBe(201);
  const sales = await call('admin@demo.test', 'POST', '/sales_partners', {
    entity_name: 'Refer Co',
  });
  expect(sales.statusCode, sales.body).toBe(201);
  const db = h.database.db;
  const steps = async (
    table: typeof clients | typeof partners | typeof salesPartners,
    id: string,
  ) => (await db.select({ s: table.required_steps }).from(table).where(eq(table.id, id)))[0]?.s;
  expect(await steps(clients, client.json().id)).toEqual(['agreements']);
  expect(await steps(partners, partner.json().id)).toEqual(['agreements']);
  expect(await steps(salesPartners, sales.json().id)).toEqual(['agreements']);
});

it("lets a partner's owner choose optional steps, asked of the contractors it adds afterwards", async () => {
  const before = await call('owner@acme.test', 'GET', PARTNER_STEPS_PATH);
  expect(before.json()).toEqual({ ...NONE, agreements: true });
  const chosen = { ...NONE, background_check: true, training: true };
  const saved = await call('owner@acme.test', 'PUT', PARTNER_STEPS_PATH, chosen);
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json()).toEqual(chosen);
  const [acme] = await h.database.db.select().from(partners).where(eq(partners.subdomain, 'acme'));
  expect(acme!.onboarding_steps).toEqual(['background_check', 'training']);

  const added = await call('recruiter@acme.test', 'POST', '/contractors', {
    first_name: 'Opal',
    last_name: 'Steps',
    email: 'opal@demo.test',
  });
  expect(added.statusCode, added.body).toBe(201);
  const [row] = await h.database.db
    .select()
    .from(contractors)
    .where(eq(contractors.id, added.json().id));
  expect(row!.required_steps).toEqual([
    'personal_info',
    'tax_id',
    'tax_forms',
    'background_check',
    'training',
  ]);
});

it('refuses the choice to staff without the role, to other user types, and a malformed body', async () => {
  for (const email of [
    'recruiter@acme.test',
    'client@globex.test',
    'newhire@demo.test',
    'admin@demo.test',
  ])
    expect((await call(email, 'PUT', PARTNER_STEPS_PATH, NONE)).statusCode, email).toBe(403);
  const bad = await call('owner@acme.test', 'PUT', PARTNER_STEPS_PATH, { training: 'yes' });
  expect(bad.statusCode).toBe(422);
});
