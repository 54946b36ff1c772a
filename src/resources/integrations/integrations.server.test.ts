import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { accessLogs, integrationConfigs } from '../../server/db/schema';
import type { IntegrationAdapter } from '../../server/integrations/adapter';
import { integrationRegistry } from '../../server/integrations/registry';
import { JSON_BODY_LIMIT } from '../../server/lib/json-body';
import { STATE_TTL_MS } from './connect-state.server';

/** A service the test turns up and down, to see failing-since set and cleared. */
let serviceUp = true;
const flaky: IntegrationAdapter = {
  id: 'flaky',
  name: 'Flaky service',
  status: () => 'not_configured',
  test: async () =>
    serviceUp ? { ok: true, message: 'Answered' } : { ok: false, message: 'Timed out' },
};

let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    integrations: { ...integrationRegistry, adapters: [...integrationRegistry.adapters, flaky] },
  });
});
afterAll(async () => h.close());
const call = callerOf(() => h);

const SECRET = 'sk_live_abcdefghijklmnop1234';

describe('who may configure integrations', () => {
  it.each([
    'recruiter@acme.test',
    'finance@acme.test',
    'client@globex.test',
    'contractor@demo.test',
    'sales@demo.test',
  ])('refuses %s on every route', async (email) => {
    for (const [method, url, body] of [
      ['GET', '/integrations'],
      ['GET', '/integrations/maps'],
      ['PUT', '/integrations/maps', { credential: SECRET }],
      ['POST', '/integrations/maps/test'],
      ['POST', '/accounting_auth/start'],
    ] as const) {
      const res = await call(email, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lists every registry adapter for an employer owner and an admin', async () => {
    for (const email of ['owner@acme.test', 'admin@demo.test', 'eor@demo.test']) {
      const res = await call(email, 'GET', '/integrations');
      expect(res.statusCode).toBe(200);
      expect(res.json().map((i: { id: string }) => i.id)).toEqual([
        'checkr',
        'payroll',
        'maps',
        'identity',
        'bank_link',
        'accounting',
        'flaky',
      ]);
    }
  });

  it('answers 404 for an adapter the registry does not have', async () => {
    expect((await call('owner@acme.test', 'GET', '/integrations/nope')).statusCode).toBe(404);
  });
});

describe('credentials', () => {
  it('are stored sealed and only their last four characters come back; another employer sees none of it', async () => {
    const saved = await call('owner@acme.test', 'PUT', '/integrations/maps', {
      credential: SECRET,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(SECRET);
    expect(saved.json()).toMatchObject({
      status: 'connected',
      credential_last4: '1234',
      failing_since: null,
    });
    expect(saved.json().recent_calls[0]).toMatchObject({
      level: 'info',
      message: 'ZIP code 10001 is New York, NY',
    });

    const [row] = await h.database.db
      .select()
      .from(integrationConfigs)
      .where(eq(integrationConfigs.adapter_id, 'maps'));
    expect(row!.credential_sealed).toMatch(/^enc:v1:/);
    expect(row!.credential_sealed).not.toContain(SECRET);
    expect(h.deps.vault.open('integration_configs.credential', row!.credential_sealed!)).toBe(
      SECRET,
    );

    const listed = await call('owner@acme.test', 'GET', '/integrations');
    expect(listed.body).not.toContain(SECRET);
    const other = (await call('owner@selfco.test', 'GET', '/integrations/maps')).json();
    expect(other).toMatchObject({ credential_last4: null, recent_calls: [] });
  });

  it('refuses NUL bytes, empty and huge keys with a 4xx', async () => {
    for (const credential of ['abc\u0000defg', '', 'x'.repeat(501)]) {
      const res = await call('owner@acme.test', 'PUT', '/integrations/maps', { credential });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const huge = await call('owner@acme.test', 'PUT', '/integrations/maps', {
      credential: 'x'.repeat(JSON_BODY_LIMIT + 1),
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('failing since', () => {
  it('is set by a failed test, kept through further failures, and cleared by a success', async () => {
    serviceUp = false;
    const failed = (await call('owner@acme.test', 'POST', '/integrations/flaky/test')).json();
    expect(failed).toMatchObject({
      status: 'failing',
      failing_since: h.clock.now.toISOString(),
      last_message: 'Timed out',
    });
    const firstFailure = failed.failing_since;

    h.clock.advance(60_000);
    const again = (await call('owner@acme.test', 'POST', '/integrations/flaky/test')).json();
    expect(again.failing_since).toBe(firstFailure);
    expect(
      (await call('owner@acme.test', 'GET', '/integrations'))
        .json()
        .find((i: { id: string }) => i.id === 'flaky'),
    ).toMatchObject({ status: 'failing' });

    serviceUp = true;
    const fixed = (await call('owner@acme.test', 'POST', '/integrations/flaky/test')).json();
    expect(fixed).toMatchObject({ status: 'connected', failing_since: null });
    expect(fixed.recent_calls.map((c: { level: string }) => c.level)).toEqual([
      'info',
      'error',
      'error',
    ]);
  });
});

describe('/accounting_auth', () => {
  const start = async (email = 'owner@acme.test') => {
    const res = await call(email, 'POST', '/accounting_auth/start');
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().authorize_url, 'http://x');
    return { state: url.searchParams.get('state')!, code: url.searchParams.get('code')! };
  };

  it('connects once with the sealed state; a replay is refused', async () => {
    const params = await start();
    const done = await call('owner@acme.test', 'POST', '/accounting_auth/callback', params);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: 'accounting', status: 'connected' });
    expect(done.json().credential_last4).toHaveLength(4);

    const replay = await call('owner@acme.test', 'POST', '/accounting_auth/callback', params);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().message).toBe(
      'This connection link was already used: start connecting again',
    );
  });

  it('refuses an expired state, a tampered one, and one started by another employer', async () => {
    const params = await start();
    h.clock.advance(STATE_TTL_MS + 1);
    const expired = await call('owner@acme.test', 'POST', '/accounting_auth/callback', params);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe('This connection link has expired: start connecting again');

    const fresh = await start();
    const tampered = await call('owner@acme.test', 'POST', '/accounting_auth/callback', {
      ...fresh,
      state: `${fresh.state}x`,
    });
    expect(tampered.json().message).toBe(
      'This connection link is not valid: start connecting again',
    );
    const stolen = await call('owner@selfco.test', 'POST', '/accounting_auth/callback', fresh);
    expect(stolen.json().message).toBe('This connection link is not valid: start connecting again');
  });

  it('never writes the state to the access log', async () => {
    const { state } = await start();
    await h.app.inject({
      method: 'GET',
      url: `/accounting_auth?state=${encodeURIComponent(state)}&code=demo_x`,
    });
    const logged = await h.database.db.select().from(accessLogs);
    expect(logged.map((l) => JSON.stringify(l)).join('\n')).not.toContain(state);
  });
});
