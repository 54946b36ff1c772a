import { and, eq, exists, isNull, or, sql } from 'drizzle-orm';
import { assignments, clients, jobs } from '../../server/db/schema';
import type { TenantColumns } from '../../server/kit/scope';

/**
 * Whose jobs a user sees. A partner or EOR its own. A client the jobs for it, the jobs its partner
 * or EOR offers every client (what its owner picks from when adding assignments, spec §6), and the
 * jobs of its assignments. A contractor the jobs of its assignments. Admin all; sales partners none.
 */
export const jobsScope: TenantColumns = {
  partner_id: jobs.partner_id,
  eor_id: jobs.eor_id,
  client_id: (clientId) =>
    or(
      eq(jobs.client_id, clientId),
      and(
        isNull(jobs.client_id),
        exists(
          sql`(select 1 from ${clients} where ${and(
            eq(clients.id, clientId),
            or(eq(clients.partner_id, jobs.partner_id), eq(clients.eor_id, jobs.eor_id)),
          )})`,
        ),
      ),
      exists(
        sql`(select 1 from ${assignments} where ${and(eq(assignments.job_id, jobs.id), eq(assignments.client_id, clientId))})`,
      ),
    ) ?? sql`false`,
  contractor_id: (contractorId) =>
    exists(
      sql`(select 1 from ${assignments} where ${and(eq(assignments.job_id, jobs.id), eq(assignments.contractor_id, contractorId))})`,
    ),
};
