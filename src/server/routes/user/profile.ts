import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../domain/contracts/errors';
import { ProfileBody } from '../../../domain/contracts/session';
import { User } from '../../../domain/contracts/user';
import { loadUser } from '../../auth/load-user';
import { sessionOf } from '../../auth/session';
import { sessionCacheOf } from '../../auth/session-cache';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';

/** `/profile`: anyone signed in changes their own first and last name (the email is their sign-in). */
export const profileRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  app.patch(
    '/user',
    {
      schema: {
        tags: ['session'],
        summary: 'Change your own first and last name; only the fields sent',
        body: ProfileBody,
        response: { 200: User, 401: ErrorBody },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      if (Object.keys(req.body).length > 0)
        await deps.db.update(users).set(req.body).where(eq(users.id, user.id));
      sessionCacheOf(deps.db).forgetUser(user.id);
      const fresh = await loadUser(deps.db, user.id);
      if (!fresh) throw notFound();
      return fresh;
    },
  );
};
