import { and, asc, between, eq, sql } from 'drizzle-orm';
import { holidayOn } from '../../../domain/billing/holidays';
import { apportion, splitWeek, weekStart, type HourSplit } from '../../../domain/billing/overtime';
import {
  HOUR_KIND_LABELS,
  hourItems,
  sideRates,
  type RateColumns,
  type Rates,
} from '../../../domain/billing/rates';
import type { Tx } from '../../db/client';
import { assignments, holidays, jobs, timesheets, transactions } from '../../db/schema';
import { weeksTable, type AssignmentWeek } from '../assignment-weeks';
import { forgetRatesOfUnapproved, ratesOfApproved } from '../rate-schedule';
import {
  unfrozen,
  writeTransactions,
  type NewItem,
  type NewTransaction,
  type TransactionWrite,
} from '../transactions-write';
import { purchaseOrderOn } from './purchase-orders';

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const itemsOf = (split: HourSplit, rates: Rates): NewItem[] =>
  hourItems(split, rates).map((i) => ({ ...i, description: HOUR_KIND_LABELS[i.kind] }));

type Sheet = typeof timesheets.$inferSelect;

export interface WeekInput {
  a: typeof assignments.$inferSelect;
  job_title: string;
  /** The week's approved timesheets, by date, start and id. */
  sheets: readonly Sheet[];
  /** The rates fixed for each when it was approved (rate-schedule.ts). */
  rates: ReadonlyMap<string, RateColumns>;
  isHoliday: (date: string) => string | null;
  orderOn: (date: string) => string | null;
}

/**
 * The pay and bill transactions of one assignment's workweek of approved timesheets: overtime split
 * over the week (splitWeek), apportioned to each timesheet, priced at its own fixed rates. Pure, so
 * the per-week sync and the bulk one write the same figures.
 */
export function weekTransactions(
  w: WeekInput,
): { transaction: NewTransaction; items: NewItem[] }[] {
  const { a, job_title, sheets, rates, isHoliday, orderOn } = w;
  const out: { transaction: NewTransaction; items: NewItem[] }[] = [];
  const byDay = new Map<string, typeof sheets>();
  for (const s of sheets) byDay.set(s.date, [...(byDay.get(s.date) ?? []), s]);
  const week = splitWeek(
    [...byDay].map(([d, list]) => ({
      date: d,
      hours: list.reduce((n, s) => n + s.hours_hundredths, 0),
    })),
    a.state,
    isHoliday,
  );
  for (const day of week) {
    const list = byDay.get(day.date) ?? [];
    const parts = apportion(
      day,
      list.map((s) => s.hours_hundredths),
    );
    for (const [i, s] of list.entries()) {
      const split = parts[i]!;
      const common = {
        source_type: 'timesheet' as const,
        source_id: s.id,
        client_id: s.client_id,
        contractor_id: s.contractor_id,
        partner_id: s.partner_id,
        eor_id: s.eor_id,
        assignment_id: a.id,
        purchase_order_id: orderOn(s.date),
        date: s.date,
        state: a.state,
        description: job_title,
      };
      const fixed = rates.get(s.id);
      const pay = fixed && sideRates(fixed, 'pay');
      const bill = fixed && sideRates(fixed, 'bill');
      if (pay)
        out.push({
          transaction: { ...common, kind: 'pay', status: s.paid ? 'complete' : 'approved' },
          items: itemsOf(split, pay),
        });
      if (!bill) continue;
      // No Bill holds it; time billed before invoices lived here (an invoice date, no invoice) is complete.
      const status =
        s.billing === 'noBill' ? 'hold' : s.client_billing_invoice_date ? 'complete' : 'approved';
      out.push({ transaction: { ...common, kind: 'bill', status }, items: itemsOf(split, bill) });
    }
  }
  return out;
}

/**
 * Brings the transactions of one assignment's workweek up to date with its approved timesheets.
 * Overtime is a property of the week (splitWeek), so the whole week is recomputed together, each
 * timesheet at the rates fixed when it was approved (rate-schedule.ts), never the assignment's
 * current ones; lines invoiced or on a paid paycheck stay as they are. A side without rates writes
 * nothing yet. A timesheet no longer approved puts its transactions on hold. The pay and bill
 * transactions go to `pending` when given (a client's whole period is then written in one batch),
 * else they are written here.
 */
export async function syncTimesheetWeek(
  tx: Tx,
  assignmentId: string,
  date: string,
  pending?: TransactionWrite[],
): Promise<void> {
  const monday = weekStart(date);
  const sunday = addDays(monday, 6);
  const [found] = await tx
    .select({ a: assignments, job_title: jobs.title })
    .from(assignments)
    .innerJoin(jobs, eq(jobs.id, assignments.job_id))
    .where(eq(assignments.id, assignmentId));
  if (!found) return;
  const { a, job_title } = found;
  const sheets = await tx
    .select()
    .from(timesheets)
    .where(
      and(
        eq(timesheets.assignment_id, a.id),
        between(timesheets.date, monday, sunday),
        eq(timesheets.status, 'approved'),
      ),
    )
    .orderBy(asc(timesheets.date), asc(timesheets.time_start), asc(timesheets.id));
  const orderOn = await purchaseOrderOn(tx, a.client_id);

  // The employer's own paid holidays this week, on top of the federal ones.
  const employer = a.eor_id
    ? eq(holidays.eor_id, a.eor_id)
    : a.partner_id
      ? eq(holidays.partner_id, a.partner_id)
      : undefined;
  const added = employer
    ? await tx
        .select({ date: holidays.date, name: holidays.name })
        .from(holidays)
        .where(and(employer, between(holidays.date, monday, sunday)))
    : [];
  const addedOn = new Map(added.map((h) => [h.date, h.name]));
  const isHoliday = (d: string) => holidayOn(d) ?? addedOn.get(d) ?? null;

  const rates = await ratesOfApproved(tx, a, sheets);
  const writes: TransactionWrite[] = pending ?? [];
  for (const { transaction, items } of weekTransactions({
    a,
    job_title,
    sheets,
    rates,
    isHoliday,
    orderOn,
  }))
    writes.push({ t: transaction, items });
  if (!pending) await writeTransactions(tx, writes);
  const week = [{ assignment_id: a.id, monday }];
  await forgetRatesOfUnapproved(tx, week);
  await holdUnapproved(tx, week);
}

/**
 * Puts on hold, in one statement, the timesheet transactions of these weeks whose timesheet is no
 * longer an approved one of that assignment and week; what is invoiced or paid stays as it is.
 */
export async function holdUnapproved(tx: Tx, weeks: readonly AssignmentWeek[]): Promise<void> {
  if (!weeks.length) return;
  // An employer's hold gives way: the source itself is no longer approved, so no release may free it.
  const holdable = sql`${unfrozen} and (${transactions.status} <> 'hold' or ${transactions.hold_reason} is not null)`;
  // Each week's transactions are found through their client's date index (lateral): a join let the
  // planner read every uninvoiced transaction, a cost that grew with the table, not the weeks. The
  // outer conditions are checked again on the row as it is when updated.
  await tx.execute(sql`
    update ${transactions} set status = 'hold', hold_reason = null
    where ${holdable} and ${transactions.id} in (
      select x.id from ${weeksTable(weeks)}
      join ${assignments} on ${assignments.id} = w.a
      cross join lateral (
        select ${transactions.id} as id from ${transactions}
        where ${transactions.client_id} = ${assignments.client_id}
          and ${transactions.date} between w.m and w.m + 6
          and ${transactions.assignment_id} = w.a
          and ${transactions.source_type} = 'timesheet'
          and ${holdable}
          and not exists (
            select 1 from ${timesheets}
            where ${timesheets.id} = ${transactions.source_id}
              and ${timesheets.status} = 'approved'
              and ${timesheets.assignment_id} = w.a
              and ${timesheets.date} between w.m and w.m + 6)) x)`);
}
