import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { perUserLimit } from './per-user-limit';
import { SnapshotStore } from './rate-limit-store';

const LIMIT = 5;

/**
 * A route limited per user whose requests all wait on one promise before the limiter runs, as
 * requests sharing one session lookup do: the whole burst reaches the limiter in one turn.
 */
async function burstApp() {
  const app = Fastify();
  let release: () => void = () => {};
  const shared = new Promise<void>((r) => (release = r));
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (req) => {
    await shared;
    req.session = { user: { id: 'u1' }, tokenId: 't1' } as typeof req.session;
  });
  await app.register(rateLimit, { global: false, hook: 'onRequest', store: SnapshotStore });
  app.get(
    '/limited',
    { config: { rateLimit: perUserLimit('limited', LIMIT, 'Too many') } },
    async () => ({ ok: true }),
  );
  await app.ready();
  return { app, release };
}

it('answers a burst reaching the limit in one turn: all within it pass, the rest get 429', async () => {
  const { app, release } = await burstApp();
  const answers = Array.from({ length: LIMIT + 2 }, () =>
    app.inject({ method: 'GET', url: '/limited' }),
  );
  // Every request is parked on the shared promise before any reaches the limiter.
  await new Promise((r) => setTimeout(r, 20));
  release();
  const codes = (await Promise.all(answers)).map((a) => a.statusCode);
  expect(codes.filter((c) => c === 200)).toHaveLength(LIMIT);
  expect(codes.filter((c) => c === 429)).toHaveLength(2);
  await app.close();
});
