import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import { parseEnv } from '../../env';

const PROXY = '10.1.2.3';
let h: Harness;
beforeAll(async () => {
  // A trusted proxy makes req.ip follow X-Forwarded-For, which must still not open the mailbox.
  h = await createHarness({ env: parseEnv({ NODE_ENV: 'test', TRUST_PROXY: PROXY }) });
  await h.app.inject({
    method: 'POST',
    url: '/v2/user/passwordless',
    payload: { email: 'admin@demo.test' },
  });
});
afterAll(() => h.close());

const outbox = (
  remoteAddress: string,
  headers: Record<string, string> = {},
  query = '?to=admin@demo.test',
) => h.app.inject({ method: 'GET', url: `/v2/dev/outbox${query}`, remoteAddress, headers });

it('listens on loopback unless HOST says otherwise', () => {
  expect(parseEnv({}).HOST).toBe('127.0.0.1');
  expect(parseEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
});

it.each(['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1'])(
  'serves the mail to a socket from %s',
  async (address) => {
    const res = await outbox(address);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].subject).toBe('Your sign-in code');
  },
);

it.each([
  ['another machine', '192.168.1.20', {}],
  ['a trusted proxy forwarding for loopback', PROXY, { 'x-forwarded-for': '127.0.0.1' }],
  [
    'a proxy on this machine relaying another one',
    '127.0.0.1',
    { 'x-forwarded-for': '203.0.113.9' },
  ],
  ['a proxy on this machine saying Forwarded', '::1', { forwarded: 'for=203.0.113.9' }],
])('answers %s as if there were no mailbox', async (_, address, headers) => {
  for (const query of ['?to=admin@demo.test', '?to=not-an-email']) {
    const res = await outbox(address, headers, query);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not Found' });
  }
});

it.each([
  'X-Real-IP',
  'X-Forwarded-Host',
  'X-Forwarded-Proto',
  'X-Client-IP',
  'True-Client-IP',
  'CF-Connecting-IP',
  'X-Cluster-Client-IP',
  'Via',
])('answers a loopback socket relaying with %s as if there were no mailbox', async (header) => {
  const res = await outbox('127.0.0.1', {
    [header]: header === 'X-Forwarded-Proto' ? 'https' : '127.0.0.1',
  });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ message: 'Not Found' });
});
