import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { timesheetRollups, timesheetTenantDeltas, timesheets } from '../../server/db/schema';
import type { TenantColumns } from '../../server/kit/scope';

/**
 * A draft is the worker's own until submitted: the client it is for sees it from then on. The people
 * who run the worker's time (their partner, the EOR, admin) keep seeing drafts, as they may enter
 * and submit time for them (spec §6 canInputTime).
 */
const clientSeesSubmitted = (client: PgColumn, status: PgColumn) => (clientId: string) =>
  and(eq(client, clientId), ne(status, 'draft'))!;

/** Whose timesheets a user sees: `tenantScope(user, timesheetScope)`. */
export const timesheetScope: TenantColumns = {
  partner_id: timesheets.partner_id,
  eor_id: timesheets.eor_id,
  contractor_id: timesheets.contractor_id,
  client_id: clientSeesSubmitted(timesheets.client_id, timesheets.status),
};

/** The same scope over the monthly rollups (which key no contractor). */
export const timesheetRollupScope: TenantColumns = {
  partner_id: timesheetRollups.partner_id,
  eor_id: timesheetRollups.eor_id,
  client_id: clientSeesSubmitted(timesheetRollups.client_id, timesheetRollups.status),
};

/** The same scope over the deltas kept per partner and EOR (which key no client: clients read the rollups). */
export const timesheetTenantDeltaScope: TenantColumns = {
  partner_id: timesheetTenantDeltas.partner_id,
  eor_id: timesheetTenantDeltas.eor_id,
};
