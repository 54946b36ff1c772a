import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { databasePulse } from './database-pulse';

export const healthRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const pulse = databasePulse(deps.db, () => deps.now().getTime());
  app.get(
    '/health',
    {
      schema: {
        tags: ['meta'],
        summary: 'Liveness and database reachability',
        description:
          'Answers from process state, never queued behind database work: the database as its last background check (at most one a second) found it.',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok'), mode: z.string() }),
          503: z.object({
            status: z.literal('error'),
            database: z.literal('unreachable'),
            mode: z.string(),
          }),
        },
      },
    },
    async (_req, reply) => {
      const mode = deps.env.APP_MODE;
      if ((await pulse.state()) === 'ok')
        return { status: 'ok' as const, database: 'ok' as const, mode };
      return reply
        .code(503)
        .send({ status: 'error' as const, database: 'unreachable' as const, mode });
    },
  );
};
