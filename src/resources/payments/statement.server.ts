import { and, ilike } from 'drizzle-orm';
import type { Subscriber } from '../../server/events/subscriber';
import {
  STATEMENT_COLUMNS,
  STATEMENT_MAX_ROWS,
  type StatementReport,
  type StatementUpload,
} from './contract';
import type { User } from '../../domain/contracts/user';
import { parseAmountCents } from '../../domain/resources/money-input';
import type { Tx } from '../../server/db/client';
import { clients, paymentUploads } from '../../server/db/schema';
import type { EventOrigin } from '../../server/events/store';
import { refusalMessage } from '../../server/kit/authorize-first';
import { tenantScope } from '../../server/kit/scope';
import { forbidden } from '../../server/lib/errors';
import { splitCsvLine } from '../timesheet-uploads/server';
import { statementAccess } from './access.server';
import { paymentDto } from './queries';
import { recordReceived } from './received.server';

/** A file kept out whole: the report names each row's faults and nothing was created. */
const refused = (rows: StatementReport['rows']): StatementReport => ({
  upload_id: null,
  created: 0,
  total_cents: 0,
  rows,
  payments: [],
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A bank statement CSV (date,amount,payer,reference; the payer a client in your scope by name)
 * becomes one payment per credit line, all or none: a file with any bad row creates nothing and the
 * report names each row's faults. An admin's upload is money received (settled, ready to allocate;
 * the reference's invoice numbers lead the suggestions); anyone else's waits for an admin.
 */
export async function importStatement(
  tx: Tx,
  user: User,
  body: StatementUpload,
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
): Promise<StatementReport> {
  if (!statementAccess.allowed(user)) throw forbidden(refusalMessage(statementAccess, user));
  const lines = body.content
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter((l) => l.trim() !== '');
  const header = splitCsvLine(lines[0] ?? '').map((h) => h.toLowerCase());
  const rows = lines.slice(1).map(splitCsvLine);
  const headerErrors = STATEMENT_COLUMNS.some((c, i) => header[i] !== c)
    ? [`The header must be ${STATEMENT_COLUMNS.join(',')}`]
    : [];
  if (rows.length > STATEMENT_MAX_ROWS)
    headerErrors.push(`The file has ${rows.length} rows: at most ${STATEMENT_MAX_ROWS}`);
  if (headerErrors.length) return refused([{ row: 1, ok: false, errors: headerErrors }]);
  const checked = await Promise.all(
    rows.map(async (cells, i) => {
      const [date = '', amount = '', payer = '', reference = ''] = cells;
      const errors: string[] = [];
      if (!DATE.test(date) || Number.isNaN(Date.parse(date)))
        errors.push('date: not a date (YYYY-MM-DD)');
      const cents = parseAmountCents(amount);
      if (cents === null || cents <= 0) errors.push('amount: not a positive amount');
      const [client] = payer
        ? await tx
            .select()
            .from(clients)
            .where(
              and(
                ilike(clients.entity_name, payer),
                tenantScope(user, {
                  partner_id: clients.partner_id,
                  eor_id: clients.eor_id,
                  client_id: clients.id,
                }),
              ),
            )
        : [];
      if (!client) errors.push('payer: no client of yours has this name');
      return {
        row: i + 2,
        errors,
        value: client && cents ? { date, cents, client, reference } : null,
      };
    }),
  );
  const report = checked.map((r) => ({ row: r.row, ok: r.errors.length === 0, errors: r.errors }));
  if (!report.length || report.some((r) => !r.ok)) return refused(report);
  const [upload] = await tx
    .insert(paymentUploads)
    .values({
      filename: body.filename,
      rows: rows.length,
      created_payments: rows.length,
      partner_id: user.partner?.id ?? null,
      created_by: user.id,
    })
    .returning();
  if (!upload) throw new Error('upload not stored');
  const created = [];
  for (const r of checked) {
    if (!r.value) continue;
    const { client, cents, date, reference } = r.value;
    created.push(
      await recordReceived(
        tx,
        user,
        { client, cents, date, reference, source: 'bank_statement', upload_id: upload.id },
        origin,
        deliverTo,
      ),
    );
  }
  return {
    upload_id: upload.id,
    created: created.length,
    total_cents: created.reduce((sum, p) => sum + p.amount_cents, 0),
    rows: report,
    payments: created.map(paymentDto),
  };
}
