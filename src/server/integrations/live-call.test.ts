import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { signatureOf } from '../../resources/identity-verifications/sessions.server';
import { integrationConfigs } from '../db/schema';
import { demoScreeningProvider } from '../../resources/screenings/demo-provider.server';
import type { ScreeningProvider } from '../../resources/screenings/provider.server';
import { backgroundChecksAdapter } from './background-checks';
import { liveCall } from './live-call';
import { integrationRegistry } from './registry';

/** A configured (not demo) background-check service the test takes down and brings back. */
let serviceUp = true;
const liveProvider: ScreeningProvider = {
  name: demoScreeningProvider.name,
  order: async (input) => {
    if (!serviceUp)
      throw new TypeError('fetch failed: https://provider.test/orders?key=sk_live_secret');
    return demoScreeningProvider.order(input);
  },
  complete: (reference) => demoScreeningProvider.complete(reference),
};

let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    integrations: {
      ...integrationRegistry,
      adapters: integrationRegistry.adapters.map((a) =>
        a.id === backgroundChecksAdapter.id ? { ...a, status: () => 'connected' as const } : a,
      ),
      screening: liveProvider,
    },
  });
});
afterAll(() => h.close());
const call = callerOf(() => h);

const WORKER = 'rosa.delgado@harborpoint-workers.test';
const EMPLOYER = 'owner@harborpoint.test';
const checkr = async (email: string) =>
  (
    (await call(email, 'GET', '/integrations')).json() as {
      id: string;
      status: string;
      failing_since: string | null;
    }[]
  ).find((i) => i.id === backgroundChecksAdapter.id);

describe('a live adapter call', () => {
  it('that fails sets the employer’s failing since on /integrations; a success clears it', async () => {
    serviceUp = false;
    const failed = await call(WORKER, 'POST', '/screenings/order', { type: 'background_check' });
    expect([failed.statusCode, failed.json()]).toEqual([
      502,
      { message: 'Background checks did not answer: try again later' },
    ]);
    expect(await checkr(EMPLOYER)).toMatchObject({
      status: 'failing',
      failing_since: h.clock.now.toISOString(),
    });
    // Another employer's integration is not touched.
    expect(await checkr('owner@acme.test')).toMatchObject({ failing_since: null });
    const detail = (await call(EMPLOYER, 'GET', '/integrations/checkr')).json();
    expect(detail.recent_calls[0]).toMatchObject({
      level: 'error',
      message: 'Order a background_check: failed (TypeError)',
    });
    expect(JSON.stringify(detail)).not.toContain('sk_live_secret');

    serviceUp = true;
    const placed = await call(WORKER, 'POST', '/screenings/order', { type: 'background_check' });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await checkr(EMPLOYER)).toMatchObject({ status: 'connected', failing_since: null });
  });

  it('to a demo stand-in records nothing and lets its error through', async () => {
    const boom = new Error('demo down');
    await expect(
      liveCall(h.deps, 'platform', 'identity', 'Open a session', () => Promise.reject(boom)),
    ).rejects.toBe(boom);
    const rows = await h.database.db
      .select()
      .from(integrationConfigs)
      .where(eq(integrationConfigs.adapter_id, 'identity'));
    expect(rows).toEqual([]);
  });
});

describe('credentials saved on /integrations/{id} are the ones production reads', () => {
  // Outside /v2, so not through `call`.
  const mapsKey = async (email: string) =>
    (
      await h.app.inject({
        method: 'GET',
        url: '/public_globals/authenticated_api_keys',
        headers: { authorization: `Bearer ${await h.login(email)}` },
      })
    ).json().google as string;

  it('the maps browser key: the employer’s own, else the platform’s, else the environment’s', async () => {
    expect(await mapsKey('recruiter@acme.test')).toBe(h.deps.env.GOOGLE_MAPS_API_KEY);
    expect(
      (
        await call('admin@demo.test', 'PUT', '/integrations/maps', {
          credential: 'AIza-platform-0001',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('owner@acme.test', 'PUT', '/integrations/maps', { credential: 'AIza-acme-0002' }))
        .statusCode,
    ).toBe(200);
    expect(await mapsKey('recruiter@acme.test')).toBe('AIza-acme-0002');
    expect(await mapsKey('owner@selfco.test')).toBe('AIza-platform-0001');
    expect(await mapsKey('contractor@demo.test')).toBe('AIza-platform-0001');
  });

  it('the identity service’s callback secret: the platform’s saved one signs callbacks', async () => {
    const body = { session_id: 'no-such-session', status: 'verified' as const };
    const send = (secret: string) =>
      h.app.inject({
        method: 'POST',
        url: '/v2/identity_verifications/callback',
        headers: { 'identity-signature': signatureOf(secret, body) },
        payload: body,
      });
    const saved = 'identity-callback-secret-0003';
    expect((await send(saved)).statusCode).toBe(401);
    expect(
      (await call('admin@demo.test', 'PUT', '/integrations/identity', { credential: saved }))
        .statusCode,
    ).toBe(200);
    expect((await send(saved)).statusCode).not.toBe(401);
    expect((await send('some-other-secret-0004')).statusCode).toBe(401);
  });
});
