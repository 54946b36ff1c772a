import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ErrorBody } from '../../domain/contracts/errors';
import { sessionOf } from '../../server/auth/session';
import { generateInvoices } from '../../server/billing/generate';
import { currentInvoicePdf } from '../../server/billing/invoice-document';
import type { Db, Tx } from '../../server/db/client';
import { clients, invoiceDocuments, invoiceRuns } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { registerForm } from '../../server/kit/form';
import { declareList } from '../../server/kit/list-count';
import { registerList, registerResource } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import type { ResourceServer } from '../../server/kit/resource-query';
import { findInScope } from '../../server/kit/workflow/load';
import { originOf } from '../../server/kit/workflow/origin';
import { registerWorkflow } from '../../server/kit/workflow/register';
import { forbidden, notFound } from '../../server/lib/errors';
import { clientsServer } from '../clients/server';
import { canSeeInvoices, invoiceRunsResource, invoicesResource, type InvoiceRun } from './contract';
import { invoiceRunsForm } from './form';
import { registerMonthEndRuns } from './month-end-runs.server';
import { invoiceListServer } from './queries';
import type { invoiceRunsQuery } from './query';
import { invoiceServer } from './workflow.server';

/**
 * The public entry of invoices for the rest of the server: billing allocates and sends through the
 * workflow server, renders the detail it sends, and names the chart's words and the contract's types.
 */
export { invoiceServer } from './workflow.server';
export { invoiceDetailDto, invoiceDetailRows } from './queries';
export type { InvoiceAction, InvoiceDetail } from './contract';
export type { InvoiceEventType, InvoiceStored } from './chart';

const access = { allowed: canSeeInvoices, message: 'You are not allowed to see invoices' };

const runRows = (db: Db) =>
  db
    .select({ r: invoiceRuns, client_name: clients.entity_name })
    .from(invoiceRuns)
    .innerJoin(clients, eq(clients.id, invoiceRuns.client_id))
    .$dynamic();
type RunRow = Awaited<ReturnType<typeof runRows>>[number];

const runsServer: ResourceServer<RunRow, InvoiceRun, typeof invoiceRunsQuery> = {
  query: {
    rows: runRows,
    count: (db) => db.select({ n: count() }).from(invoiceRuns).$dynamic(),
    id: invoiceRuns.id,
    filters: { client_id: invoiceRuns.client_id },
    sorts: { created_at: [invoiceRuns.created_at] },
  },
  scope: {
    partner_id: invoiceRuns.partner_id,
    eor_id: invoiceRuns.eor_id,
    client_id: invoiceRuns.client_id,
  },
  toDto: ({ r, client_name }) => ({
    id: r.id,
    client_id: r.client_id,
    client_name,
    partner_id: r.partner_id,
    eor_id: r.eor_id,
    period_start: r.period_start,
    period_end: r.period_end,
    invoice_count: r.invoice_count,
    created_at: r.created_at,
  }),
};

export const invoicesList = declareList(invoicesResource, invoiceListServer, {
  path: '/invoices',
  summary:
    'Invoices in your scope: filters, sort, paging, what they still owe; ?format=csv downloads every matching row',
  access,
});

/**
 * /v2/invoices (list, CSV), the invoice workflow (detail with lines, send, void, credit note,
 * history), the PDF, and "Generate invoices" as POST /v2/invoice_runs, and the month-end generation
 * (month-end-runs.server.ts).
 */
export const invoicesRoutes: FastifyPluginAsync<Deps> = async (app, deps) => {
  registerList(app, deps, invoicesList.def, invoicesList.server, invoicesList.options);
  registerWorkflow(app, deps, invoiceServer);
  registerResource(app, deps, invoiceRunsResource, runsServer, { access });
  registerMonthEndRuns(app, deps);
  registerForm(app, deps, invoiceRunsResource, invoiceRunsForm, runsServer, {
    references: { client_id: { label: 'Client', server: clientsServer } },
    // Generating bills a period: a replayed request must not make a second run.
    idempotent: true,
    // The form kit runs create inside its transaction, typed as the database handle.
    create: (tx, user, input) =>
      generateInvoices(
        tx as unknown as Tx,
        user,
        input,
        originOf(user, { ip: null, userAgent: null, now: deps.now() }),
        deps.subscribers,
      ),
    update: () => Promise.reject(forbidden('Invoice runs are not changed')),
  });

  app.get<{ Params: { id: string }; Querystring: { copy?: 'sent' } }>(
    '/invoices/:id/pdf',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'The invoice as a PDF as it stands now (status, paid, remaining, credit notes; a void one owes $0.00); ?copy=sent is the document as it was sent',
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ copy: z.enum(['sent']).optional() }),
        response: { 403: ErrorBody, 404: ErrorBody },
      },
      config: {
        openapiResponses: {
          200: {
            description: 'The invoice PDF',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    },
    async (req, reply) => {
      const { user } = sessionOf(req);
      if (!canSeeInvoices(user)) throw forbidden(access.message);
      const record = await findInScope(deps.db, invoiceServer, user, req.params.id);
      if (!record) throw notFound();
      const invoice = invoiceServer.toDto(record, user);
      let pdf: Buffer;
      if (req.query.copy === 'sent') {
        const [stored] = await deps.db
          .select({ pdf: invoiceDocuments.pdf })
          .from(invoiceDocuments)
          .where(eq(invoiceDocuments.invoice_id, invoice.id));
        if (!stored) throw notFound('This invoice has not been sent');
        pdf = stored.pdf;
      } else pdf = await currentInvoicePdf(deps.db, invoice);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${invoice.number_label}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};

/** Invoice e-mails and the paid invoice's commission are billing's and commissions' subscribers (`src/server/subscribers.ts`). */
export const invoicesPart: ResourceServerPart = {
  routes: invoicesRoutes,
  subscribers: [],
};
