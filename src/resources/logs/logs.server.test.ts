import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { AccessLog, ServiceLog } from './contract';
import { DEMO_PASSWORD } from '../../server/seed/demo-tenants';
import { userByEmail } from '../../server/routes/user/find-user';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin@demo.test');
});
afterAll(async () => h.close());

const list = async (url: string, token = admin) =>
  h.app.inject({ method: 'GET', url: `/v2/${url}`, headers: { authorization: `Bearer ${token}` } });
const rows = async (url: string) => ((await list(url)).json() as { data: AccessLog[] }).data;

it('records sign-ins, failures, two-factor steps and sign-outs with user, IP and user agent', async () => {
  const agent = { 'user-agent': 'LogsTest/1.0' };
  const adminId = (await userByEmail(h.database.db, 'admin@demo.test'))!.id;
  h.clock.advance(1000);
  const failed = await h.app.inject({
    method: 'POST',
    url: '/v2/user',
    headers: agent,
    payload: { email: 'Admin@Demo.test', password: 'wrong-password' },
  });
  expect(failed.statusCode).toBe(401);
  h.clock.advance(1000);
  const twoFactor = await h.app.inject({
    method: 'POST',
    url: '/v2/user',
    headers: agent,
    payload: { email: 'finance@acme.test', password: DEMO_PASSWORD },
  });
  expect(twoFactor.json()).toEqual({ requires_two_factor: true });
  h.clock.advance(1000);
  const token = (
    await h.app.inject({
      method: 'POST',
      url: '/v2/user',
      headers: agent,
      payload: { email: 'admin@demo.test', password: DEMO_PASSWORD },
    })
  ).json().access_token;
  h.clock.advance(1000);
  await h.app.inject({
    method: 'POST',
    url: '/v2/user/logout',
    headers: { ...agent, authorization: `Bearer ${token}` },
  });

  const mine = await rows(`access_logs?user_id=${adminId}`);
  expect(mine.slice(0, 3).map((l) => [l.kind, l.status, l.email])).toEqual([
    ['sign_out', 200, null],
    ['sign_in', 200, 'admin@demo.test'],
    ['sign_in_failed', 401, 'admin@demo.test'],
  ]);
  expect(mine[0]).toMatchObject({
    user_name: 'Ada Admin',
    ip: '127.0.0.1',
    user_agent: 'LogsTest/1.0',
    method: 'POST',
    route: '/v2/user/logout',
  });
  const [challenge] = await rows('access_logs?kind=two_factor_challenge');
  expect(challenge).toMatchObject({
    email: 'finance@acme.test',
    status: 200,
    user_agent: 'LogsTest/1.0',
  });
});

it('records what a user changed (route, path, status), not what they read or sent', async () => {
  const recruiter = await h.login('recruiter@acme.test');
  const note = await h.app.inject({
    method: 'POST',
    url: '/v2/notes',
    headers: { authorization: `Bearer ${recruiter}` },
    payload: {
      subject_type: 'clients',
      subject_id: '00000000-0000-4000-8000-000000000000',
      body: 'secret text',
    },
  });
  expect(note.statusCode).toBe(404);
  await h.app.inject({
    method: 'GET',
    url: '/v2/notes',
    headers: { authorization: `Bearer ${recruiter}` },
  });
  const changes = await rows('access_logs?kind=change');
  expect(changes[0]).toMatchObject({
    method: 'POST',
    route: '/v2/notes',
    path: '/v2/notes',
    status: 404,
    user_name: 'Rita Recruiter',
  });
  expect(changes.some((l) => l.route === '/v2/notes' && l.method === 'GET')).toBe(false);
  expect(JSON.stringify(changes)).not.toContain('secret text');
});

it('filters by kind, user, IP and day, exports CSV, and is for admins only', async () => {
  const today = h.clock.now.toISOString().slice(0, 10);
  expect(
    (await rows(`access_logs?occurred_from=${today}&occurred_to=${today}`)).length,
  ).toBeGreaterThan(3);
  expect(await rows('access_logs?occurred_from=2026-11-21')).toEqual([]);
  expect((await rows('access_logs?ip=127.0.0')).length).toBeGreaterThan(3);
  expect(await rows('access_logs?ip=10.9.9.9')).toEqual([]);
  const csv = await list('access_logs?format=csv&kind=sign_in_failed');
  expect(csv.headers['content-type']).toContain('text/csv');
  const lines = csv.body.trim().split('\n');
  expect(lines[0]).toBe(
    'occurred_at,kind,user_id,user,email,method,route,path,status,ip,user_agent,api_key',
  );
  expect(lines.slice(1).every((l) => l.includes(',sign_in_failed,'))).toBe(true);

  const owner = await h.login('owner@acme.test');
  expect((await list('access_logs', owner)).statusCode).toBe(403);
  expect((await list('service_logs', owner)).statusCode).toBe(403);
  expect((await list('access_logs?kind=nope')).statusCode).toBe(422);
});

it('lists service log lines of background work', async () => {
  await list('events/verify');
  const page = (await list('service_logs?job=event_verify')).json() as { data: ServiceLog[] };
  expect(page.data[0]).toMatchObject({ job: 'event_verify', level: 'info' });
  expect(page.data[0]!.message).toMatch(/^All streams: \d+ events in \d+ streams, chain intact$/);
});
