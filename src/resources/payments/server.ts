import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, TransitionRefusal } from '../../domain/contracts/errors';
import {
  AllocateRequest,
  PayOptions,
  PayReceipt,
  PayRequest,
  Payment,
  PaymentLedger,
  StatementReport,
  StatementUpload,
  UnallocateRequest,
  paymentsResource,
} from './contract';
import { canPayInvoices } from './policy';
import { recordPaymentForm } from './form';
import { sessionOf } from '../../server/auth/session';
import { demoBankAdapter } from '../../server/billing/bank-adapter';
import { invoiceLabel, openInvoices } from '../../server/billing/invoice-ledger';
import type { Tx } from '../../server/db/client';
import { clients, invoices } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { IdempotencyHeaders, idempotent } from '../../server/kit/idempotency';
import { registerForm } from '../../server/kit/form';
import { registerList } from '../../server/kit/register';
import { tenantScope } from '../../server/kit/scope';
import { findInScope } from '../../server/kit/workflow/load';
import { originOf, requestOrigin } from '../../server/kit/workflow/origin';
import { registerWorkflow } from '../../server/kit/workflow/register';
import { forbidden, notFound } from '../../server/lib/errors';
import { bankMethodOwner, listBankMethods } from '../bank-methods/server';
import { clientsServer } from '../clients/server';
import { ledgerOf, withSuggestions } from './ledger.server';
import { paymentDto, paymentListServer } from './queries';
import { allocatePayment, payInvoice } from './service.server';
import { recordReceived } from './received.server';
import { importStatement } from './statement.server';
import { unallocatePayment } from './unallocate.server';
import { paymentServer } from './workflow.server';
import {
  allocateAccess,
  payAccess,
  removeAllocationAccess,
  statementAccess,
} from './access.server';
import { paymentRetryTransfer } from './retry-transfer.server';

/**
 * The public entry of payments for the rest of the server: the transfer runner settles a payment's
 * transfer, and billing's tests record payments as the routes do.
 */
export { insertPayment } from './service.server';
export { settlePaymentTransfer } from './settlement.server';

const IdParams = z.object({ id: z.uuid() });
const AllocationParams = z.object({ id: z.uuid(), allocation_id: z.uuid() });
const tags = ['payments'];

/**
 * Payments: the list, "Record a payment" (POST /payments), the workflow (detail, actions, history),
 * allocations across invoices, and /pay.
 * The POSTs that move money take an Idempotency-Key (src/server/kit/idempotency.ts).
 */
export const paymentRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const bank = deps.bank ?? demoBankAdapter;

  registerList(app, deps, paymentsResource, paymentListServer);
  registerWorkflow(app, deps, paymentServer);
  registerForm(app, deps, paymentsResource, recordPaymentForm, paymentListServer, {
    references: { client_id: { label: 'Payer', server: clientsServer } },
    // Recording money received: a replayed request must not record it twice.
    idempotent: true,
    // The form kit runs create inside its transaction, typed as the database handle.
    create: async (tx, user, input, request) => {
      const [client] = await tx.select().from(clients).where(eq(clients.id, input.client_id));
      if (!client) throw notFound();
      const p = await recordReceived(
        tx as unknown as Tx,
        user,
        {
          client,
          cents: input.amount_cents,
          date: input.received_date,
          reference: input.reference ?? null,
          source: 'manual',
          upload_id: null,
        },
        originOf(user, request),
        deps.subscribers,
      );
      return p.id;
    },
    update: () => Promise.reject(forbidden('A payment changes only through its actions')),
  });

  app.get(
    '/payments/:id/ledger',
    {
      schema: {
        tags,
        summary:
          'A payment’s allocations and transfers and, for admins, the open invoices it could go to with suggested amounts',
        params: IdParams,
        response: { 200: PaymentLedger, 404: ErrorBody },
      },
    },
    async (req) => ledgerOf(deps.db, sessionOf(req).user, req.params.id),
  );

  app.post(
    '/payments/:id/allocations',
    {
      config: { may: allocateAccess },
      schema: {
        tags,
        summary:
          'Allocate a settled payment across invoices (admins); replays with the same Idempotency-Key have one effect',
        params: IdParams,
        headers: IdempotencyHeaders,
        body: AllocateRequest,
        response: { 201: Payment, 403: ErrorBody, 404: ErrorBody, 409: TransitionRefusal },
      },
    },
    async (req, reply) => {
      const { user } = sessionOf(req);
      const origin = originOf(user, requestOrigin(req, deps));
      return idempotent(deps.db, req, reply, 201, async (tx) =>
        paymentDto(
          await allocatePayment(tx, user, req.params.id, req.body, origin, deps.subscribers),
        ),
      );
    },
  );

  app.post(
    '/payments/:id/allocations/:allocation_id/reverse',
    {
      config: { may: removeAllocationAccess },
      schema: {
        tags,
        summary:
          'Take one allocation of a settled payment back, with a reason (admins): the line is kept, marked reversed, and the invoice reopens; replays with the same Idempotency-Key have one effect',
        params: AllocationParams,
        headers: IdempotencyHeaders,
        body: UnallocateRequest,
        response: {
          200: Payment,
          403: z.union([TransitionRefusal, ErrorBody]),
          404: ErrorBody,
          409: TransitionRefusal,
        },
      },
    },
    async (req, reply) => {
      const { user } = sessionOf(req);
      const origin = originOf(user, requestOrigin(req, deps));
      return idempotent(deps.db, req, reply, 200, async (tx) =>
        paymentDto(
          await unallocatePayment(
            tx,
            user,
            req.params.id,
            req.params.allocation_id,
            req.body.reason,
            origin,
            deps.subscribers,
          ),
        ),
      );
    },
  );

  app.post(
    '/payment_uploads',
    {
      config: { may: statementAccess },
      schema: {
        tags,
        summary:
          'Create payments from a bank statement CSV (date,amount,payer,reference), all rows or none, with a per-row report',
        headers: IdempotencyHeaders,
        body: StatementUpload,
        response: { 201: StatementReport, 403: ErrorBody },
      },
    },
    async (req, reply) => {
      const { user } = sessionOf(req);
      const origin = originOf(user, requestOrigin(req, deps));
      return idempotent(deps.db, req, reply, 201, (tx) =>
        importStatement(tx, user, req.body, origin, deps.subscribers),
      );
    },
  );

  app.get(
    '/pay/options',
    {
      schema: {
        tags,
        summary: 'The invoices you may pay now and the payment methods you may pay with',
        response: { 200: PayOptions },
      },
    },
    async (req) => {
      const { user } = sessionOf(req);
      if (!canPayInvoices(user)) return { invoices: [], methods: [] };
      const open = await openInvoices(
        deps.db,
        tenantScope(user, { client_id: invoices.client_id }),
      );
      const methods = await listBankMethods(deps.db, bankMethodOwner(user, 'payment'));
      return {
        invoices: withSuggestions(open, 0, null).map((i) => ({
          ...i,
          suggested_cents: i.remaining_cents,
        })),
        methods: methods.map((m) => ({
          id: m.id,
          label: `${m.bank_name} ${m.account_last4}`,
          is_default: m.is_default,
        })),
      };
    },
  );

  app.post(
    '/pay',
    {
      config: { may: payAccess },
      schema: {
        tags,
        summary:
          'Pay what an open invoice owes through one of your payment methods; replays with the same Idempotency-Key charge once',
        headers: IdempotencyHeaders,
        body: PayRequest,
        response: { 201: PayReceipt, 403: ErrorBody, 404: ErrorBody, 409: TransitionRefusal },
      },
    },
    async (req, reply) => {
      const { user } = sessionOf(req);
      const origin = originOf(user, requestOrigin(req, deps));
      return idempotent(deps.db, req, reply, 201, (tx) =>
        payInvoice(tx, bank, user, req.body, origin, deps.subscribers),
      );
    },
  );

  app.get(
    '/pay/receipts/:id',
    {
      schema: {
        tags,
        summary: 'The receipt of one of your payments',
        params: IdParams,
        response: { 200: PayReceipt, 404: ErrorBody },
      },
    },
    async (req) => {
      const p = await findInScope(deps.db, paymentServer, sessionOf(req).user, req.params.id);
      if (!p) throw notFound();
      const [invoice] = p.intended_invoice_id
        ? await deps.db.select().from(invoices).where(eq(invoices.id, p.intended_invoice_id))
        : [];
      return { payment: paymentDto(p), invoice_number: invoice ? invoiceLabel(invoice) : null };
    },
  );
};

/** A retried payment starts a new bank transfer after commit. */
export const paymentsPart: ResourceServerPart = {
  routes: paymentRoutes,
  subscribers: [paymentRetryTransfer],
};
