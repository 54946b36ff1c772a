import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OutboxList } from '../../../domain/contracts/session';
import type { Deps } from '../../deps';
import { outbox } from '../../db/schema';

/** The demo-mode outbox; app.ts registers it only outside production. */
export const devRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail written in demo mode, newest first',
        querystring: z.object({ to: z.email().optional() }),
        response: { 200: OutboxList },
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
