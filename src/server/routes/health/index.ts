import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';

export const healthRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['meta'],
        summary: 'Liveness and database reachability',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok'), mode: z.string() }),
        },
      },
    },
    async () => {
      await deps.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'ok' as const, mode: deps.env.APP_MODE };
    },
  );
};
