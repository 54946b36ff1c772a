import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ErrorBody } from '../../domain/contracts/errors';
import type { User } from '../../domain/contracts/user';
import { canGrantReports, reportsOf } from './policy';
import { isReportKey, ReportKey } from '../../domain/reports/catalogue';
import { loadUser } from '../../server/auth/load-user';
import { sessionOf } from '../../server/auth/session';
import { sessionCacheOf } from '../../server/auth/session-cache';
import { users } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { tenantScope } from '../../server/kit/scope';
import { notFound } from '../../server/lib/errors';

const GrantBody = z.strictObject({ allowed_reports: z.array(ReportKey).max(50) });
const Grants = z.object({
  allowed_reports: z.array(ReportKey),
  runs: z.array(ReportKey),
  grantable: z.boolean(),
});
const may = { allowed: canGrantReports, message: 'Only admins and partner owners grant reports' };

/** Users the caller may grant to: any for an admin, their own partner's for a partner owner. */
const grantees = (caller: User) => tenantScope(caller, { partner_id: users.partner_id });

/** A user's grants, what they run today, and whether grants matter for them (owners and admins run all). */
async function grantsOf(deps: Deps, caller: User, id: string): Promise<z.infer<typeof Grants>> {
  // Another company's user is not found, whether or not they exist.
  const [mine] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), grantees(caller)));
  const user = mine ? await loadUser(deps.db, id) : null;
  if (!user) throw notFound();
  const granted = (user.allowed_reports ?? []).filter(isReportKey);
  const runs = reportsOf(user);
  const byRole = reportsOf({ ...user, allowed_reports: [] }).length > 0;
  return {
    allowed_reports: granted,
    runs,
    grantable: ['partner', 'eor'].includes(user.user_type) && !byRole,
  };
}

/**
 * `PUT /v2/users/{id}/allowed_reports`: an admin, or a partner owner for their own company's users,
 * grants a user reports one by one (spec §3's `allowed_reports`); the user's cached sessions forget
 * them so the grant holds at the next request.
 */
export function registerReportGrants(app: FastifyInstance, deps: Deps) {
  app.get(
    '/users/:id/allowed_reports',
    {
      config: { may },
      schema: {
        tags: ['reports'],
        summary: 'A user’s granted reports (admins; partner owners for their users)',
        params: z.object({ id: z.uuid() }),
        response: { 200: Grants, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => grantsOf(deps, sessionOf(req).user, (req.params as { id: string }).id),
  );

  app.put(
    '/users/:id/allowed_reports',
    {
      config: { may },
      schema: {
        tags: ['reports'],
        summary: 'Grant a user reports (admins; partner owners for their users)',
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
        .where(and(eq(users.id, id), grantees(sessionOf(req).user)))
        .returning({ allowed_reports: users.allowed_reports });
      if (!row) throw notFound();
      sessionCacheOf(deps.db).forgetUser(id);
      return grantsOf(deps, sessionOf(req).user, id);
    },
  );
}
