import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, min, or, sql, sum } from 'drizzle-orm';
import { accrueForPeriod, stateAfter, type AccrualTerms } from './accrual';
import { coveredClassifications, type PtoCoverage } from './coverage';
import {
  addDays,
  closedPeriods,
  DEFAULT_PAY_SCHEDULE,
  periodContaining,
  type PaySchedule,
} from './pay-periods';
import type { Db, Tx } from '../../server/db/client';
import {
  assignments,
  jobs,
  payrollSettings,
  ptoAccruals,
  ptoBalances,
  ptoRules,
  timeOffRequests,
  timesheets,
} from '../../server/db/schema';

type Rule = typeof ptoRules.$inferSelect;

/** A partner's pay schedule: its payroll settings' frequency and first period day, or the default. */
export type ScheduleOf = (partnerId: string) => Promise<PaySchedule>;
const settingsSchedule =
  (db: Db): ScheduleOf =>
  async (partnerId) => {
    const [settings] = await db
      .select({ frequency: payrollSettings.frequency, anchor: payrollSettings.period_anchor })
      .from(payrollSettings)
      .where(eq(payrollSettings.partner_id, partnerId));
    return settings ?? DEFAULT_PAY_SCHEDULE;
  };

/**
 * The workers a rule covers (an assignment at its partner on a covered job) with their first day,
 * leaving out those whose balance is already recorded through `closedThrough`: a run with nothing
 * new to record is one query per rule. At most `limit` of them, by id after `after`.
 */
async function workersBehind(
  db: Db,
  rule: Rule,
  closedThrough: string,
  after: string | null,
  limit: number,
) {
  const classes = coveredClassifications(rule.applies_to as PtoCoverage);
  return db
    .select({ contractor_id: assignments.contractor_id, first_day: min(assignments.start_date) })
    .from(assignments)
    .innerJoin(jobs, eq(jobs.id, assignments.job_id))
    .leftJoin(
      ptoBalances,
      and(
        eq(ptoBalances.contractor_id, assignments.contractor_id),
        eq(ptoBalances.rule_id, rule.id),
      ),
    )
    .where(
      and(
        eq(assignments.partner_id, rule.partner_id),
        inArray(jobs.classification, [...classes]),
        or(isNull(ptoBalances.through), lt(ptoBalances.through, closedThrough)),
        after === null ? undefined : gt(assignments.contractor_id, after),
      ),
    )
    .groupBy(assignments.contractor_id)
    .orderBy(asc(assignments.contractor_id))
    .limit(limit);
}

/** Approved hours per day of one worker on the rule's covered jobs at its partner, from `from` to `to`. */
async function approvedHoursByDay(
  tx: Tx,
  rule: Rule,
  contractorId: string,
  from: string,
  to: string,
) {
  const classes = coveredClassifications(rule.applies_to as PtoCoverage);
  const rows = await tx
    .select({ date: timesheets.date, hours: sum(timesheets.hours_hundredths).mapWith(Number) })
    .from(timesheets)
    .innerJoin(assignments, eq(assignments.id, timesheets.assignment_id))
    .innerJoin(jobs, eq(jobs.id, assignments.job_id))
    .where(
      and(
        eq(timesheets.contractor_id, contractorId),
        eq(timesheets.status, 'approved'),
        eq(assignments.partner_id, rule.partner_id),
        inArray(jobs.classification, [...classes]),
        gte(timesheets.date, from),
        lte(timesheets.date, to),
      ),
    )
    .groupBy(timesheets.date);
  return rows;
}

/**
 * Records one worker's accruals under one rule for every pay period closed before `today` and not yet
 * recorded, in order, then sets the balance's sums from the rows. A period is written once
 * (`pto_accruals_once_idx`): running again, or twice at once, adds nothing. Hours approved after
 * their period was recorded are not counted again.
 */
async function accrueWorker(
  tx: Tx,
  rule: Rule,
  contractorId: string,
  firstDay: string,
  schedule: PaySchedule,
  today: string,
) {
  await tx
    .insert(ptoBalances)
    .values({ partner_id: rule.partner_id, rule_id: rule.id, contractor_id: contractorId })
    .onConflictDoNothing();
  const [balance] = await tx
    .select()
    .from(ptoBalances)
    .where(and(eq(ptoBalances.contractor_id, contractorId), eq(ptoBalances.rule_id, rule.id)));
  const recorded = await tx
    .select()
    .from(ptoAccruals)
    .where(and(eq(ptoAccruals.contractor_id, contractorId), eq(ptoAccruals.rule_id, rule.id)))
    .orderBy(asc(ptoAccruals.period_start));
  const last = recorded.at(-1);
  const periods = closedPeriods(schedule, last ? addDays(last.period_end, 1) : firstDay, today);
  if (!balance || periods.length === 0) return;

  const eligibleOn = addDays(firstDay, rule.waiting_period_days);
  const byDay = await approvedHoursByDay(
    tx,
    rule,
    contractorId,
    periods[0]!.start,
    periods.at(-1)!.end,
  );
  const approved = await tx
    .select({ start_date: timeOffRequests.start_date, hours: timeOffRequests.hours_hundredths })
    .from(timeOffRequests)
    .where(and(eq(timeOffRequests.balance_id, balance.id), eq(timeOffRequests.status, 'approved')));
  const usedBefore = (day: string) =>
    approved.filter((r) => r.start_date < day).reduce((n, r) => n + r.hours, 0);

  const terms = rule as AccrualTerms;
  let state = stateAfter(recorded);
  let accrued = recorded.reduce((n, r) => n + r.accrued_hundredths, 0);
  let forfeited = recorded.reduce((n, r) => n + r.forfeited_hundredths, 0);
  const rows: (typeof ptoAccruals.$inferInsert)[] = [];
  for (const period of periods) {
    const worked = byDay
      .filter((d) => d.date >= period.start && d.date <= period.end && d.date >= eligibleOn)
      .reduce((n, d) => n + d.hours, 0);
    const out = accrueForPeriod(
      terms,
      {
        period,
        eligible_on: eligibleOn,
        worked_hundredths: worked,
        available_hundredths: accrued - forfeited - usedBefore(period.start),
      },
      state,
    );
    state = out.state;
    accrued += out.accrued_hundredths;
    forfeited += out.forfeited_hundredths;
    rows.push({
      rule_id: rule.id,
      contractor_id: contractorId,
      period_start: period.start,
      period_end: period.end,
      worked_hundredths: worked,
      accrued_hundredths: out.accrued_hundredths,
      forfeited_hundredths: out.forfeited_hundredths,
    });
  }
  await tx.insert(ptoAccruals).values(rows).onConflictDoNothing();
  // From the rows themselves, so a concurrent run that wrote some of them leaves the same sums.
  await tx
    .update(ptoBalances)
    .set({
      accrued_hundredths: sql`(select coalesce(sum(${ptoAccruals.accrued_hundredths}), 0) from ${ptoAccruals} where ${ptoAccruals.contractor_id} = ${contractorId} and ${ptoAccruals.rule_id} = ${rule.id})`,
      forfeited_hundredths: sql`(select coalesce(sum(${ptoAccruals.forfeited_hundredths}), 0) from ${ptoAccruals} where ${ptoAccruals.contractor_id} = ${contractorId} and ${ptoAccruals.rule_id} = ${rule.id})`,
      through: sql`(select max(${ptoAccruals.period_end}) from ${ptoAccruals} where ${ptoAccruals.contractor_id} = ${contractorId} and ${ptoAccruals.rule_id} = ${rule.id})`,
      updated_at: sql`now()`,
    })
    .where(eq(ptoBalances.id, balance.id));
}

/** Workers per batch: each is one short transaction, so a batch stays well under a second. */
export const ACCRUAL_BATCH = 50;

/** Where the next batch starts: the rule (by id) and the last worker done under it. */
export interface AccrualCursor {
  rule: string;
  after: string | null;
}

/**
 * One batch of `recordAccruals`: up to `limit` workers of one rule from `cursor` (null: the first
 * rule), one transaction per worker; the cursor of the next batch, or null when every rule is done.
 */
export async function recordAccrualBatch(
  db: Db,
  today: string,
  cursor: AccrualCursor | null,
  opts: { partnerId?: string; scheduleOf?: ScheduleOf; limit?: number } = {},
): Promise<{ workers: number; next: AccrualCursor | null }> {
  const scheduleOf = opts.scheduleOf ?? settingsSchedule(db);
  const limit = opts.limit ?? ACCRUAL_BATCH;
  const [rule] = await db
    .select()
    .from(ptoRules)
    .where(
      and(
        opts.partnerId ? eq(ptoRules.partner_id, opts.partnerId) : undefined,
        cursor ? gte(ptoRules.id, cursor.rule) : undefined,
      ),
    )
    .orderBy(asc(ptoRules.id))
    .limit(1);
  if (!rule) return { workers: 0, next: null };
  const schedule = await scheduleOf(rule.partner_id);
  const closedThrough = addDays(periodContaining(schedule, today).start, -1);
  const after = cursor?.rule === rule.id ? cursor.after : null;
  const behind = await workersBehind(db, rule, closedThrough, after, limit);
  for (const w of behind)
    if (w.first_day)
      await db.transaction((tx) =>
        accrueWorker(tx, rule, w.contractor_id, w.first_day!, schedule, today),
      );
  const next =
    behind.length === limit
      ? { rule: rule.id, after: behind.at(-1)!.contractor_id }
      : await ruleAfter(db, rule.id, opts.partnerId);
  return { workers: behind.length, next };
}

async function ruleAfter(
  db: Db,
  ruleId: string,
  partnerId?: string,
): Promise<AccrualCursor | null> {
  const [rule] = await db
    .select({ id: ptoRules.id })
    .from(ptoRules)
    .where(and(partnerId ? eq(ptoRules.partner_id, partnerId) : undefined, gt(ptoRules.id, ruleId)))
    .orderBy(asc(ptoRules.id))
    .limit(1);
  return rule ? { rule: rule.id, after: null } : null;
}

/** Brings every covered worker's balances up to the pay periods closed before `today` (YYYY-MM-DD): one transaction per worker and rule. */
export async function recordAccruals(
  db: Db,
  today: string,
  opts: { partnerId?: string; scheduleOf?: ScheduleOf } = {},
): Promise<void> {
  let cursor: AccrualCursor | null = null;
  do cursor = (await recordAccrualBatch(db, today, cursor, opts)).next;
  while (cursor);
}
