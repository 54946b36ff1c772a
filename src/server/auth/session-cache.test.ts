import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { authTokens } from '../db/schema';
import { SESSION_CACHE_MS, SessionCache } from './session-cache';
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

const session = (tokenId: string) =>
  ({ user: { id: `user-of-${tokenId}` }, tokenId }) as unknown as Parameters<
    SessionCache['set']
  >[1];

it('reads a lapsed session once for all the requests that ask for it together', async () => {
  const cache = new SessionCache();
  let reads = 0;
  const load = async () => {
    reads++;
    await new Promise((r) => setTimeout(r, 5));
    return session('t1');
  };
  const answers = await Promise.all(Array.from({ length: 10 }, () => cache.lookup('h1', 0, load)));
  expect(reads).toBe(1);
  expect(answers.every((a) => a?.tokenId === 't1')).toBe(true);
  expect(cache.get('h1', 1)?.tokenId).toBe('t1');
  expect(cache.get('h1', SESSION_CACHE_MS + 1)).toBeUndefined();
});

it('keeps no session read by a lookup that a revocation overtook, and reads afresh after it', async () => {
  const cache = new SessionCache();
  let finish: (s: ReturnType<typeof session>) => void = () => {};
  let reads = 0;
  const slow = () => {
    reads++;
    return new Promise<ReturnType<typeof session>>((r) => (finish = r));
  };
  const before = cache.lookup('h1', 0, slow);
  cache.forgetToken('t1');
  const after = cache.lookup('h1', 0, async () => {
    reads++;
    return undefined;
  });
  finish(session('t1'));
  expect((await before)?.tokenId).toBe('t1');
  expect(await after).toBeUndefined();
  expect(reads).toBe(2);
  expect(cache.get('h1', 1)).toBeUndefined();
});
