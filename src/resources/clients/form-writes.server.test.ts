import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { callerOf } from '../../../tests/as-user';
import type { Client } from './contract';
import { clients, partners } from '../../server/db/schema';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const caller = callerOf(() => h);
const call = (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  caller(email, method, `/clients${url}`, payload);

it("makes a partner's new client its own, whatever partner the body names", async () => {
  const [selfco] = await h.database.db
    .select()
    .from(partners)
    .where(eq(partners.subdomain, 'selfco'));
  const res = await call('owner@acme.test', 'POST', '', {
    entity_name: '  Pied Piper ',
    partner_id: selfco!.id,
  });
  expect(res.statusCode, res.body).toBe(201);
  const client = res.json() as Client;
  expect(client).toMatchObject({
    entity_name: 'Pied Piper',
    partner_name: 'Acme Staffing',
    requires_signature_for_approval: false,
  });
  const list = await caller('owner@acme.test', 'GET', '/clients?entity_name=piper');
  expect((list.json() as { data: Client[] }).data.map((c) => c.id)).toEqual([client.id]);
});

it('asks an admin which partner, and refuses one that does not exist on that field', async () => {
  const none = await call('admin@demo.test', 'POST', '', { entity_name: 'Nowhere Inc' });
  expect(none.statusCode).toBe(422);
  expect(none.json()).toMatchObject({
    message: 'Some fields are missing or there are formatting issues',
    detail: [{ loc: ['body', 'partner_id'] }],
  });
  const ghost = await call('admin@demo.test', 'POST', '', {
    entity_name: 'Ghost Inc',
    partner_id: '00000000-0000-4000-8000-000000000000',
  });
  expect(ghost.statusCode).toBe(422);
  expect(ghost.json()).toMatchObject({
    detail: [{ loc: ['body', 'partner_id'], msg: 'Partner not found' }],
  });
  const [acme] = await h.database.db.select().from(partners).where(eq(partners.subdomain, 'acme'));
  const ok = await call('admin@demo.test', 'POST', '', {
    entity_name: 'Acme Client Co',
    partner_id: acme!.id,
  });
  expect(ok.statusCode, ok.body).toBe(201);
  expect((ok.json() as Client).partner_id).toBe(acme!.id);
});

it('changes only the fields a PATCH names, and never moves a client to another partner', async () => {
  const [globex] = await h.database.db
    .select()
    .from(clients)
    .where(eq(clients.entity_name, 'Globex'));
  const before = globex!;
  const res = await call('owner@acme.test', 'PATCH', `/${before.id}`, {
    show_contractor_personal: !before.show_contractor_personal,
    partner_id: null,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({
    entity_name: 'Globex',
    show_contractor_personal: !before.show_contractor_personal,
    requires_signature_for_approval: before.requires_signature_for_approval,
    partner_id: before.partner_id,
  });
});

it('refuses recruiters of other kinds and client users, and an empty name', async () => {
  expect((await call('timekeeper@acme.test', 'POST', '', { entity_name: 'X' })).statusCode).toBe(
    403,
  );
  expect((await call('approver@globex.test', 'POST', '', { entity_name: 'X' })).statusCode).toBe(
    403,
  );
  const blank = await call('recruiter@acme.test', 'POST', '', { entity_name: '   ' });
  expect(blank.statusCode).toBe(422);
  expect(blank.json()).toMatchObject({
    detail: [{ loc: ['body', 'entity_name'], msg: 'Name is required' }],
  });
});
