import { and, asc, between, eq, inArray, or } from 'drizzle-orm';
import { holidayOn } from '../../../domain/billing/holidays';
import { weekStart } from '../../../domain/billing/overtime';
import { sum } from '../../../domain/billing/money';
import type { Tx } from '../../db/client';
import {
  assignments,
  holidays,
  jobs,
  timesheets,
  transactionItems,
  transactions,
} from '../../db/schema';
import { insertJsonRows } from '../../kit/json-rows';
import { forgetRatesOfUnapproved, ratesOfApprovedInBulk } from '../rate-schedule';
import {
  writeTransactions,
  type NewItem,
  type NewTransaction,
  type TransactionWrite,
} from '../transactions-write';
import { purchaseOrdersOn } from './purchase-orders';
import type { BillingSource } from './source';
import { holdUnapproved, weekTransactions } from './timesheets';

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const CHUNK = 500;

async function inChunks<T>(items: readonly T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += CHUNK) await write(items.slice(i, i + CHUNK));
}

/**
 * `syncTimesheetWeek` for every week of these assignments between `start` and `end`, set-based: a
 * few reads for all of them, the rates fixed in bulk, the figures from the same `weekTransactions`.
 * Weeks no sync has seen yet (no timesheet transaction: a month being invoiced, an import, the
 * demo's history) have their transactions and items inserted in chunks; weeks already synced are
 * written by `writeTransactions` (to `pending` when given), their unapproved timesheets' rates
 * forgotten and transactions held in one statement each. So the answer is the same as week by week.
 */
export async function syncTimesheetWeeksInBulk(
  tx: Tx,
  assignmentIds: readonly string[],
  start: string,
  end: string,
  pending?: TransactionWrite[],
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
  const written: { transaction: NewTransaction; items: NewItem[] }[] = [];
  const rewritten: TransactionWrite[] = [];
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
    if (seen.has(key)) rewritten.push(...priced.map((w) => ({ t: w.transaction, items: w.items })));
    else written.push(...priced);
  }
  if (pending) pending.push(...rewritten);
  else await writeTransactions(tx, rewritten);
  const again = [...seen].map((key) => {
    const [assignment_id, monday] = key.split(':') as [string, string];
    return { assignment_id, monday };
  });
  await forgetRatesOfUnapproved(tx, again);
  await holdUnapproved(tx, again);
  const itemsOf = new Map(
    written.map((w) => [`${w.transaction.kind}:${w.transaction.source_id}`, w.items]),
  );
  const ids: { id: string; kind: string; source_id: string }[] = [];
  await inChunks(written, async (chunk) =>
    ids.push(
      ...(await insertJsonRows(
        tx,
        transactions,
        chunk.map((w) => ({
          ...w.transaction,
          amount_cents: sum(w.items.map((i) => i.amount_cents)),
        })),
        { returning: ['id', 'kind', 'source_id'] },
      )),
    ),
  );
  const items = ids.flatMap((t) =>
    (itemsOf.get(`${t.kind}:${t.source_id}`) ?? []).map((item, position) => ({
      ...item,
      transaction_id: t.id,
      position,
    })),
  );
  await inChunks(items, (chunk) => insertJsonRows(tx, transactionItems, chunk));
}

/**
 * Approved timesheets as pay and bill transactions, for every assignment week touching the period,
 * in a few set-based statements for all the clients at once.
 */
export const timesheetSource: BillingSource = {
  type: 'timesheet',
  async syncClientsPeriod(tx, clientIds, start, end) {
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
    const pending: TransactionWrite[] = [];
    await syncTimesheetWeeksInBulk(
      tx,
      placed.map((p) => p.id),
      start,
      end,
      pending,
    );
    await writeTransactions(tx, pending);
  },
};
