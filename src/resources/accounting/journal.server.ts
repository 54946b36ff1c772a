import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ErrorBody } from '../../domain/contracts/errors';
import type { User } from '../../domain/contracts/user';
import { sessionOf } from '../../server/auth/session';
import type { Db } from '../../server/db/client';
import { eors, partners } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { fieldError } from '../../server/kit/form';
import { tenantOf } from '../../server/kit/scope';
import { ApiError, notFound } from '../../server/lib/errors';
import type { Employer } from '../../server/routes/payroll-config/employer';
import { accountsOfItems, unmappedItems, withAccounts } from './accounts-of-items.server';
import { JournalPage, JournalQuery } from './contract';
import { buildJournal } from './journal';
import { journalCsv, journalIif } from './journal-export.server';
import { journalSources } from './journal-sources.server';
import { ACCOUNTING_REFUSED, canKeepBooks } from './policy';

/**
 * Whose books: a partner's or EOR's own (naming another is a 404, never a peek), or for an admin
 * the employer named, since a chart of accounts is one employer's.
 */
async function booksOf(db: Db, user: User, q: JournalQuery): Promise<Employer & { name: string }> {
  const tenant = tenantOf(user);
  const named = q.partner_id ?? q.eor_id;
  if (tenant && named && named !== tenant.id) throw notFound();
  const asked: Employer | null =
    tenant?.type === 'partner'
      ? { partner_id: tenant.id, eor_id: null }
      : tenant?.type === 'eor'
        ? { partner_id: null, eor_id: tenant.id }
        : q.partner_id
          ? { partner_id: q.partner_id, eor_id: null }
          : q.eor_id
            ? { partner_id: null, eor_id: q.eor_id }
            : null;
  if (!asked)
    throw fieldError('partner_id', 'Choose whose books: a partner or an employer of record');
  const [found] = asked.partner_id
    ? await db
        .select({ name: partners.entity_name })
        .from(partners)
        .where(eq(partners.id, asked.partner_id))
    : await db.select({ name: eors.entity_name }).from(eors).where(eq(eors.id, asked.eor_id!));
  if (!found) throw notFound();
  return { ...asked, name: found.name };
}

/** `GET /v2/accounting_journal`: a period's balanced entries, as JSON pages, CSV or QuickBooks IIF. */
export function registerJournal(app: FastifyInstance, deps: Deps) {
  app.get(
    '/accounting_journal',
    {
      config: { may: { allowed: canKeepBooks, message: ACCOUNTING_REFUSED } },
      schema: {
        tags: ['accounting'],
        summary:
          "A period's journal entries of one employer (format=csv or iif downloads every entry)",
        querystring: JournalQuery,
        response: { 200: JournalPage, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      const { user } = sessionOf(req);
      const q = req.query as JournalQuery;
      const books = await booksOf(deps.db, user, q);
      const period = { from: q.from, to: q.to };
      const [sources, accountOf] = await Promise.all([
        journalSources(deps.db, books, period),
        accountsOfItems(deps.db, books),
      ]);
      const entries = withAccounts(buildJournal(sources, period), accountOf);
      const unmapped = unmappedItems(entries);
      if (q.format !== 'json') {
        if (unmapped.length)
          throw new ApiError(
            422,
            `Map these items to accounts before exporting: ${unmapped.join(', ')}`,
          );
        const name = `journal-${q.from}-${q.to}`;
        const [type, text, ext] =
          q.format === 'csv'
            ? ['text/csv; charset=utf-8', journalCsv(entries), 'csv']
            : ['application/octet-stream', journalIif(entries), 'iif'];
        return reply
          .type(type)
          .header('content-disposition', `attachment; filename="${name}.${ext}"`)
          .send(text);
      }
      const lines = entries.flatMap((e) => e.lines);
      return {
        data: entries.slice((q.page - 1) * q.per_page, q.page * q.per_page),
        meta: {
          page: q.page,
          per_page: q.per_page,
          total: entries.length,
          from: q.from,
          to: q.to,
          employer_name: books.name,
          total_debit_cents: lines.reduce((s, l) => s + l.debit_cents, 0),
          total_credit_cents: lines.reduce((s, l) => s + l.credit_cents, 0),
          unmapped,
        },
      };
    },
  );
}
