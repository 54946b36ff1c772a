import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { authTokens } from '../db/schema';
import { SESSION_CACHE_MS } from './session-cache';
import { sha256 } from './tokens';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const me = (token: string) =>
  h.app.inject({ method: 'GET', url: '/v2/user', headers: { authorization: `Bearer ${token}` } });

it('ends a session at once when this API revokes it, whatever it cached', async () => {
  const token = await h.login('owner@acme.test');
  expect((await me(token)).statusCode).toBe(200);
  expect(
    (
      await h.app.inject({
        method: 'POST',
        url: '/v2/user/logout',
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode,
  ).toBe(200);
  expect((await me(token)).statusCode).toBe(401);
});

it('sees a revocation made elsewhere on the database within the cache window, never later', async () => {
  const token = await h.login('recruiter@acme.test');
  expect((await me(token)).statusCode).toBe(200);
  // Another API process revoking on the same database: this one does not hear of it.
  await h.deps.db
    .update(authTokens)
    .set({ revoked_at: h.clock.now })
    .where(eq(authTokens.token_hash, sha256(token)));
  h.clock.advance(SESSION_CACHE_MS + 1);
  expect((await me(token)).statusCode).toBe(401);
});

it('ends every session of a user whose password changes', async () => {
  const token = await h.login('finance@acme.test');
  const other = await h.login('finance@acme.test');
  expect((await me(other)).statusCode).toBe(200);
  const changed = await h.app.inject({
    method: 'POST',
    url: '/v2/user/change_password',
    headers: { authorization: `Bearer ${token}` },
    payload: { current_password: 'correct-horse-demo', new_password: 'a-new-long-password' },
  });
  expect(changed.statusCode, changed.body).toBeLessThan(300);
  expect((await me(other)).statusCode).toBe(401);
});
