import { and, eq } from 'drizzle-orm';
import { loadUser } from '../auth/load-user';
import type { Db, Tx } from '../db/client';
import { assignments, clients, timesheets, users } from '../db/schema';
import { syncTimesheetWeek } from '../billing/sources/timesheets';
import { appendEvents } from '../events/store';
import { timesheetEvents } from '../../resources/timesheets/server';
import { buildTimesheet, type Step } from './timesheets';

/** The demo's paid timesheet with the richest history, for the auditor's replay at /timesheets/{id}/audit. */
export const AUDIT_TRAIL_TIMESHEET_ID = 'a0d17000-7e57-4a11-8000-00000000c0de';

/**
 * Rejected, unrejected, signed, approved on evidence, billed and not, marked paid and unpaid by the
 * admin, and paid again by Acme's June payroll run (`seedPayroll`), which puts it on Connie's paycheck.
 */
const STEPS: Step[] = [
  ['submit', 'worker'],
  ['reject', 'decider'],
  ['unreject', 'decider'],
  ['sign', 'decider'],
  ['approve_with_evidence', 'decider'],
  ['no_bill', 'partner'],
  ['undo_no_bill', 'partner'],
  ['paid', 'admin'],
  ['unpaid', 'admin'],
];

/** A Saturday in the period Acme's June run pays (`PAID_PERIOD_START`). */
const DAY = '2026-06-13';

/** One timesheet of the Acme contractor at Globex that went through most of the chart. */
export async function seedAuditTrail(tx: Tx): Promise<void> {
  const db = tx as unknown as Db;
  const byEmail = async (email: string) => {
    const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    const user = u && (await loadUser(db, u.id));
    if (!user) throw new Error(`no demo user ${email}`);
    return user;
  };
  // One after another: a transaction is one connection, and pg deprecates queries sent to a
  // connection still running one (its warning printed at every seeded start).
  const [worker, decider, partner, admin] = [
    await byEmail('contractor@demo.test'),
    await byEmail('approver@globex.test'),
    await byEmail('owner@acme.test'),
    await byEmail('admin@demo.test'),
  ];
  const [globex] = await tx.select().from(clients).where(eq(clients.entity_name, 'Globex'));
  const contractorId = worker?.contractor?.id;
  if (!globex || !contractorId || !worker || !decider || !partner || !admin)
    throw new Error('demo tenants missing');
  const [assignment] = await tx
    .select()
    .from(assignments)
    .where(and(eq(assignments.contractor_id, contractorId), eq(assignments.client_id, globex.id)))
    .limit(1);
  if (!assignment) throw new Error('no assignment of the demo contractor at Globex');
  const team = {
    assignment,
    requiresSignature: globex.requires_signature_for_approval,
    actors: { worker, decider, partner, admin },
  };
  const built = buildTimesheet(
    team,
    { steps: STEPS },
    0,
    new Date(`${DAY}T12:30:00Z`),
    AUDIT_TRAIL_TIMESHEET_ID,
    { day: DAY, shift: ['09:00', '17:30', 30] },
  );
  await tx.insert(timesheets).values(built.row);
  // History, not news: no subscriber hears of the demo's past (no rejection mail); its pay and bill
  // are written here, as billing's subscriber would have.
  await appendEvents(tx, timesheetEvents, built.stream, []);
  await syncTimesheetWeek(tx, assignment.id, DAY);
}
