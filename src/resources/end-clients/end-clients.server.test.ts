import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { clients } from '../../server/db/schema/profiles';
import type { EndClient } from './contract';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const caller = callerOf(() => h);
const call = (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  caller(email, method, `/end_clients${url}`, payload);
const names = async (email: string) =>
  ((await call(email, 'GET', '')).json() as { data: EndClient[] }).data.map((e) => e.entity_name);
const clientId = async (name: string) =>
  (await h.database.db.select().from(clients).where(eq(clients.entity_name, name)))[0]!.id;

it("shows each tenant its clients' end clients, and a client user its company's", async () => {
  expect(await names('owner@acme.test')).toEqual(['Shelbyville Foods', 'Springfield Power']);
  expect(await names('client@globex.test')).toEqual(['Shelbyville Foods', 'Springfield Power']);
  expect(await names('owner@selfco.test')).toEqual(['Initrode']);
  expect(await names('eor@demo.test')).toEqual(['Raccoon City Hospital']);
  expect(await names('contractor@demo.test')).toEqual([]);
});

it("takes its partner from the client, and refuses another tenant's client on that field", async () => {
  const created = await call('recruiter@acme.test', 'POST', '', {
    client_id: await clientId('Globex'),
    entity_name: 'Ogdenville Rail',
    state: 'IL',
    zipcode: '62701',
  });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json()).toMatchObject({ client_name: 'Globex', state: 'IL', zipcode: '62701' });
  const foreign = await call('owner@acme.test', 'POST', '', {
    client_id: await clientId('Initech'),
    entity_name: 'Nope',
  });
  expect(foreign.statusCode).toBe(422);
  expect(foreign.json()).toMatchObject({
    detail: [{ loc: ['body', 'client_id'], msg: 'Client not found' }],
  });
});

it('checks the contact email, state and ZIP code by field', async () => {
  const res = await call('owner@acme.test', 'POST', '', {
    client_id: await clientId('Globex'),
    entity_name: 'Bad Data Inc',
    contact_email: 'not an email',
    state: 'ZZ',
    zipcode: '1234',
  });
  expect(res.statusCode).toBe(422);
  const fields = (res.json() as { detail: { loc: string[] }[] }).detail.map((d) => d.loc[1]);
  expect(fields.sort()).toEqual(['contact_email', 'state', 'zipcode']);
});

it('edits what is sent and keeps the client', async () => {
  const [springfield] = (
    (await call('owner@acme.test', 'GET', '?entity_name=Springfield')).json() as {
      data: EndClient[];
    }
  ).data;
  const res = await call('owner@acme.test', 'PATCH', `/${springfield!.id}`, {
    city: 'Capital City',
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ city: 'Capital City', entity_name: 'Springfield Power' });
  const move = await call('admin@demo.test', 'PATCH', `/${springfield!.id}`, {
    client_id: await clientId('Initech'),
  });
  expect(move.statusCode).toBe(422);
});
