import { afterAll, beforeAll, expect, it } from 'vitest';
import { peopleApi } from '../../../tests/people/people-api';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { UserItem } from './contract';
import { CANNOT_DEACTIVATE_SELF } from './member-actions.server';
import { LAST_OWNER } from './members.server';

let h: Harness;
let api: ReturnType<typeof peopleApi>;
beforeAll(async () => {
  h = await createHarness();
  api = peopleApi(h);
});
afterAll(async () => h.close());

const OWNER = 'owner@acme.test';
const members = async (email: string) =>
  ((await api.call(email, 'GET', '/team?per_page=200')).json() as { data: UserItem[] }).data;

it("shows an owner their own company's staff only, and no one else the team", async () => {
  const acme = await members(OWNER);
  expect(acme.map((u) => u.email).sort()).toEqual([
    'developer@acme.test',
    'finance@acme.test',
    'former@acme.test',
    'manager@acme.test',
    'owner@acme.test',
    'payroll@acme.test',
    'recruiter@acme.test',
    'sourcer@acme.test',
    'timekeeper@acme.test',
    'verifier@acme.test',
  ]);
  expect(acme.find((u) => u.email === 'former@acme.test')).toMatchObject({ active: false });
  const globex = await members('client@globex.test');
  expect(globex.map((u) => u.email).sort()).toEqual(['approver@globex.test', 'client@globex.test']);
  for (const refused of [
    'recruiter@acme.test',
    'approver@globex.test',
    'admin@demo.test',
    'contractor@demo.test',
  ])
    expect((await api.call(refused, 'GET', '/team')).statusCode).toBe(403);
  const other = globex.find((u) => u.email === 'approver@globex.test')!;
  expect((await api.call(OWNER, 'GET', `/team/${other.id}`)).statusCode).toBe(404);
  expect(
    (await api.call(OWNER, 'PATCH', `/team/${other.id}`, { role: 'finance' })).statusCode,
  ).toBe(404);
  expect((await api.call(OWNER, 'POST', `/team/${other.id}/deactivate`)).statusCode).toBe(404);
});

it('invites with a role that fits the company and a unique email, case-insensitively', async () => {
  const recruiterAtClient = await api.call('client@globex.test', 'POST', '/team', {
    first_name: 'Rob',
    last_name: 'Recruits',
    email: 'rob@globex.test',
    role: 'recruiter',
  });
  expect(recruiterAtClient.statusCode).toBe(422);
  expect(recruiterAtClient.json()).toMatchObject({ detail: [{ loc: ['body', 'role'] }] });
  const taken = await api.call(OWNER, 'POST', '/team', {
    first_name: 'Rita',
    last_name: 'Again',
    email: 'Recruiter@ACME.test',
    role: 'recruiter',
  });
  expect(taken.statusCode).toBe(422);
  expect(taken.json()).toMatchObject({
    detail: [{ loc: ['body', 'email'], msg: 'A user with this email already exists' }],
  });
  const ok = await api.call('client@globex.test', 'POST', '/team', {
    first_name: 'Tess',
    last_name: 'Times',
    email: 'tess@globex.test',
    role: 'time_sheet_only',
  });
  expect(ok.statusCode, ok.body).toBe(201);
  expect(ok.json()).toMatchObject({
    user_type: 'client',
    tenant_name: 'Globex',
    role: 'time_sheet_only',
  });
});

it('keeps a company owned: no self-deactivation, no demoting or deactivating the last owner', async () => {
  const acme = await members(OWNER);
  const owner = acme.find((u) => u.email === OWNER)!;
  const self = await api.call(OWNER, 'POST', `/team/${owner.id}/deactivate`);
  expect(self.statusCode).toBe(422);
  expect(self.json()).toEqual({ message: CANNOT_DEACTIVATE_SELF });
  const demote = await api.call(OWNER, 'PATCH', `/team/${owner.id}`, { role: 'manager' });
  expect(demote.statusCode).toBe(409);
  expect(demote.json()).toEqual({ message: LAST_OWNER });

  const finance = acme.find((u) => u.email === 'finance@acme.test')!;
  const promoted = await api.call(OWNER, 'PATCH', `/team/${finance.id}`, { role: 'owner' });
  expect(promoted.json()).toMatchObject({ role: 'owner' });
  expect(
    (await api.call(OWNER, 'PATCH', `/team/${owner.id}`, { role: 'manager' })).statusCode,
  ).toBe(200);
  // Now a manager: no longer manages the team.
  api.forget(OWNER);
  expect((await api.call(OWNER, 'GET', '/team')).statusCode).toBe(403);
  expect(
    (await api.call('finance@acme.test', 'POST', `/team/${owner.id}/deactivate`)).statusCode,
  ).toBe(200);
  expect(
    (await api.call('finance@acme.test', 'PATCH', `/team/${owner.id}`, { role: 'owner' }))
      .statusCode,
  ).toBe(200);
  expect(
    (await api.call('finance@acme.test', 'POST', `/team/${owner.id}/reactivate`)).statusCode,
  ).toBe(200);
});
