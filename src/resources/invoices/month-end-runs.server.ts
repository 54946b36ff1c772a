import type { FastifyInstance } from 'fastify';
import type { MonthEndRun } from './contract';
import { canSeeInvoices } from '../../domain/billing/access';
import { monthEndRunsForm } from '../../domain/resources/month-end-runs-form';
import {
  monthEndRunsResource,
  type monthEndRunsQuery,
} from '../../domain/resources/month-end-runs';
import { startMonthEnd } from '../../server/billing/month-end';
import type { Db } from '../../server/db/client';
import { monthEndRuns } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { registerForm } from '../../server/kit/form';
import { registerResource } from '../../server/kit/register';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tableQuery } from '../../server/kit/table-query';
import { forbidden } from '../../server/lib/errors';

const access = { allowed: canSeeInvoices, message: 'You are not allowed to see invoices' };

type Row = typeof monthEndRuns.$inferSelect;
const server: ResourceServer<Row, MonthEndRun, typeof monthEndRunsQuery> = {
  query: {
    rows: (db: Db) => db.select().from(monthEndRuns).$dynamic(),
    ...tableQuery(monthEndRuns),
    filters: { status: monthEndRuns.status },
    sorts: { created_at: [monthEndRuns.created_at] },
  },
  // An admin's run (no tenant) is seen by admins only.
  scope: { partner_id: monthEndRuns.partner_id, eor_id: monthEndRuns.eor_id },
  toDto: (r) => ({
    id: r.id,
    partner_id: r.partner_id,
    eor_id: r.eor_id,
    period_start: r.period_start,
    period_end: r.period_end,
    status: r.status,
    clients_total: r.clients_total,
    clients_done: r.clients_done,
    invoice_count: r.invoice_count,
    created_at: r.created_at,
    finished_at: r.finished_at,
  }),
};

/** GET /v2/month_end_runs (list, CSV), GET /v2/month_end_runs/{id} (progress) and POST /v2/month_end_runs. */
export function registerMonthEndRuns(app: FastifyInstance, deps: Deps): void {
  registerResource(app, deps, monthEndRunsResource, server, { access });
  registerForm(app, deps, monthEndRunsResource, monthEndRunsForm, server, {
    // Generating bills the month: a replayed request must not start a second run.
    idempotent: true,
    create: (tx, user, input) => startMonthEnd(tx, user, input),
    update: () => Promise.reject(forbidden('Month-end runs are not changed')),
  });
}
