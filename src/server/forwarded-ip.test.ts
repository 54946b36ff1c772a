import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/server-harness';
import { sha256 } from './auth/tokens';
import { authTokens } from './db/schema';
import { parseEnv } from './env';
import { DEMO_PASSWORD } from './seed/demo-tenants';

/** The client IP the server records for a sign-in (the same req.ip the audit trail and limits use). */
async function recordedIp(h: Harness, remoteAddress: string, forwardedFor: string) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/v2/user',
    payload: { email: 'owner@acme.test', password: DEMO_PASSWORD },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  const token = res.json().access_token as string;
  const [row] = await h.database.db
    .select({ ip: authTokens.ip })
    .from(authTokens)
    .where(eq(authTokens.token_hash, sha256(token)));
  return row?.ip;
}

describe('TRUST_PROXY', () => {
  it('parses addresses and CIDRs, and refuses anything else at start-up', () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual([]);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['true', '*', '10.0.0.0/33', '10.0.0.1/8/1', 'proxy.internal']) {
      expect(() => parseEnv({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('without TRUST_PROXY', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('takes the client IP from the socket, whatever X-Forwarded-For says', async () => {
    expect(await recordedIp(h, '198.51.100.7', '203.0.113.1')).toBe('198.51.100.7');
  });
});

describe('with TRUST_PROXY=10.0.0.0/24', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ env: parseEnv({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/24' }) });
  });
  afterAll(() => h.close());

  it('believes X-Forwarded-For from a listed proxy', async () => {
    expect(await recordedIp(h, '10.0.0.5', '203.0.113.1')).toBe('203.0.113.1');
  });

  it('stops at the first address that is not a listed proxy', async () => {
    expect(await recordedIp(h, '10.0.0.5', '203.0.113.66, 198.51.100.7, 10.0.0.9')).toBe(
      '198.51.100.7',
    );
  });

  it('ignores X-Forwarded-For from anyone else', async () => {
    expect(await recordedIp(h, '10.0.1.5', '203.0.113.1')).toBe('10.0.1.5');
  });
});
