import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import { demoAccounts } from '../../seed/demo-tenants';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('POST /v2/user', () => {
  it.each(demoAccounts.map((a) => a.email))('%s signs in and reads itself', async (email) => {
    const token = await h.login(email);
    const me = await h.app.inject({
      method: 'GET',
      url: '/v2/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const wrong = await h.app.inject({
      method: 'POST',
      url: '/v2/user',
      payload: { email: 'owner@acme.test', password: 'nope' },
    });
    const unknown = await h.app.inject({
      method: 'POST',
      url: '/v2/user',
      payload: { email: 'ghost@acme.test', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('treats the email case-insensitively', async () => {
    await expect(h.login('Owner@ACME.test')).resolves.toMatch(/^[\w-]{40,}$/);
  });

  it('answers a malformed body with 422 and a located detail', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/v2/user',
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(422);
    const locs = (res.json().detail as { loc: string[] }[]).map((d) => d.loc.join('.'));
    expect(locs).toEqual(expect.arrayContaining(['body.email', 'body.password']));
  });
});

describe('GET /v2/user', () => {
  it('is 401 without a token and with a made-up one', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/v2/user' })).statusCode).toBe(401);
    const res = await h.app.inject({
      method: 'GET',
      url: '/v2/user',
      headers: { authorization: 'Bearer made-up' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not signed in' });
  });

  it('gives the spec §3 entity with the profile that makes the user type', async () => {
    const token = await h.login('contractor@demo.test');
    const me = (
      await h.app.inject({
        method: 'GET',
        url: '/v2/user',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(me).toMatchObject({
      user_type: 'contractor',
      role: null,
      client: null,
      contractor: {
        requires_w2_onboard: true,
        partner: { entity_name: 'Acme Staffing', self_employer: false },
      },
    });
    expect(me.links).toContain('/contractor/dashboard');
    expect(me).not.toHaveProperty('password_hash');
    expect(JSON.stringify(me)).not.toContain('512-44');
  });

  it('expires a token after its lifetime', async () => {
    const token = await h.login('eor@demo.test');
    h.clock.advance(13 * 60 * 60 * 1000);
    const res = await h.app.inject({
      method: 'GET',
      url: '/v2/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /v2/user/logout', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const a = await h.login('sales@demo.test');
    const b = await h.login('sales@demo.test');
    const out = await h.app.inject({
      method: 'POST',
      url: '/v2/user/logout',
      headers: { authorization: `Bearer ${a}` },
    });
    expect(out.statusCode).toBe(200);
    const meA = await h.app.inject({
      method: 'GET',
      url: '/v2/user',
      headers: { authorization: `Bearer ${a}` },
    });
    const meB = await h.app.inject({
      method: 'GET',
      url: '/v2/user',
      headers: { authorization: `Bearer ${b}` },
    });
    expect(meA.statusCode).toBe(401);
    expect(meB.statusCode).toBe(200);
  });
});
