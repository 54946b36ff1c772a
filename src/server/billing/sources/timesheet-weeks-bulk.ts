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
import { ratesOfApprovedInBulk } from '../rate-schedule';
import {
  writeTransactions,
  type NewItem,
  type NewTransaction,
  type TransactionWrite,
} from '../transactions-write';
import { purchaseOrdersOn } from './purchase-orders';
import type { BillingSource } from './source';
import { syncTimesheetWeek, weekTransactions } from './timesheets';

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const CHUNK = 500;

async function inChunks<T>(items: readonly T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += CHUNK) await write(items.slice(i, i + CHUNK));
}

/**
 * `syncTimesheetWeek` for every week of these assignments between `start` and `end`, set-based: a
 * few reads for all of them, the rates fixed in bulk, the figures from the same `weekTransactions`,
 * and the transactions and their items inserted in chunks. A week that has transactions already is
 * brought up to date by `syncTimesheetWeek` itself (its writes go to `pending` when given), so the
 * answer is the same either way; the bulk path is for approved time no sync has seen yet (a month
 * being invoiced, an import, the demo's history).
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
  for (const key of seen) {
    const [assignmentId, monday] = key.split(':') as [string, string];
    await syncTimesheetWeek(tx, assignmentId, monday, pending);
  }

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
    if (seen.has(key)) continue;
    weeks.set(key, [...(weeks.get(key) ?? []), s]);
  }
  const byId = new Map(placed.map((p) => [p.a.id, p]));
  const rates = await ratesOfApprovedInBulk(
    tx,
    placed.map(({ a }) => ({
      a,
      sheets: [...weeks.entries()].filter(([k]) => k.startsWith(`${a.id}:`)).flatMap(([, l]) => l),
    })),
  );
  const written: { transaction: NewTransaction; items: NewItem[] }[] = [];
  for (const list of weeks.values()) {
    const { a, job_title } = byId.get(list[0]!.assignment_id)!;
    const own = added.filter((h) =>
      a.eor_id ? h.eor_id === a.eor_id : h.partner_id === a.partner_id,
    );
    const addedOn = new Map(own.map((h) => [h.date, h.name]));
    written.push(
      ...weekTransactions({
        a,
        job_title,
        sheets: list,
        rates,
        isHoliday: (d) => holidayOn(d) ?? addedOn.get(d) ?? null,
        orderOn: orders.get(a.client_id) ?? (() => null),
      }),
    );
  }
  const itemsOf = new Map(
    written.map((w) => [`${w.transaction.kind}:${w.transaction.source_id}`, w.items]),
  );
  const ids: { id: string; kind: string; source_id: string }[] = [];
  await inChunks(written, async (chunk) =>
    ids.push(
      ...(await tx
        .insert(transactions)
        .values(
          chunk.map((w) => ({
            ...w.transaction,
            amount_cents: sum(w.items.map((i) => i.amount_cents)),
          })),
        )
        .returning({
          id: transactions.id,
          kind: transactions.kind,
          source_id: transactions.source_id,
        })),
    ),
  );
  const items = ids.flatMap((t) =>
    (itemsOf.get(`${t.kind}:${t.source_id}`) ?? []).map((item, position) => ({
      ...item,
      transaction_id: t.id,
      position,
    })),
  );
  await inChunks(items, (chunk) => tx.insert(transactionItems).values(chunk));
}

/**
 * Approved timesheets as pay and bill transactions, for every assignment week touching the period:
 * weeks never synced in a few set-based statements for all the clients at once, the others week by
 * week, their writes in one batch.
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
