import { eq } from 'drizzle-orm';
import type { TimeOffFacts } from '../../resources/time-off-requests/chart';
import { overBalance } from '../../resources/time-off-requests/contract';
import type { Db, Tx } from '../db/client';
import { partners, ptoAccruals, ptoBalances, ptoRules, timeOffRequests } from '../db/schema';
import { appendEvents, type NewEvent } from '../events/store';
import { originOf } from '../kit/workflow/origin';
import { planHistory, type HistoryStep } from '../kit/workflow/plan-history';
import { recordAccruals } from '../../resources/pto/server';
import {
  timeOffEvents,
  timeOffServer,
  type TimeOffRow,
} from '../../resources/time-off-requests/server';
import { AGENCY_OWNER } from './agency';
import { placementsOf } from './harbor-history';
import { LEAVE_DAY_HUNDREDTHS, planLeave, type PlannedLeave } from './harbor-leave';
import { insertChunks } from './timesheets';
import { demoUser } from './workflow-steps';

/** The demo's day: accruals are recorded for the pay periods closed by then. */
const SEEDED_THROUGH = '2026-11-24';

/**
 * Harbor Point's PTO policy for its employees: 6.00 hours each biweekly pay period (156 h a year,
 * held to 120.00 by the annual cap) once 30 days have passed, at most 40.00 carried into a new year.
 */
export const HARBOR_PTO_RULE = {
  name: 'Paid time off',
  accrual_method: 'per_pay_period',
  earned_hundredths: 600,
  annual_cap_hundredths: 12_000,
  carry_over_cap_hundredths: 4_000,
  waiting_period_days: 30,
  applies_to: 'employee_jobs',
} as const;

const origin = (user: Awaited<ReturnType<typeof demoUser>>, now: Date) =>
  originOf(user, { ip: null, userAgent: 'seed', now });

/**
 * Harbor Point's PTO history (docs/demo-data.md): its rule, every employee's accruals per pay period
 * recorded by the product's own `recordAccruals` over the history's approved time, and the planned
 * leave (`planLeave`, whose approved days the history's timesheets skip) as time-off requests
 * through the request chart: each approval judged against what the worker had accrued by the day it
 * was decided, the Christmas requests against the balance as the request form checks it. Written in
 * bulk: one insert of the requests and their streams in chunks, heard by no subscriber (history).
 */
export async function seedHarborPto(tx: Tx): Promise<void> {
  const [harbor] = await tx.select().from(partners).where(eq(partners.subdomain, 'harborpoint'));
  if (!harbor) throw new Error('demo agency missing');
  const [rule] = await tx
    .insert(ptoRules)
    .values({ partner_id: harbor.id, ...HARBOR_PTO_RULE })
    .returning();
  await recordAccruals(tx as unknown as Db, SEEDED_THROUGH, { partnerId: harbor.id });

  const owner = await demoUser(tx, AGENCY_OWNER);
  const balances = new Map(
    (await tx.select().from(ptoBalances).where(eq(ptoBalances.rule_id, rule!.id))).map((b) => [
      b.contractor_id,
      b,
    ]),
  );
  const periods = await tx.select().from(ptoAccruals).where(eq(ptoAccruals.rule_id, rule!.id));
  /** What a worker could use on a day: periods closed before it, less leave approved so far. */
  const used = new Map<string, number>();
  const requested = new Map<string, number>();
  const availableOn = (balanceId: string, contractorId: string, day: string) =>
    periods
      .filter((p) => p.contractor_id === contractorId && p.period_end < day)
      .reduce((n, p) => n + p.accrued_hundredths - p.forfeited_hundredths, 0) -
    (used.get(balanceId) ?? 0);

  const planned = planLeave(await placementsOf(tx, harbor.id)).sort(
    (a, b) => a.requestedAt.getTime() - b.requestedAt.getTime(),
  );
  const rows: TimeOffRow[] = [];
  const stream: NewEvent[] = [];
  for (const leave of planned) {
    const worker = leave.placement.worker;
    const balance = balances.get(leave.placement.assignment.contractor_id);
    if (!balance)
      throw new Error(`${worker.email} earns no PTO: not an employee job at Harbor Point`);
    const hours = leave.days.length * LEAVE_DAY_HUNDREDTHS;
    const asked = leave.requestedAt.toISOString().slice(0, 10);
    // The request form's own check: no more than is available less what other requests ask.
    const refused = overBalance(
      hours,
      availableOn(balance.id, balance.contractor_id, asked),
      requested.get(balance.id) ?? 0,
    );
    if (refused && leave.status !== 'rejected') throw new Error(`${worker.email}: ${refused}`);
    const record = planHistory(
      timeOffServer,
      {
        payload: {
          id: crypto.randomUUID(),
          partner_id: harbor.id,
          contractor_id: balance.contractor_id,
          balance_id: balance.id,
          rule_id: rule!.id,
          start_date: leave.days[0]!,
          end_date: leave.days.at(-1)!,
          hours_hundredths: hours,
          notes: leave.notes,
        },
        origin: origin(worker, leave.requestedAt),
      },
      decision(leave, owner, (row) => ({
        requested_by_user_id: row.requested_by_user_id,
        started: row.start_date <= leave.decidedAt!.toISOString().slice(0, 10),
        hours_hundredths: row.hours_hundredths,
        available_hundredths: availableOn(
          balance.id,
          balance.contractor_id,
          leave.decidedAt!.toISOString().slice(0, 10),
        ),
      })),
    );
    if (leave.status === 'approved') used.set(balance.id, (used.get(balance.id) ?? 0) + hours);
    if (leave.status === 'requested')
      requested.set(balance.id, (requested.get(balance.id) ?? 0) + hours);
    rows.push(record.row);
    stream.push(...record.stream);
  }
  await insertChunks(rows, 300, (chunk) => tx.insert(timeOffRequests).values(chunk));
  // History, not news: no one is told of these requests; the pending ones wait in the owner's queue.
  await insertChunks(stream, 300, (chunk) => appendEvents(tx, timeOffEvents, chunk, []));
}

/** The owner's decision on a planned request, if it has one yet. */
function decision(
  leave: PlannedLeave,
  owner: Awaited<ReturnType<typeof demoUser>>,
  facts: (row: TimeOffRow) => TimeOffFacts,
): HistoryStep<TimeOffRow, TimeOffFacts>[] {
  if (leave.status === 'requested' || !leave.decidedAt) return [];
  const texts = leave.reason ? { reason: leave.reason } : {};
  const action = leave.status === 'approved' ? 'approve' : 'reject';
  return [
    {
      event: timeOffServer.definition.eventFor(action, owner, texts),
      origin: origin(owner, leave.decidedAt),
      facts,
      extra: texts,
    },
  ];
}
