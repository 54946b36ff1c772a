import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  rateColumn,
  rateColumnsOf,
  HOUR_KINDS,
  type RateColumns,
  type RateSide,
} from '../../domain/billing/rates';
import type { Tx } from '../db/client';
import { insertJsonRows } from '../kit/json-rows';
import { weeksTable, type AssignmentWeek } from './assignment-weeks';
import { assignmentRates, assignments, timesheetRates, timesheets } from '../db/schema';

type Assignment = typeof assignments.$inferSelect;
type ScheduleRow = typeof assignmentRates.$inferSelect;
type Priced = typeof timesheetRates.$inferSelect;

/** Where one side of a timesheet's rates came from: a schedule row, or none (the assignment's own rates). */
interface Source {
  columns: RateColumns;
  id: string | null;
  effective_date: string | null;
}

const SIDES: readonly RateSide[] = ['pay', 'bill'];

/** The schedule, oldest first; on one date the row written last comes last, so it wins. */
const scheduleOf = (tx: Tx, assignmentId: string) =>
  tx
    .select()
    .from(assignmentRates)
    .where(eq(assignmentRates.assignment_id, assignmentId))
    .orderBy(asc(assignmentRates.effective_date), asc(assignmentRates.created_at));

/**
 * The rates in force on a date: the last row effective on or before it; work dated before the
 * first row takes the first. An assignment without a schedule prices at its own rates.
 */
function inForce(a: Assignment, schedule: readonly ScheduleRow[], date: string): Source {
  let found = schedule[0];
  for (const row of schedule) if (row.effective_date <= date) found = row;
  return found
    ? { columns: rateColumnsOf(found), id: found.id, effective_date: found.effective_date }
    : { columns: rateColumnsOf(a), id: null, effective_date: null };
}

const sideOf = (side: RateSide, source: Source) => ({
  ...Object.fromEntries(
    HOUR_KINDS.map((kind) => [rateColumn(side, kind), source.columns[rateColumn(side, kind)]]),
  ),
  [`${side}_rate_id`]: source.id,
  [`${side}_effective_date`]: source.effective_date,
});

const isPriced = (columns: RateColumns, side: RateSide) =>
  columns[rateColumn(side, 'regular')] !== null;

/**
 * Prices the sides of a stored row still unpriced that the rates in force now price; answers
 * whether it wrote anything. Only while still unpriced: a side priced meanwhile stays as it was.
 */
async function fillUnpriced(tx: Tx, priced: Priced, source: Source): Promise<boolean> {
  const fill = SIDES.filter(
    (side) => !isPriced(rateColumnsOf(priced), side) && isPriced(source.columns, side),
  );
  for (const side of fill)
    await tx
      .update(timesheetRates)
      .set(sideOf(side, source))
      .where(
        and(
          eq(timesheetRates.timesheet_id, priced.timesheet_id),
          isNull(timesheetRates[rateColumn(side, 'regular')]),
        ),
      );
  return fill.length > 0;
}

/**
 * The rates that price each of these approved timesheets of an assignment, fixed the first time
 * they are asked for (at approval) from the schedule in force on the work's date. A side still
 * unpriced takes the rates now in force for its date once they are set; a priced side is never
 * touched again, whatever the assignment's rates become.
 */
export async function ratesOfApproved(
  tx: Tx,
  a: Assignment,
  sheets: readonly { id: string; date: string }[],
): Promise<Map<string, RateColumns>> {
  if (!sheets.length) return new Map();
  const ids = sheets.map((s) => s.id);
  const stored = new Map<string, Priced>(
    (await tx.select().from(timesheetRates).where(inArray(timesheetRates.timesheet_id, ids))).map(
      (p) => [p.timesheet_id, p],
    ),
  );
  const schedule = await scheduleOf(tx, a.id);
  for (const s of sheets) {
    const source = inForce(a, schedule, s.date);
    const priced = stored.get(s.id);
    if (!priced) {
      await tx
        .insert(timesheetRates)
        .values({
          timesheet_id: s.id,
          assignment_id: a.id,
          ...sideOf('pay', source),
          ...sideOf('bill', source),
        })
        .onConflictDoNothing();
      continue;
    }
    await fillUnpriced(tx, priced, source);
  }
  const now = await tx
    .select()
    .from(timesheetRates)
    .where(inArray(timesheetRates.timesheet_id, ids));
  return new Map(now.map((p) => [p.timesheet_id, rateColumnsOf(p)]));
}

/**
 * `ratesOfApproved` for many assignments at once, set-based (one read of the schedules, inserts in
 * chunks, one read back): timesheets not yet priced are priced from the schedule in force on their
 * date; one already priced keeps what it has, a side it left unpriced filled as `ratesOfApproved`
 * does (rare: a statement each, then one read back of those).
 */
export async function ratesOfApprovedInBulk(
  tx: Tx,
  work: readonly { a: Assignment; sheets: readonly { id: string; date: string }[] }[],
): Promise<Map<string, RateColumns>> {
  const ids = work.flatMap((w) => w.sheets.map((s) => s.id));
  if (!ids.length) return new Map();
  const schedules = await tx
    .select()
    .from(assignmentRates)
    .where(
      inArray(
        assignmentRates.assignment_id,
        work.map((w) => w.a.id),
      ),
    )
    .orderBy(asc(assignmentRates.effective_date), asc(assignmentRates.created_at));
  const sources = new Map<string, Source>();
  const rows = work.flatMap(({ a, sheets }) => {
    const schedule = schedules.filter((r) => r.assignment_id === a.id);
    return sheets.map((s) => {
      const source = inForce(a, schedule, s.date);
      sources.set(s.id, source);
      return {
        timesheet_id: s.id,
        assignment_id: a.id,
        ...sideOf('pay', source),
        ...sideOf('bill', source),
      };
    });
  });
  for (let i = 0; i < rows.length; i += 500)
    await insertJsonRows(tx, timesheetRates, rows.slice(i, i + 500), { onConflictDoNothing: true });
  const priced: Priced[] = [];
  for (let i = 0; i < ids.length; i += 5_000)
    priced.push(
      ...(await tx
        .select()
        .from(timesheetRates)
        .where(inArray(timesheetRates.timesheet_id, ids.slice(i, i + 5_000)))),
    );
  const filled: string[] = [];
  for (const p of priced)
    if (await fillUnpriced(tx, p, sources.get(p.timesheet_id)!)) filled.push(p.timesheet_id);
  if (filled.length)
    priced.push(
      ...(await tx
        .select()
        .from(timesheetRates)
        .where(inArray(timesheetRates.timesheet_id, filled))),
    );
  // A row read again after its fill comes later, so it wins.
  return new Map(priced.map((p) => [p.timesheet_id, rateColumnsOf(p)]));
}

/** Every approved timesheet of the assignment priced now, at the rates in force for its date. */
async function priceAllApproved(tx: Tx, a: Assignment): Promise<void> {
  const unpriced = await tx
    .select({ id: timesheets.id, date: timesheets.date })
    .from(timesheets)
    .leftJoin(timesheetRates, eq(timesheetRates.timesheet_id, timesheets.id))
    .where(
      and(
        eq(timesheets.assignment_id, a.id),
        eq(timesheets.status, 'approved'),
        isNull(timesheetRates.timesheet_id),
      ),
    );
  await ratesOfApproved(tx, a, unpriced);
}

export interface RateChange {
  /** The first day of work the new rates price. */
  effective_date: string;
  /** Approved timesheets dated on or after it, not yet invoiced: they keep the rates they were approved at. */
  unrepriced_approved_items: number;
}

/**
 * Changes an assignment's rates from a date on: a new schedule row of its rates with `changes` laid
 * over, which prices work dated on or after it as it is approved. Work already approved keeps its
 * rates (priced here first if it never was); re-pricing it is an adjustment. The assignment's own
 * columns show the newest row. Answers how many approved, uninvoiced timesheets it left as they were.
 */
export async function changeRates(
  tx: Tx,
  a: Assignment,
  changes: Partial<RateColumns>,
  effectiveDate: string,
  userId: string,
): Promise<RateChange> {
  await priceAllApproved(tx, a);
  const schedule = await scheduleOf(tx, a.id);
  // The rates the assignment had before its first change stay in force for the work before it.
  if (!schedule.length && effectiveDate > a.start_date)
    await tx.insert(assignmentRates).values({
      assignment_id: a.id,
      effective_date: a.start_date,
      ...rateColumnsOf(a),
      created_at: sql`clock_timestamp()`,
    });
  await tx.insert(assignmentRates).values({
    assignment_id: a.id,
    effective_date: effectiveDate,
    ...rateColumnsOf({ ...inForce(a, schedule, effectiveDate).columns, ...changes }),
    set_by_user_id: userId,
    created_at: sql`clock_timestamp()`,
  });
  const [newest] = await tx
    .select()
    .from(assignmentRates)
    .where(eq(assignmentRates.assignment_id, a.id))
    .orderBy(desc(assignmentRates.effective_date), desc(assignmentRates.created_at))
    .limit(1);
  if (newest)
    await tx.update(assignments).set(rateColumnsOf(newest)).where(eq(assignments.id, a.id));
  const [untouched] = await tx
    .select({ n: count() })
    .from(timesheets)
    .where(
      and(
        eq(timesheets.assignment_id, a.id),
        eq(timesheets.status, 'approved'),
        gte(timesheets.date, effectiveDate),
        isNull(timesheets.client_billing_invoice_date),
      ),
    );
  return { effective_date: effectiveDate, unrepriced_approved_items: Number(untouched?.n ?? 0) };
}

/**
 * A timesheet no longer approved is priced again when it is approved again, at the rates then in
 * force: the rates of these weeks' timesheets not approved are forgotten, in one statement.
 */
export async function forgetRatesOfUnapproved(
  tx: Tx,
  weeks: readonly AssignmentWeek[],
): Promise<void> {
  if (!weeks.length) return;
  // Each week's timesheets are found through the assignment's index (lateral; `offset 0` keeps the
  // planner from flattening it into a join, where it scanned every timesheet not approved: a cost
  // that grew with the table, not with the weeks).
  await tx.execute(sql`
    delete from ${timesheetRates}
    where ${timesheetRates.timesheet_id} in (
      select s.id from ${weeksTable(weeks)}
      cross join lateral (
        select ${timesheets.id} as id from ${timesheets}
        where ${timesheets.assignment_id} = w.a
          and ${timesheets.date} between w.m and w.m + 6
          and ${timesheets.status} <> 'approved'
        offset 0) s)`);
}
