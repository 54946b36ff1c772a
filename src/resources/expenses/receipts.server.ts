import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../domain/contracts/errors';
import type { User } from '../../domain/contracts/user';
import { sessionOf } from '../../server/auth/session';
import type { Db } from '../../server/db/client';
import { storedFiles } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { saveUpload } from '../../server/files/save';
import { signedFileUrl } from '../../server/files/signed-url';
import { uploadContentTypes } from '../../server/files/sniff';
import { acceptFileUploads } from '../../server/files/upload-parser';
import { findInScope } from '../../server/kit/workflow/load';
import { ApiError, forbidden, notFound } from '../../server/lib/errors';
import { isoInstant } from '../../server/lib/instant';
import { ExpenseReceipt, ExpenseReceipts, RECEIPT_MAX_BYTES } from './contract';
import { canAddReceipt, canOpenExpenses } from './policy';
import { expenseReceipts } from './table';
import { expenseServer } from './workflow.server';

const IdParams = z.object({ id: z.uuid() });

/** Both receipt routes serve only roles that see expenses; the kit refuses others before any input. */
const config = { may: { allowed: canOpenExpenses, message: 'Your role does not see expenses' } };

/** The expense in the caller's scope, or 404: another tenant's receipts are never named, let alone linked. */
async function visibleExpense(db: Db, user: User, id: string) {
  const record = await findInScope(db, expenseServer, user, id);
  if (!record) throw notFound();
  return record.e;
}

async function receiptsOf(deps: Deps, expenseId: string): Promise<ExpenseReceipt[]> {
  const rows = await deps.db
    .select({ file: storedFiles, at: expenseReceipts.created_at })
    .from(expenseReceipts)
    .innerJoin(storedFiles, eq(storedFiles.id, expenseReceipts.file_id))
    .where(eq(expenseReceipts.expense_id, expenseId))
    .orderBy(asc(expenseReceipts.created_at), asc(storedFiles.id));
  const now = deps.now();
  return rows.map(({ file, at }) => ({
    id: file.id,
    name: file.original_name,
    content_type: file.content_type,
    byte_size: file.byte_size,
    uploaded_at: isoInstant(at),
    file_url: signedFileUrl(file, now),
  }));
}

/**
 * Receipts of an expense: `GET /v2/expenses/{id}/receipts` (each with its short-lived `file_url`,
 * only after the expense was found in the caller's scope) and `POST /v2/expenses/{id}/receipts?name=`
 * with the file as the raw body (image or PDF, sniffed; at most 10 MB).
 */
export const expenseReceiptRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  acceptFileUploads(app, RECEIPT_MAX_BYTES);
  const tags = ['expenses'];

  app.get(
    '/expenses/:id/receipts',
    {
      config,
      schema: {
        tags,
        summary: 'The receipts of an expense, each with a link valid for 5 minutes',
        params: IdParams,
        response: { 200: ExpenseReceipts, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => {
      const expense = await visibleExpense(deps.db, sessionOf(req).user, req.params.id);
      return { data: await receiptsOf(deps, expense.id) };
    },
  );

  app.post(
    '/expenses/:id/receipts',
    {
      config,
      schema: {
        tags,
        summary: 'Add a receipt (image or PDF, at most 10 MB) as the raw request body',
        params: IdParams,
        querystring: z.object({ name: z.string().trim().min(1).max(200).default('receipt') }),
        response: {
          201: ExpenseReceipts,
          403: ErrorBody,
          404: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      const { user } = sessionOf(req);
      const expense = await visibleExpense(deps.db, user, req.params.id);
      if (!canAddReceipt(user, expense.status))
        throw forbidden(
          'Receipts are added by the contractor until the expense is approved, or by employers',
        );
      const bytes = req.body;
      if (!Buffer.isBuffer(bytes))
        throw new ApiError(415, 'Send the file itself as the body: a PDF or an image');
      await deps.db.transaction(async (tx) => {
        const file = await saveUpload(deps, tx, {
          bytes,
          name: req.query.name,
          purpose: 'expense_receipt',
          uploadedBy: user.id,
          partnerId: expense.partner_id,
          allowed: uploadContentTypes,
          maxBytes: RECEIPT_MAX_BYTES,
        });
        await tx.insert(expenseReceipts).values({
          file_id: file.id,
          expense_id: expense.id,
          created_at: deps.now().toISOString(),
        });
      });
      return reply.status(201).send({ data: await receiptsOf(deps, expense.id) });
    },
  );
};
