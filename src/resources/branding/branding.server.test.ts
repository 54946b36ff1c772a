import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('fake-png-body'),
]);
const update = {
  brand_name: 'Acme Staffing Co',
  primary_color: '#112233',
  accent_color: null,
  dark_mode: true,
  support_email: 'care@acme.test',
};

describe('/v2/settings/branding', () => {
  it('gives a partner owner their own branding', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/v2/settings/branding',
      headers: auth(await h.login('owner@acme.test')),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      brand_name: 'Acme Staffing',
      primary_color: '#c2410c',
      dark_mode: false,
      logo_url: '/brand/acme.svg',
    });
  });

  it.each(['recruiter@acme.test', 'admin@demo.test', 'client@globex.test', 'contractor@demo.test'])(
    'refuses %s with 403',
    async (email) => {
      const headers = auth(await h.login(email));
      expect(
        (await h.app.inject({ method: 'GET', url: '/v2/settings/branding', headers })).statusCode,
      ).toBe(403);
      expect(
        (
          await h.app.inject({
            method: 'PUT',
            url: '/v2/settings/branding',
            headers,
            payload: update,
          })
        ).statusCode,
      ).toBe(403);
    },
  );

  it('needs a session', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/v2/settings/branding' })).statusCode).toBe(
      401,
    );
  });

  it('validates colours', async () => {
    const res = await h.app.inject({
      method: 'PUT',
      url: '/v2/settings/branding',
      headers: auth(await h.login('owner@acme.test')),
      payload: { ...update, primary_color: 'red' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', 'primary_color']);
  });

  it('saves and shows the change in public globals at once, for that partner only', async () => {
    const headers = auth(await h.login('owner@acme.test'));
    h.clock.advance(60_000);
    const res = await h.app.inject({
      method: 'PUT',
      url: '/v2/settings/branding',
      headers,
      payload: update,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(update);
    const acme = (
      await h.app.inject({ method: 'GET', url: '/public_globals?subdomain=acme' })
    ).json();
    expect(acme.white_label).toMatchObject({
      brand_name: 'Acme Staffing Co',
      primary_color: '#112233',
      dark_mode: true,
    });
    expect(acme.white_label.updated_at).toBe(h.clock.now.toISOString());
    expect(acme.support_email).toBe('care@acme.test');
    const selfco = (
      await h.app.inject({ method: 'GET', url: '/public_globals?subdomain=selfco' })
    ).json();
    expect(selfco.white_label.brand_name).toBe('SelfCo');
  });

  it('keeps the partner’s remit-to: a save without it leaves it, a save with it changes it', async () => {
    const headers = auth(await h.login('owner@acme.test'));
    const put = (payload: object) =>
      h.app.inject({ method: 'PUT', url: '/v2/settings/branding', headers, payload });
    const kept = await put(update);
    expect(kept.json().remit_to).toBe(
      'Acme Staffing LLC, 200 Market St, Chicago, IL 60606\nACH: First Demo Bank, routing 071000013, account ending 4410',
    );
    const changed = await put({
      ...update,
      remit_to: '  Acme Staffing LLC\nPO Box 77, Chicago, IL  ',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().remit_to).toBe('Acme Staffing LLC\nPO Box 77, Chicago, IL');
    const read = await h.app.inject({ method: 'GET', url: '/v2/settings/branding', headers });
    expect(read.json().remit_to).toBe('Acme Staffing LLC\nPO Box 77, Chicago, IL');
    const cleared = await put({ ...update, remit_to: null });
    expect(cleared.json().remit_to).toBeNull();
  });

  it('stores an uploaded logo, serves it back and points the brand at it', async () => {
    const headers = auth(await h.login('owner@selfco.test'));
    const res = await h.app.inject({
      method: 'PUT',
      url: '/v2/settings/branding/logo',
      headers: { ...headers, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(res.statusCode).toBe(200);
    const logoUrl = res.json().logo_url as string;
    expect(logoUrl).toMatch(/^\/v2\/branding\/logos\/[0-9a-f-]{36}$/);
    const logo = await h.app.inject({ method: 'GET', url: logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    // A stored logo never changes: its own caching, not the API's no-store.
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    const globals = (
      await h.app.inject({ method: 'GET', url: '/public_globals?subdomain=selfco' })
    ).json();
    expect(globals.white_label.logo_url).toBe(logoUrl);
  });

  it('refuses a file that is not the image it claims to be', async () => {
    const headers = { ...auth(await h.login('owner@acme.test')), 'content-type': 'image/png' };
    const res = await h.app.inject({
      method: 'PUT',
      url: '/v2/settings/branding/logo',
      headers,
      payload: Buffer.from('<svg onload=alert(1)>'),
    });
    expect(res.statusCode).toBe(415);
  });

  it('refuses logos over 512 KiB and unknown logo ids', async () => {
    const headers = { ...auth(await h.login('owner@acme.test')), 'content-type': 'image/png' };
    const big = Buffer.concat([PNG, Buffer.alloc(600 * 1024)]);
    expect(
      (
        await h.app.inject({
          method: 'PUT',
          url: '/v2/settings/branding/logo',
          headers,
          payload: big,
        })
      ).statusCode,
    ).toBe(413);
    const missing = await h.app.inject({
      method: 'GET',
      url: '/v2/branding/logos/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });
});
