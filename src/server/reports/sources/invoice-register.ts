import { and, asc, between, count, eq, gt, or } from 'drizzle-orm';
import type { User } from '../../../domain/contracts/user';
import { clients, invoices } from '../../db/schema';
import { tenantScope } from '../../kit/scope';
import { cursorParts, num, type ReportSource } from '../source';
import type { RangeParams } from './payroll-register';

const inRange = (user: User, p: RangeParams) =>
  and(
    tenantScope(user, {
      partner_id: invoices.partner_id,
      eor_id: invoices.eor_id,
      client_id: invoices.client_id,
    }),
    between(invoices.created_date, p.from, p.to),
  );

/**
 * Invoice register: every invoice (and credit note) created in the period, by creation date: its
 * number, client, due date, status, billed amount, sales tax, total due, what was paid and the balance.
 */
export const invoiceRegister: ReportSource<RangeParams> = {
  async count(db, user, p) {
    const [row] = await db.select({ n: count() }).from(invoices).where(inRange(user, p));
    return row?.n ?? 0;
  },
  async batch(db, user, p, after, limit) {
    const [day, id] = after ? cursorParts(after) : [null, null];
    const rows = await db
      .select({ i: invoices, client: clients.entity_name })
      .from(invoices)
      .innerJoin(clients, eq(clients.id, invoices.client_id))
      .where(
        and(
          inRange(user, p),
          day && id
            ? or(
                gt(invoices.created_date, day),
                and(eq(invoices.created_date, day), gt(invoices.id, id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(invoices.created_date), asc(invoices.id))
      .limit(limit);
    const lastRow = rows.at(-1);
    return {
      rows: rows.map(({ i, client }) => ({
        number: i.number === null ? 'Draft' : String(i.number),
        client,
        created_date: i.created_date,
        due_date: i.due_date,
        status: i.status,
        bill: num(i.total_bill_cents),
        sales_tax: num(i.total_sales_tax_cents),
        due: num(i.total_due_cents),
        paid: num(i.allocated_cents),
        remaining: num(i.remaining_cents),
      })),
      last: lastRow ? `${lastRow.i.created_date}|${lastRow.i.id}` : null,
    };
  },
};
