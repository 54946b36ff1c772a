import { afterAll, beforeAll, expect, it } from 'vitest';
import { peopleApi } from '../../../tests/people/people-api';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { UserItem } from './contract';
import { DEMO_PASSWORD } from '../../server/seed/demo-tenants';
import { ACCOUNT_DEACTIVATED } from '../../server/auth/deactivation';
import { CANNOT_DEACTIVATE_SELF } from './member-actions.server';

let h: Harness;
let api: ReturnType<typeof peopleApi>;
beforeAll(async () => {
  h = await createHarness();
  api = peopleApi(h);
});
afterAll(async () => h.close());

const page = (res: { json(): unknown }) =>
  res.json() as { data: UserItem[]; meta: { total: number } };
const ADMIN = 'admin@demo.test';

it('lists every user for admins only, with type, role, company and state; filters narrow it', async () => {
  const all = await api.call(ADMIN, 'GET', '/users?per_page=200');
  expect(all.statusCode).toBe(200);
  const rita = page(all).data.find((u) => u.email === 'recruiter@acme.test');
  expect(rita).toMatchObject({
    name: 'Rita Recruiter',
    user_type: 'partner',
    role: 'recruiter',
    tenant_name: 'Acme Staffing',
    active: true,
    invite_pending: false,
  });
  const connie = page(all).data.find((u) => u.email === 'contractor@demo.test');
  expect(connie).toMatchObject({ user_type: 'contractor', tenant_name: 'Acme Staffing' });

  const clients = page(await api.call(ADMIN, 'GET', '/users?user_type=client'));
  expect(clients.data.map((u) => u.email).sort()).toEqual([
    'ap@initech.test',
    'approver@globex.test',
    'client@globex.test',
  ]);
  const owners = page(await api.call(ADMIN, 'GET', '/users?role=owner&name=acme'));
  expect(owners.data.map((u) => u.email)).toEqual(['owner@acme.test']);
  expect((await api.call(ADMIN, 'GET', '/users?role=boss')).statusCode).toBe(422);

  for (const other of ['owner@acme.test', 'client@globex.test', 'contractor@demo.test']) {
    expect((await api.call(other, 'GET', '/users')).statusCode).toBe(403);
    expect((await api.call(other, 'GET', `/users/${rita!.id}`)).statusCode).toBe(403);
    expect((await api.call(other, 'POST', `/users/${rita!.id}/deactivate`)).statusCode).toBe(403);
  }
  const one = await api.call(ADMIN, 'GET', `/users/${rita!.id}`);
  expect(one.json()).toMatchObject({ email: 'recruiter@acme.test' });
});

it('deactivating signs the user out everywhere and keeps them out until reactivated', async () => {
  const email = 'timekeeper@acme.test';
  const token = await h.login(email);
  const me = () =>
    h.app.inject({ method: 'GET', url: '/v2/user', headers: { authorization: `Bearer ${token}` } });
  expect((await me()).statusCode).toBe(200);
  const { id } = page(await api.call(ADMIN, 'GET', '/users?name=keeper')).data[0]!;

  const off = await api.call(ADMIN, 'POST', `/users/${id}/deactivate`);
  expect(off.statusCode, off.body).toBe(200);
  expect((await me()).statusCode).toBe(401);
  const signIn = await h.app.inject({
    method: 'POST',
    url: '/v2/user',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(signIn.statusCode).toBe(403);
  expect(signIn.json()).toEqual({ message: ACCOUNT_DEACTIVATED });
  const wrong = await h.app.inject({
    method: 'POST',
    url: '/v2/user',
    payload: { email, password: 'not-the-password' },
  });
  expect(wrong.statusCode).toBe(401);
  expect(
    page(await api.call(ADMIN, 'GET', '/users?active=false')).data.map((u) => u.email),
  ).toContain(email);

  expect((await api.call(ADMIN, 'POST', `/users/${id}/reactivate`)).statusCode).toBe(200);
  expect((await me()).statusCode).toBe(401);
  const back = await h.app.inject({
    method: 'POST',
    url: '/v2/user',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(back.statusCode).toBe(200);
});

it('an admin cannot deactivate themself, changes roles that fit the user, and invites other admins', async () => {
  const admin = page(await api.call(ADMIN, 'GET', '/users?user_type=admin')).data[0]!;
  const self = await api.call(ADMIN, 'POST', `/users/${admin.id}/deactivate`);
  expect(self.statusCode).toBe(422);
  expect(self.json()).toEqual({ message: CANNOT_DEACTIVATE_SELF });

  const approver = page(await api.call(ADMIN, 'GET', '/users?name=approver')).data[0]!;
  const recruiter = await api.call(ADMIN, 'PATCH', `/users/${approver.id}`, { role: 'recruiter' });
  expect(recruiter.statusCode).toBe(422);
  expect(recruiter.json()).toMatchObject({ detail: [{ loc: ['body', 'role'] }] });
  const finance = await api.call(ADMIN, 'PATCH', `/users/${approver.id}`, {
    role: 'finance',
    last_name: 'Approves',
  });
  expect(finance.json()).toMatchObject({
    role: 'finance',
    name: 'April Approves',
    email: 'approver@globex.test',
  });

  const invited = await api.call(ADMIN, 'POST', '/users', {
    first_name: 'Ada',
    last_name: 'Second',
    email: 'ada2@demo.test',
    role: 'admin',
  });
  expect(invited.statusCode, invited.body).toBe(201);
  expect(invited.json()).toMatchObject({
    user_type: 'admin',
    tenant_name: null,
    invite_pending: true,
  });
  const taken = await api.call(ADMIN, 'POST', '/users', {
    first_name: 'A',
    last_name: 'B',
    email: 'ADMIN@demo.test',
    role: 'admin',
  });
  expect(taken.statusCode).toBe(422);
  expect(taken.json()).toMatchObject({
    detail: [{ loc: ['body', 'email'], msg: 'A user with this email already exists' }],
  });
});
