import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { ErrorBody } from '../../domain/contracts/errors';
import { UserPreferences } from '../../domain/contracts/shell';
import type { Deps } from '../../server/deps';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { sessionOf } from '../../server/auth/session';
import { userPreferences } from '../../server/db/schema';

/** The caller's display preferences (dark mode), which the shell's preferences store reads and saves. */
const preferencesRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const read = async (userId: string) => {
    const [row] = await deps.db
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.user_id, userId));
    return { dark_mode: row?.dark_mode ?? null };
  };

  app.get(
    '/user/preferences',
    {
      schema: {
        tags: ['session'],
        summary: "The caller's display preferences",
        response: { 200: UserPreferences, 401: ErrorBody },
      },
    },
    async (req) => read(sessionOf(req).user.id),
  );

  app.patch(
    '/user/preferences',
    {
      schema: {
        tags: ['session'],
        summary: 'Change display preferences; dark_mode null follows the brand again',
        body: UserPreferences.partial(),
        response: { 200: UserPreferences, 401: ErrorBody },
      },
    },
    async (req) => {
      const userId = sessionOf(req).user.id;
      const set = { ...req.body, updated_at: deps.now() };
      await deps.db
        .insert(userPreferences)
        .values({ user_id: userId, ...set })
        .onConflictDoUpdate({ target: userPreferences.user_id, set });
      return read(userId);
    },
  );
};

export const preferencesPart: ResourceServerPart = { routes: preferencesRoutes };
