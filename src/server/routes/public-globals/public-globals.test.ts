import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import { subdomainFromHost } from './load';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('GET /public_globals', () => {
  it('gives the platform brand without a subdomain', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/public_globals' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      white_label: { brand_name: 'Staffwise', dark_mode: false },
      support_email: 'support@staffwise.example',
      platform_currencies: [
        { currency: 'usd', symbol: '$' },
        { currency: 'cad', symbol: 'CA$' },
      ],
      job_classifications: [
        'w-2',
        'independent_contractor',
        'international_ic',
        'international_eor',
        'canada_t4',
      ],
    });
  });

  it('gives a partner brand by query and by Host header', async () => {
    const byQuery = (
      await h.app.inject({ method: 'GET', url: '/public_globals?subdomain=selfco' })
    ).json();
    expect(byQuery.white_label).toMatchObject({
      brand_name: 'SelfCo',
      dark_mode: true,
      subdomain: 'selfco',
    });
    const byHost = (
      await h.app.inject({
        method: 'GET',
        url: '/public_globals',
        headers: { host: 'acme.localhost:3000' },
      })
    ).json();
    expect(byHost.white_label).toMatchObject({
      brand_name: 'Acme Staffing',
      logo_url: '/brand/acme.svg',
    });
    expect(byHost.support_email).toBe('help@acme.test');
  });

  it('refuses a malformed subdomain', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/public_globals?subdomain=..%2Fetc' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['querystring', 'subdomain']);
  });
});

describe('subdomainFromHost', () => {
  it.each([
    ['acme.localhost:3000', 'acme'],
    ['localhost:3000', undefined],
    ['127.0.0.1:3000', undefined],
    ['app.example.com', 'app'],
    ['example.com', undefined],
    ['www.example.com', undefined],
    [undefined, undefined],
  ])('%s → %s', (host, expected) => expect(subdomainFromHost(host)).toBe(expected));
});

describe('GET /public_globals/authenticated_api_keys', () => {
  it('answers 401 without a session, and the empty demo maps key to a signed-in user', async () => {
    const anonymous = await h.app.inject({
      method: 'GET',
      url: '/public_globals/authenticated_api_keys',
    });
    expect(anonymous.statusCode).toBe(401);
    const token = await h.login('contractor@demo.test');
    const res = await h.app.inject({
      method: 'GET',
      url: '/public_globals/authenticated_api_keys',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ google: '' });
  });
});
