import { and, eq } from 'drizzle-orm';
import { loadUser } from '../auth/load-user';
import { syncTimesheetWeeksInBulk } from '../billing/sources/timesheet-weeks-bulk';
import type { Tx } from '../db/client';
import {
  assignments,
  bankMethods,
  clients,
  jobs,
  partners,
  payrollSettings,
  timesheets,
  users,
} from '../db/schema';
import { appendEvents } from '../events/store';
import { timesheetEvents } from '../../resources/timesheets/server';
import { AGENCY_OWNER } from './agency';
import { invoiceHistoryMonth } from './harbor-invoices';
import { daysOffOf, planLeave } from './harbor-leave';
import { runHistoryPayroll } from './history-payroll';
import {
  addDays,
  buildHistory,
  CURRENT_WEEK,
  HISTORY_FROM,
  seededRandom,
  type Placement,
} from './harbor-time';
import { insertChunks } from './timesheets';
import { demoUser } from './workflow-steps';

/** Harbor Point pays every other week, periods from Monday 2026-06-01, five days after a period ends. */
export const HARBOR_SCHEDULE = {
  frequency: 'biweekly',
  period_anchor: HISTORY_FROM,
  pay_delay_days: 5,
} as const;

/** The months invoiced in the history; November's time is left for the demo to invoice. */
const MONTHS: [string, string][] = [
  ['2026-06-01', '2026-06-30'],
  ['2026-07-01', '2026-07-31'],
  ['2026-08-01', '2026-08-31'],
  ['2026-09-01', '2026-09-30'],
  ['2026-10-01', '2026-10-31'],
];

/** Harbor Point's placed workers (assignments that have worked), by worker email. */
export async function placementsOf(tx: Tx, partnerId: string): Promise<Placement[]> {
  const rows = await tx
    .select({
      assignment: assignments,
      jobTitle: jobs.title,
      classification: jobs.classification,
      requiresSignature: clients.requires_signature_for_approval,
      userId: users.id,
    })
    .from(assignments)
    .innerJoin(jobs, eq(jobs.id, assignments.job_id))
    .innerJoin(clients, eq(clients.id, assignments.client_id))
    .innerJoin(users, eq(users.contractor_id, assignments.contractor_id))
    .where(and(eq(assignments.partner_id, partnerId), eq(assignments.has_worked, true)))
    .orderBy(users.email);
  const out: Placement[] = [];
  for (const r of rows) {
    const worker = await loadUser(tx, r.userId);
    if (!worker) throw new Error(`Harbor Point worker ${r.userId} missing`);
    out.push({
      assignment: r.assignment,
      jobTitle: r.jobTitle,
      classification: r.classification,
      requiresSignature: r.requiresSignature,
      worker,
    });
  }
  return out;
}

/**
 * Six months of Harbor Point's past, made with the product's own workflows and domain functions
 * (docs/demo-data.md): every placed worker's weekly time through the timesheet chart (a few weeks
 * late or rejected, the current week awaiting approval), its pay and bill transactions, a biweekly
 * payroll run for every period with paychecks and payouts, and each month's invoices sent and paid
 * (September's partly overdue). Written in bulk where the API would take a request per row, and
 * deterministic: a fixed calendar and a fixed random seed.
 */
export async function seedHarborHistory(tx: Tx): Promise<void> {
  const [harbor] = await tx.select().from(partners).where(eq(partners.subdomain, 'harborpoint'));
  if (!harbor) throw new Error('demo agency missing');
  const owner = await demoUser(tx, AGENCY_OWNER);
  const admin = await demoUser(tx, 'admin@demo.test');
  const placements = await placementsOf(tx, harbor.id);
  const rand = seededRandom(20_260_601);

  await tx.insert(payrollSettings).values({
    partner_id: harbor.id,
    ...HARBOR_SCHEDULE,
    funding_source: 'ach_debit',
    employer_address: '1 Harbor Point Plaza, Suite 400\nBaltimore, MD 21230',
  });
  // Each worker's payout account; the numbers are sealed with the others right after the seed.
  await tx.insert(bankMethods).values(
    placements.map((p, i) => {
      const account = String(40_000_000 + i * 7_919).padStart(12, '0');
      return {
        kind: 'payout' as const,
        owner_type: 'contractor' as const,
        owner_id: p.assignment.contractor_id,
        account_holder: `${p.worker.first_name} ${p.worker.last_name}`,
        bank_name: 'Harbor Community Bank',
        routing_number: '021000021',
        account_last4: account.slice(-4),
        account_number: account,
        is_default: true,
      };
    }),
  );

  // Harbor Point's clients approve through the platform: the admin decides, as for its expenses.
  // A day of approved leave (seed part `harbor-pto` records the requests) has no timesheet.
  const { rows, stream } = buildHistory(
    placements,
    { decider: admin, partner: owner, admin },
    rand,
    daysOffOf(planLeave(placements)),
  );
  await insertChunks(rows, 300, (chunk) => tx.insert(timesheets).values(chunk));
  // History, not news: no subscriber hears of it; billing's transactions are written next, in bulk.
  await insertChunks(stream, 300, (chunk) => appendEvents(tx, timesheetEvents, chunk, []));
  await syncTimesheetWeeksInBulk(
    tx,
    placements.map((p) => p.assignment.id),
    HISTORY_FROM,
    addDays(CURRENT_WEEK, 6),
  );

  // The calendar in order: each period's run after it ends, each month's invoices on the 10th after.
  const clientIds = [...new Set(placements.map((p) => p.assignment.client_id))].sort();
  const runs: [string, () => Promise<void>][] = [];
  for (let start = HISTORY_FROM; addDays(start, 13) < CURRENT_WEEK; start = addDays(start, 14)) {
    const day = start;
    runs.push([
      addDays(day, 15),
      () => runHistoryPayroll(tx, harbor.id, HARBOR_SCHEDULE, day, owner),
    ]);
  }
  MONTHS.forEach(([start, end], month) =>
    runs.push([
      addDays(end, 10),
      () => invoiceHistoryMonth(tx, admin, clientIds, month, start, end, rand),
    ]),
  );
  runs.sort((a, b) => a[0].localeCompare(b[0]));
  for (const [, step] of runs) await step();
}
