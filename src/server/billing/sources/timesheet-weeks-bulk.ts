import { and, asc, between, eq, inArray, or } from 'drizzle-orm';
import { holidayOn } from '../../../domain/billing/holidays';
import { weekStart } from '../../../domain/billing/overtime';
import type { Tx } from '../../db/client';
import { assignments, holidays, jobs, timesheets, transactions } from '../../db/schema';
import { forgetRatesOfUnapproved, ratesOfApprovedInBulk } from '../rate-schedule';
import {
  freshTransaction,
  newTransactionBatch,
  writeTransactionBatch,
  type TransactionBatch,
} from '../transactions-write';
import { purchaseOrdersOn } from './purchase-orders';
import type { BillingSource } from './source';
import { holdUnapproved, weekTransactions } from './timesheets';

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * `syncTimesheetWeek` for every week of these assignments between `start` and `end`, set-based: a
 * few reads for all of them, the rates fixed in bulk, the figures from the same `weekTransactions`.
 * Weeks no sync has seen yet (no timesheet transaction: a month being invoiced, an import, the
 * demo's history) give fresh transactions, inserted without a read; weeks already synced give
 * rewrites for `writeTransactions`, their unapproved timesheets' rates forgotten and transactions
 * held in one statement each. So the answer is the same as week by week. Both go to `batch` when
 * given (its caller writes them: an invoice run puts its fresh bills on their invoices first), else
 * they are written here.
 */
export async function syncTimesheetWeeksInBulk(
  tx: Tx,
  assignmentIds: readonly string[],
  start: string,
  end: string,
  batch?: TransactionBatch,
): Promise<void> {
  if (!assignmentIds.length) return;
  const from = weekStart(start);
  const to = addDays(weekStart(end), 6);
  const placed = await tx
    .select({ a: assignments, job_title: jobs.title })
    .from(assignments)
    .innerJoin(jobs, eq(jobs.id, assignments.job_id))
    .where(inArray(assignments.id, [...assignmentIds]));
  const sheets = await tx
    .select()
    .from(timesheets)
    .where(
      and(
        inArray(timesheets.assignment_id, [...assignmentIds]),
        between(timesheets.date, from, to),
        eq(timesheets.status, 'approved'),
      ),
    )
    .orderBy(asc(timesheets.date), asc(timesheets.time_start), asc(timesheets.id));
  const synced = await tx
    .selectDistinct({ assignment_id: transactions.assignment_id, date: transactions.date })
    .from(transactions)
    .where(
      and(
        eq(transactions.source_type, 'timesheet'),
        inArray(transactions.assignment_id, [...assignmentIds]),
        between(transactions.date, from, to),
      ),
    );
  const seen = new Set(synced.map((t) => `${t.assignment_id}:${weekStart(t.date)}`));

  const partnerIds = [...new Set(placed.map((p) => p.a.partner_id).filter((id) => id !== null))];
  const eorIds = [...new Set(placed.map((p) => p.a.eor_id).filter((id) => id !== null))];
  const employers = [
    partnerIds.length ? inArray(holidays.partner_id, partnerIds) : undefined,
    eorIds.length ? inArray(holidays.eor_id, eorIds) : undefined,
  ].filter((c) => c !== undefined);
  const added = employers.length
    ? await tx
        .select()
        .from(holidays)
        .where(and(or(...employers), between(holidays.date, from, to)))
    : [];
  const orders = await purchaseOrdersOn(tx, [...new Set(placed.map((p) => p.a.client_id))]);

  const weeks = new Map<string, typeof sheets>();
  for (const s of sheets) {
    const key = `${s.assignment_id}:${weekStart(s.date)}`;
    weeks.set(key, [...(weeks.get(key) ?? []), s]);
  }
  const byId = new Map(placed.map((p) => [p.a.id, p]));
  const rates = await ratesOfApprovedInBulk(
    tx,
    placed.map(({ a }) => ({ a, sheets: sheets.filter((s) => s.assignment_id === a.id) })),
  );
  const found = batch ?? newTransactionBatch();
  for (const [key, list] of weeks) {
    const { a, job_title } = byId.get(list[0]!.assignment_id)!;
    // The employer's own paid holidays, on top of the federal ones (as syncTimesheetWeek reads them).
    const own = added.filter((h) =>
      a.eor_id ? h.eor_id === a.eor_id : a.partner_id !== null && h.partner_id === a.partner_id,
    );
    const addedOn = new Map(own.map((h) => [h.date, h.name]));
    const priced = weekTransactions({
      a,
      job_title,
      sheets: list,
      rates,
      isHoliday: (d) => holidayOn(d) ?? addedOn.get(d) ?? null,
      orderOn: orders.get(a.client_id) ?? (() => null),
    });
    if (seen.has(key))
      found.rewrites.push(...priced.map((w) => ({ t: w.transaction, items: w.items })));
    else found.fresh.push(...priced.map((w) => freshTransaction(w.transaction, w.items)));
  }
  const again = [...seen].map((key) => {
    const [assignment_id, monday] = key.split(':') as [string, string];
    return { assignment_id, monday };
  });
  await forgetRatesOfUnapproved(tx, again);
  await holdUnapproved(tx, again);
  if (!batch) await writeTransactionBatch(tx, found);
}

/**
 * Approved timesheets as pay and bill transactions, for every assignment week touching the period,
 * in a few set-based statements for all the clients at once.
 */
export const timesheetSource: BillingSource = {
  type: 'timesheet',
  async syncClientsPeriod(tx, clientIds, start, end, batch) {
    if (!clientIds.length) return;
    const placed = await tx
      .selectDistinct({ id: timesheets.assignment_id })
      .from(timesheets)
      .where(
        and(
          inArray(timesheets.client_id, [...clientIds]),
          between(timesheets.date, weekStart(start), addDays(weekStart(end), 6)),
        ),
      );
    await syncTimesheetWeeksInBulk(
      tx,
      placed.map((p) => p.id),
      start,
      end,
      batch,
    );
  },
};
