import { eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ApprovalKind } from '../../../domain/resources/approval-kinds';
import type { Db } from '../../db/client';
import type { User } from '../../../domain/contracts/user';
import { canDecideAdjustments } from '../../../domain/policy/adjustments';
import { canDecideTimeOff } from '../../../domain/policy/pto';
import {
  adjustments,
  assignments,
  clients,
  expenses,
  jobs,
  ptoRules,
  timeOffRequests,
  timesheets,
  users,
} from '../../db/schema';

/** The queue's columns; every source answers all of them, in this order, under these names. */
export interface QueueColumns {
  kind: ApprovalKind;
  id: SQLWrapper;
  status: SQLWrapper;
  date: SQLWrapper;
  contractor_id: SQLWrapper;
  first_name: SQLWrapper;
  last_name: SQLWrapper;
  client_id: SQLWrapper;
  client_name: SQLWrapper;
  subject: SQLWrapper;
  amount_cents: SQLWrapper | null;
  hours_hundredths: SQLWrapper | null;
  waiting_since: SQLWrapper;
  partner_id: SQLWrapper;
  eor_id: SQLWrapper;
}

/** One select's fields in the queue's shape: typed alike, so the sources' selects form one UNION ALL. */
export function queueFields(c: QueueColumns) {
  const text = (e: SQLWrapper | null, name: string) =>
    (e === null ? sql<string | null>`null::text` : sql<string | null>`${e}::text`).as(name);
  const int = (e: SQLWrapper | null, name: string) =>
    (e === null ? sql<number | null>`null::int` : sql<number | null>`${e}::int`).as(name);
  return {
    kind: sql<string>`${sql.raw(`'${c.kind}'`)}::text`.as('kind'),
    id: text(c.id, 'id'),
    status: text(c.status, 'status'),
    date: text(c.date, 'date'),
    contractor_id: text(c.contractor_id, 'contractor_id'),
    first_name: text(c.first_name, 'first_name'),
    last_name: text(c.last_name, 'last_name'),
    client_id: text(c.client_id, 'client_id'),
    client_name: text(c.client_name, 'client_name'),
    subject: text(c.subject, 'subject'),
    amount_cents: int(c.amount_cents, 'amount_cents'),
    hours_hundredths: int(c.hours_hundredths, 'hours_hundredths'),
    // As text in UTC, so every source's instants order alike and read back the same on pg and PGlite.
    waiting_since:
      sql<string>`to_char(${c.waiting_since} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
        'waiting_since',
      ),
    partner_id: text(c.partner_id, 'partner_id'),
    eor_id: text(c.eor_id, 'eor_id'),
  };
}

/** One kind of record that waits for decisions: a select of the rows waiting now, in `queueFields`. */
export interface ApprovalSource {
  kind: ApprovalKind;
  waiting: (db: Db) => SQLWrapper;
  /** Whom these rows await, when not everyone with a queue (the kind is left out for the others). */
  awaits?: (user: User) => boolean;
}

const timesheetSource: ApprovalSource = {
  kind: 'timesheet',
  waiting: (db) =>
    db
      .select(
        queueFields({
          kind: 'timesheet',
          id: timesheets.id,
          status: timesheets.status,
          date: timesheets.date,
          contractor_id: timesheets.contractor_id,
          first_name: users.first_name,
          last_name: users.last_name,
          client_id: timesheets.client_id,
          client_name: clients.entity_name,
          subject: jobs.title,
          amount_cents: null,
          hours_hundredths: timesheets.hours_hundredths,
          waiting_since: timesheets.updated_at,
          partner_id: timesheets.partner_id,
          eor_id: timesheets.eor_id,
        }),
      )
      .from(timesheets)
      .innerJoin(clients, eq(clients.id, timesheets.client_id))
      .innerJoin(assignments, eq(assignments.id, timesheets.assignment_id))
      .innerJoin(jobs, eq(jobs.id, assignments.job_id))
      .leftJoin(users, eq(users.contractor_id, timesheets.contractor_id))
      .where(inArray(timesheets.status, ['submitted', 'signed'])),
};

const expenseSubject: SQL = sql`${expenses.type} || coalesce(' · ' || ${expenses.category}, '')`;

/**
 * Every kind of record the /approvals queue shows, each with what "waiting for a decision" means
 * for it. Another workflow joins the queue with one entry here and its kind in
 * src/domain/resources/approval-kinds.ts; scope, filters, paging and counts are the queue's.
 */
export const approvalSources: readonly ApprovalSource[] = [
  timesheetSource,
  {
    kind: 'expense',
    waiting: (db) =>
      db
        .select(
          queueFields({
            kind: 'expense',
            id: expenses.id,
            status: expenses.status,
            date: expenses.date,
            contractor_id: expenses.contractor_id,
            first_name: users.first_name,
            last_name: users.last_name,
            client_id: expenses.client_id,
            client_name: clients.entity_name,
            subject: expenseSubject,
            amount_cents: expenses.amount_cents,
            hours_hundredths: null,
            waiting_since: sql`coalesce(${expenses.submitted_at}, ${expenses.updated_at})`,
            partner_id: expenses.partner_id,
            eor_id: expenses.eor_id,
          }),
        )
        .from(expenses)
        .innerJoin(clients, eq(clients.id, expenses.client_id))
        .leftJoin(users, eq(users.contractor_id, expenses.contractor_id))
        .where(eq(expenses.status, 'submitted')),
  },
  {
    kind: 'adjustment',
    awaits: canDecideAdjustments,
    waiting: (db) =>
      db
        .select(
          queueFields({
            kind: 'adjustment',
            id: adjustments.id,
            status: adjustments.status,
            date: adjustments.date,
            contractor_id: adjustments.contractor_id,
            first_name: users.first_name,
            last_name: users.last_name,
            client_id: adjustments.client_id,
            client_name: clients.entity_name,
            subject: sql`${adjustments.type} || ' · ' || ${adjustments.direction}`,
            amount_cents: adjustments.amount_cents,
            hours_hundredths: null,
            waiting_since: adjustments.updated_at,
            partner_id: adjustments.partner_id,
            eor_id: adjustments.eor_id,
          }),
        )
        .from(adjustments)
        .leftJoin(clients, eq(clients.id, adjustments.client_id))
        .leftJoin(users, eq(users.contractor_id, adjustments.contractor_id))
        .where(eq(adjustments.status, 'pending')),
  },
  {
    kind: 'time_off',
    awaits: canDecideTimeOff,
    waiting: (db) =>
      db
        .select(
          queueFields({
            kind: 'time_off',
            id: timeOffRequests.id,
            status: timeOffRequests.status,
            date: timeOffRequests.start_date,
            contractor_id: timeOffRequests.contractor_id,
            first_name: users.first_name,
            last_name: users.last_name,
            client_id: sql`null`,
            client_name: sql`null`,
            subject: ptoRules.name,
            amount_cents: null,
            hours_hundredths: timeOffRequests.hours_hundredths,
            waiting_since: timeOffRequests.created_at,
            partner_id: timeOffRequests.partner_id,
            eor_id: sql`null`,
          }),
        )
        .from(timeOffRequests)
        .innerJoin(ptoRules, eq(ptoRules.id, timeOffRequests.rule_id))
        .leftJoin(users, eq(users.contractor_id, timeOffRequests.contractor_id))
        .where(eq(timeOffRequests.status, 'requested')),
  },
];
