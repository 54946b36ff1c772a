import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ErrorBody } from '../../../domain/contracts/errors';
import { canGrantReports } from '../../../domain/policy/reports';
import { ReportKey } from '../../../domain/reports/catalogue';
import { sessionCacheOf } from '../../auth/session-cache';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';

const GrantBody = z.strictObject({ allowed_reports: z.array(ReportKey).max(50) });

/**
 * `PUT /v2/users/{id}/allowed_reports`: an admin grants a user reports one by one (spec §3's
 * `allowed_reports`); the user's cached sessions forget them so the grant holds at the next request.
 */
export function registerReportGrants(app: FastifyInstance, deps: Deps) {
  app.put(
    '/users/:id/allowed_reports',
    {
      config: { may: { allowed: canGrantReports, message: 'Only admins grant reports' } },
      schema: {
        tags: ['reports'],
        summary: 'Grant a user reports (admins)',
        params: z.object({ id: z.uuid() }),
        body: GrantBody,
        response: { 200: GrantBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const { id } = req.params as { id: string };
      const granted = [...new Set((req.body as z.infer<typeof GrantBody>).allowed_reports)];
      const [row] = await deps.db
        .update(users)
        .set({ allowed_reports: granted })
        .where(eq(users.id, id))
        .returning({ allowed_reports: users.allowed_reports });
      if (!row) throw notFound();
      sessionCacheOf(deps.db).forgetUser(id);
      return { allowed_reports: row.allowed_reports };
    },
  );
}
