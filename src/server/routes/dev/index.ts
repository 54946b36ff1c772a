import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OutboxList } from '../../../domain/contracts/session';
import { ErrorBody } from '../../../domain/contracts/errors';
import type { Deps } from '../../deps';
import { outbox } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { isLoopback, isRelayed } from './loopback';

/**
 * The demo-mode outbox; app.ts registers it only outside production. It holds sign-in codes, so it
 * answers only a browser on this machine: the socket's own address decides (never req.ip, which a
 * trusted proxy's X-Forwarded-For sets), and a request relayed by a proxy on this machine carries
 * a proxy header (whichever one that proxy speaks), so those are refused too. Anyone else gets the
 * 404 of a route that does not exist.
 */
export const devRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.addHook('onRequest', async (req) => {
    if (isRelayed(req.headers) || !isLoopback(req.socket.remoteAddress)) throw notFound();
  });
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail written in demo mode, newest first',
        querystring: z.object({ to: z.email().optional() }),
        response: { 200: OutboxList, 404: ErrorBody },
      },
    },
    async (req) => {
      const rows = await deps.db
        .select()
        .from(outbox)
        .where(req.query.to ? eq(outbox.to, req.query.to) : undefined)
        .orderBy(desc(outbox.created_at))
        .limit(100);
      return { data: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) };
    },
  );
};
