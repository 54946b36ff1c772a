import { asc, eq } from 'drizzle-orm';
import { syncClientPeriod } from '../billing/sources';
import type { Tx } from '../db/client';
import { assignments, clients, partners, timesheets, users } from '../db/schema';
import { appendEvents, type NewEvent } from '../events/store';
import { timesheetEvents } from '../routes/timesheets/event-payloads';
import type { TimesheetRow } from '../routes/timesheets/projection';
import { AGENCY_OWNER } from './agency';
import { addDays, atHour, historyCalendar, HISTORY_WEEKS, type HistoryCalendar } from './history-calendar';
import { buildTimesheet, insertChunks, type Step, type Team } from './timesheets';
import { demoUser } from './workflow-steps';

/**
 * Shifts each worker enters a week, on rotating weekdays. Each timesheet costs the seed about 10 ms
 * (billing's sync writes its pay and bill transactions, payroll marks it paid): one a week keeps a
 * fresh start's seed within its budget; raise it for denser demo weeks.
 */
const SHIFTS_PER_WEEK = 1;
const HOUR_MS = 3_600_000;

type Fate = 'draft' | 'submitted' | 'rejected' | 'corrected' | 'late' | 'approved';

/** How a week of one worker went; deterministic, a few late and rejected weeks among many on time. */
export function fateOf(worker: number, week: number): Fate {
  const h = (worker * 37 + week * 11) % 100;
  if (week === HISTORY_WEEKS) return worker % 3 === 0 ? 'submitted' : 'draft';
  if (week === HISTORY_WEEKS - 1) return h < 35 ? 'submitted' : h < 45 ? 'rejected' : 'approved';
  if (h < 3) return 'corrected';
  if (h < 6) return 'late';
  if (h === 97) return 'rejected';
  return 'approved';
}

function stepsOf(fate: Fate, signs: boolean): Step[] {
  const submit: Step = ['submit', 'worker'];
  const approve: Step[] = signs ? [['sign', 'decider'], ['approve', 'decider']] : [['approve', 'decider']];
  const reject: Step = ['reject', 'decider'];
  switch (fate) {
    case 'draft':
      return [];
    case 'submitted':
      return [submit];
    case 'rejected':
      return [submit, reject];
    case 'corrected':
      return [submit, reject, ['unreject', 'decider'], ...approve];
    default:
      return [submit, ...approve];
  }
}

/** The Harbor Point teams in worker order (the agency seed's order), with who acts on their time. */
export async function harborTeams(tx: Tx) {
  const [harbor] = await tx.select().from(partners).where(eq(partners.subdomain, 'harborpoint'));
  if (!harbor) throw new Error('demo agency missing');
  const admin = await demoUser(tx, 'admin@demo.test');
  const owner = await demoUser(tx, AGENCY_OWNER);
  const rows = await tx
    .select({ assignment: assignments, signs: clients.requires_signature_for_approval, email: users.email })
    .from(assignments)
    .innerJoin(clients, eq(clients.id, assignments.client_id))
    .innerJoin(users, eq(users.contractor_id, assignments.contractor_id))
    .where(eq(assignments.partner_id, harbor.id))
    .orderBy(asc(assignments.created_at), asc(users.created_at));
  const teams: (Team & { email: string })[] = [];
  // Harbor Point decides nothing itself (not a self-approving partner): the platform admin does.
  for (const r of rows)
    teams.push({
      assignment: r.assignment,
      requiresSignature: r.signs,
      email: r.email,
      actors: { worker: await demoUser(tx, r.email), decider: admin, partner: owner, admin },
    });
  return { harbor, admin, owner, teams };
}

/** One worker's week of timesheets, none with a step later than now. */
function week(team: Team, worker: number, w: number, calendar: HistoryCalendar, now: Date) {
  const fate = fateOf(worker, w);
  const stepMs = fate === 'late' ? 5 * 24 * HOUR_MS : 14 * HOUR_MS;
  const out: ReturnType<typeof buildTimesheet>[] = [];
  for (let s = 0; s < SHIFTS_PER_WEEK; s++) {
    const day = addDays(calendar.monday(w), (worker + w + s) % 5);
    if (day >= calendar.today) break;
    const createdAt = atHour(day, 21);
    const steps = stepsOf(fate, team.requiresSignature);
    while (steps.length && createdAt.getTime() + steps.length * stepMs > now.getTime()) steps.pop();
    out.push(buildTimesheet(team, { steps }, worker + s, createdAt, crypto.randomUUID(), { day, createdAt, stepMs }));
  }
  return out;
}

/**
 * Six months of Harbor Point's time, through the timesheet chart step by step: every worker who has
 * worked enters Monday to Friday each week of the assignment and submits the week; the platform
 * admin signs (where the client asks for a signature) and approves it. A few weeks were submitted
 * late or rejected and corrected; last week is partly awaiting approval; this week is being entered.
 * Approved time becomes pay and bill transactions through billing's own sync (this month's here,
 * the ended months' when the billing history invoices them).
 */
export async function seedHarborTime(tx: Tx, now: Date = new Date()): Promise<void> {
  const calendar = historyCalendar(now);
  const { teams } = await harborTeams(tx);
  const rows: TimesheetRow[] = [];
  const stream: NewEvent[] = [];
  for (const [n, team] of teams.entries()) {
    const a = team.assignment;
    if (!a.has_worked) continue;
    for (let w = 0; w <= HISTORY_WEEKS; w++) {
      const monday = calendar.monday(w);
      if (monday < a.start_date || (a.end_date && monday > a.end_date)) continue;
      for (const built of week(team, n, w, calendar, now)) {
        rows.push(built.row);
        stream.push(...built.stream);
      }
    }
  }
  await insertChunks(rows, 500, (chunk) => tx.insert(timesheets).values(chunk));
  // History, not news: no subscriber is told of the agency's past; billing is synced below.
  await insertChunks(stream, 1000, (chunk) => appendEvents(tx, timesheetEvents, chunk, []));
  // Ended months are synced by the invoice runs that bill them (harbor-billing); this month here.
  const clientIds = [...new Set(teams.map((t) => t.assignment.client_id))];
  const monthStart = `${calendar.today.slice(0, 7)}-01`;
  for (const id of clientIds) await syncClientPeriod(tx, id, monthStart, calendar.today);
}
