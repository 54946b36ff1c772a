import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { clients } from '../../server/db/schema';
import type { Note } from './contract';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const caller = callerOf(() => h);
const call = (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  caller(email, method, `/notes${url}`, payload);
const clientId = async (name: string) =>
  (await h.database.db.select().from(clients).where(eq(clients.entity_name, name)))[0]!.id;
const about = (id: string) => `?subject_type=clients&subject_id=${id}`;

it('adds a note to a record the caller sees and lists it first with its author', async () => {
  const globex = await clientId('Globex');
  const res = await call('recruiter@acme.test', 'POST', '', {
    subject_type: 'clients',
    subject_id: globex,
    body: '  Prefers calls before noon.  ',
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({
    body: 'Prefers calls before noon.',
    author_name: 'Rita Recruiter',
  });
  const page = (await call('owner@acme.test', 'GET', about(globex))).json() as { data: Note[] };
  expect(page.data.map((n) => n.body)).toEqual([
    'Prefers calls before noon.',
    'Globex signs timesheets on Mondays; chase April if anything waits longer.',
  ]);
});

it('answers 404 for the notes of a record the caller cannot see, reading or writing', async () => {
  const umbrella = await clientId('Umbrella Corp');
  expect((await call('owner@acme.test', 'GET', about(umbrella))).statusCode).toBe(404);
  const post = await call('owner@acme.test', 'POST', '', {
    subject_type: 'clients',
    subject_id: umbrella,
    body: 'Sneaky',
  });
  expect(post.statusCode).toBe(404);
  const missing = await call(
    'admin@demo.test',
    'GET',
    '?subject_type=assignments&subject_id=00000000-0000-4000-8000-000000000000',
  );
  expect(missing.statusCode).toBe(404);
});

it('keeps notes from clients and contractors (403) and scopes the recent list per tenant', async () => {
  expect((await call('client@globex.test', 'GET', '')).statusCode).toBe(403);
  expect((await call('contractor@demo.test', 'GET', '')).statusCode).toBe(403);
  const eor = (await call('eor@demo.test', 'GET', '')).json() as { data: Note[] };
  expect(eor.data.map((n) => n.body)).toEqual(['Umbrella wants the lab badge list every Friday.']);
  const admin = (await call('admin@demo.test', 'GET', '')).json() as {
    data: Note[];
    meta: { total: number };
  };
  expect(admin.meta.total).toBeGreaterThanOrEqual(4);
});

it('lets only its author correct a note', async () => {
  const globex = await clientId('Globex');
  const { id } = (
    await call('owner@acme.test', 'POST', '', {
      subject_type: 'clients',
      subject_id: globex,
      body: 'Typo',
    })
  ).json() as Note;
  expect(
    (await call('recruiter@acme.test', 'PATCH', `/${id}`, { body: 'Not mine' })).statusCode,
  ).toBe(403);
  const fixed = await call('owner@acme.test', 'PATCH', `/${id}`, { body: 'Fixed' });
  expect((fixed.json() as Note).body).toBe('Fixed');
});
