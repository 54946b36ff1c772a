import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { AccessLog } from '../logs/contract';
import { users } from '../../server/db/schema/users';
import { userByEmail } from '../../server/routes/user/find-user';
import type { ApiKey, CreatedApiKey } from './contract';
import { API_KEY_RATE_LIMIT } from './scopes';
import { apiKeys } from './table';

let h: Harness;
let developer: string;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  developer = await h.login('developer@acme.test');
  admin = await h.login('admin@demo.test');
});
afterAll(async () => h.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, bearer: string, payload?: object) =>
  h.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${bearer}` },
    ...(payload ? { payload } : {}),
  });

async function createKey(name: string, scope: 'read' | 'read_write' = 'read', token = developer) {
  const res = await call('POST', '/v2/api_keys', token, { name, scope });
  expect(res.statusCode).toBe(201);
  return res.json() as CreatedApiKey;
}

const timesheetIds = async (bearer: string, query = 'per_page=100') => {
  const res = await call('GET', `/v2/timesheets?${query}`, bearer);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    data: { id: string; partner_id: string | null }[];
    meta: { total: number };
  };
};

describe('a developer’s API key', () => {
  it('lists exactly its owner’s timesheets, and another tenant’s timesheet is not found', async () => {
    const key = await createKey('Reporting');
    expect(key.key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    const asOwner = await timesheetIds(developer);
    const asKey = await timesheetIds(key.key);
    expect(asKey.meta.total).toBeGreaterThan(0);
    expect(asKey).toEqual(asOwner);
    const acme = (await call('GET', '/v2/user', developer)).json<{ partner: { id: string } }>()
      .partner.id;
    expect(new Set(asKey.data.map((t) => t.partner_id))).toEqual(new Set([acme]));

    const everyone = await timesheetIds(admin);
    const foreign = everyone.data.find((t) => t.partner_id !== acme);
    expect(foreign).toBeDefined();
    expect((await call('GET', `/v2/timesheets/${foreign!.id}`, key.key)).statusCode).toBe(404);
  });

  it('read-only refuses every change with 403 before reading the body; read-write changes as its owner', async () => {
    const reader = await createKey('Reader', 'read');
    const refused = await call('POST', '/v2/notes', reader.key, { nonsense: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'This API key is read-only' });
    expect((await call('PATCH', '/v2/user/preferences', reader.key, {})).statusCode).toBe(403);

    const writer = await createKey('Writer', 'read_write');
    const invalid = await call('POST', '/v2/notes', writer.key, { nonsense: true });
    expect(invalid.statusCode).toBe(422);
  });

  it('cannot manage keys or sessions, even read-write', async () => {
    const writer = await createKey('No minting', 'read_write');
    const mint = await call('POST', '/v2/api_keys', writer.key, {
      name: 'successor',
      scope: 'read_write',
    });
    expect(mint.statusCode).toBe(403);
    expect((await call('GET', '/v2/api_keys', writer.key)).statusCode).toBe(403);
    expect((await call('POST', '/v2/user/logout', writer.key)).statusCode).toBe(403);
    expect((await call('GET', '/v2/user', writer.key)).json()).toMatchObject({
      email: 'developer@acme.test',
    });
  });

  it('is refused with 401 from the call after its revocation, and two revokes at once both answer the revoked key', async () => {
    const key = await createKey('Short-lived');
    expect((await call('GET', '/v2/timesheets', key.key)).statusCode).toBe(200);
    const [a, b] = await Promise.all([
      call('POST', `/v2/api_keys/${key.id}/revoke`, developer),
      call('POST', `/v2/api_keys/${key.id}/revoke`, developer),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json<ApiKey>().revoked_at).toBe(b.json<ApiKey>().revoked_at);
    expect(a.json<ApiKey>().status).toBe('revoked');
    expect((await call('GET', '/v2/timesheets', key.key)).statusCode).toBe(401);
  });

  it('stops at once when its owner is deactivated', async () => {
    const key = await createKey('Owner leaves');
    const id = (await userByEmail(h.database.db, 'developer@acme.test'))!.id;
    await h.database.db.update(users).set({ deactivated_at: h.clock.now }).where(eq(users.id, id));
    try {
      expect((await call('GET', '/v2/timesheets', key.key)).statusCode).toBe(401);
    } finally {
      await h.database.db.update(users).set({ deactivated_at: null }).where(eq(users.id, id));
    }
    expect((await call('GET', '/v2/timesheets', key.key)).statusCode).toBe(200);
  });

  it('is never shown again: lists and details carry its prefix only, and the database only its hash', async () => {
    const key = await createKey('Secret keeper');
    const list = await call('GET', '/v2/api_keys?per_page=100', developer);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(key.key);
    expect(list.json<{ data: ApiKey[] }>().data.find((k) => k.id === key.id)).toEqual({
      id: key.id,
      name: 'Secret keeper',
      scope: 'read',
      prefix: key.key.slice(0, 9),
      status: 'active',
      created_at: key.created_at,
      last_used_at: null,
      revoked_at: null,
    });
    const detail = await call('GET', `/v2/api_keys/${key.id}`, developer);
    expect(detail.body).not.toContain(key.key);
    expect('key' in detail.json()).toBe(false);
    const csv = await call('GET', '/v2/api_keys?format=csv', developer);
    expect(csv.body).not.toContain(key.key);
    const [row] = await h.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(JSON.stringify(row)).not.toContain(key.key);
  });

  it('is for developers only: anyone else gets 403, and sees no one else’s keys', async () => {
    const owner = await h.login('owner@acme.test');
    const refused = await call('POST', '/v2/api_keys', owner, { name: 'mine', scope: 'read' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Only developers can manage API keys' });
    expect((await call('GET', '/v2/api_keys', owner)).statusCode).toBe(403);
    expect((await call('GET', '/v2/api_keys', admin)).statusCode).toBe(403);
    const mine = (await call('GET', '/v2/api_keys', developer)).json<{ data: ApiKey[] }>().data[0]!;
    const other = await h.app.inject({
      method: 'POST',
      url: `/v2/api_keys/${mine.id}/revoke`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(other.statusCode).toBe(403);
  });

  it('logs every call, reads too, under the key’s name', async () => {
    const key = await createKey('Audited');
    await call('GET', '/v2/timesheets?per_page=1', key.key);
    await call('POST', '/v2/notes', key.key, {});
    const logs = (await call('GET', '/v2/access_logs?kind=api_key&per_page=100', admin)).json<{
      data: AccessLog[];
    }>().data;
    const ours = logs.filter((l) => l.api_key_name === 'Audited');
    expect(ours.map((l) => [l.method, l.path, l.status]).sort()).toEqual([
      ['GET', '/v2/timesheets', 200],
      ['POST', '/v2/notes', 403],
    ]);
    expect(JSON.stringify(logs)).not.toContain(key.key);
  });

  it('is limited per key: past the limit 429 with Retry-After, while another key goes on', async () => {
    const busy = await createKey('Busy');
    const calm = await createKey('Calm');
    const answers = await Promise.all(
      Array.from({ length: API_KEY_RATE_LIMIT.max + 1 }, () =>
        call('GET', '/v2/user/preferences', busy.key),
      ),
    );
    const limited = answers.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(1);
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited[0]!.json().message).toMatch(/^Too many requests with this API key/);
    expect((await call('GET', '/v2/user/preferences', calm.key)).statusCode).toBe(200);
  });
});
