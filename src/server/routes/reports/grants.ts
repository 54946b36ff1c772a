import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ErrorBody } from '../../../domain/contracts/errors';
import { canGrantReports, reportsOf } from '../../../domain/policy/reports';
import { isReportKey, ReportKey } from '../../../domain/reports/catalogue';
import { loadUser } from '../../auth/load-user';
import { sessionCacheOf } from '../../auth/session-cache';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';

const GrantBody = z.strictObject({ allowed_reports: z.array(ReportKey).max(50) });
const Grants = z.object({ allowed_reports: z.array(ReportKey), runs: z.array(ReportKey), grantable: z.boolean() });
const may = { allowed: canGrantReports, message: 'Only admins grant reports' };

/** A user's grants, what they run today, and whether grants matter for them (owners and admins run all). */
async function grantsOf(deps: Deps, id: string): Promise<z.infer<typeof Grants>> {
  const user = await loadUser(deps.db, id);
  if (!user) throw notFound();
  const granted = (user.allowed_reports ?? []).filter(isReportKey);
  const runs = reportsOf(user);
  const byRole = reportsOf({ ...user, allowed_reports: [] }).length > 0;
  return { allowed_reports: granted, runs, grantable: ['partner', 'eor'].includes(user.user_type) && !byRole };
}

/**
 * `PUT /v2/users/{id}/allowed_reports`: an admin grants a user reports one by one (spec §3's
 * `allowed_reports`); the user's cached sessions forget them so the grant holds at the next request.
 */
export function registerReportGrants(app: FastifyInstance, deps: Deps) {
  app.get(
    '/users/:id/allowed_reports',
    {
      config: { may },
      schema: {
        tags: ['reports'],
        summary: 'A user’s granted reports (admins)',
        params: z.object({ id: z.uuid() }),
        response: { 200: Grants, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => grantsOf(deps, (req.params as { id: string }).id),
  );

  app.put(
    '/users/:id/allowed_reports',
    {
      config: { may },
      schema: {
        tags: ['reports'],
        summary: 'Grant a user reports (admins)',
        params: z.object({ id: z.uuid() }),
        body: GrantBody,
        response: { 200: Grants, 403: ErrorBody, 404: ErrorBody },
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
      return grantsOf(deps, id);
    },
  );
}
