import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perDatabase } from '../../db/per-database';
import type { Deps } from '../../deps';
import { databasePulse } from './database-pulse';

export const healthRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  // The pulse of the database the app serves, found when asked: the server tests point one app at
  // each test file's database in turn (src/server/kit/background.ts).
  const pulseOf = perDatabase((db) => databasePulse(db, () => deps.now().getTime()));
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
      if ((await pulseOf(deps.db).state()) === 'ok')
        return { status: 'ok' as const, database: 'ok' as const, mode };
      return reply
        .code(503)
        .send({ status: 'error' as const, database: 'unreachable' as const, mode });
    },
  );
};
