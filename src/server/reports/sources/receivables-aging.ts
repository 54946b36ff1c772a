import { and, asc, countDistinct, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { User } from '../../../domain/contracts/user';
import { clients, invoices } from '../../db/schema';
import { tenantScope } from '../../kit/scope';
import { num, type ReportSource } from '../source';

export interface AgingParams {
  as_of: string;
}

/** Invoices that still have money owed: sent (open or partly paid) with a balance, on or before the day. */
const owing = (user: User, p: AgingParams) =>
  and(
    tenantScope(user, {
      partner_id: invoices.partner_id,
      eor_id: invoices.eor_id,
      client_id: invoices.client_id,
    }),
    inArray(invoices.status, ['open', 'partially_paid']),
    ne(invoices.remaining_cents, 0),
    sql`${invoices.sent_at}::date <= ${p.as_of}::date`,
  );

/**
 * The day an invoice falls due. One sent without a due date is due on receipt: it ages from the day
 * it was sent, as an unpaid bill does, rather than staying current for ever or leaving the report.
 */
export const dueOn = sql`coalesce(${invoices.due_date}, (${invoices.sent_at})::date)`;

/** Days past due on the report's day: 0 or less is current. */
const bucket = (p: AgingParams, lo: number | null, hi: number | null) => {
  const days = sql`(${p.as_of}::date - ${dueOn})`;
  // The bounds are the report's own constants, never input.
  const cond =
    lo === null
      ? sql`${days} <= 0`
      : hi === null
        ? sql`${days} >= ${sql.raw(String(lo))}`
        : sql`${days} between ${sql.raw(String(lo))} and ${sql.raw(String(hi))}`;
  return sql<string>`coalesce(sum(${invoices.remaining_cents}) filter (where ${cond}), 0)`;
};

/**
 * Receivables aging: per client, the balances of its sent invoices by days past their due date on
 * `as_of` (current, 1–30, 31–60, 61–90, over 90), and the total. One row per client, by client id.
 */
export const receivablesAging: ReportSource<AgingParams> = {
  async count(db, user, p) {
    const [row] = await db
      .select({ n: countDistinct(invoices.client_id) })
      .from(invoices)
      .where(owing(user, p));
    return row?.n ?? 0;
  },
  async batch(db, user, p, after, limit) {
    const rows = await db
      .select({
        key: clients.id,
        client: clients.entity_name,
        current: bucket(p, null, null),
        days_1_30: bucket(p, 1, 30),
        days_31_60: bucket(p, 31, 60),
        days_61_90: bucket(p, 61, 90),
        days_over_90: bucket(p, 91, null),
        total: sql<string>`sum(${invoices.remaining_cents})`,
      })
      .from(invoices)
      .innerJoin(clients, eq(clients.id, invoices.client_id))
      .where(and(owing(user, p), after ? gt(clients.id, after) : undefined))
      .groupBy(clients.id, clients.entity_name)
      .orderBy(asc(clients.id))
      .limit(limit);
    return {
      rows: rows.map((r) => ({
        client: r.client,
        current: num(r.current),
        days_1_30: num(r.days_1_30),
        days_31_60: num(r.days_31_60),
        days_61_90: num(r.days_61_90),
        days_over_90: num(r.days_over_90),
        total: num(r.total),
      })),
      last: rows.at(-1)?.key ?? null,
    };
  },
};
