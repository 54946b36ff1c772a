import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ApprovalKind } from './query';
import type { Db } from '../../server/db/client';
import type { User } from '../../domain/contracts/user';
import { canDecideAdjustments } from '../adjustments/policy';
import { canDecideTimeOff } from '../pto/policy';
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
} from '../../server/db/schema';

/**
 * The queue's columns; every source answers them from its own table alone, in this order, under
 * these names. `id` (a uuid) and `waiting_since` (a timestamptz) keep their column types, so each
 * source's rows come in queue order from an index of its own (`*_waiting_idx`, partial on the
 * source's `waiting` condition) and the queue's first page is a merge of those indexes, not a sort
 * of every waiting row.
 */
export interface QueueColumns {
  kind: ApprovalKind;
  /** Whether the row waits for a decision: the predicate of the source's waiting indexes, word for word. */
  waiting: SQL;
  id: SQLWrapper;
  status: SQLWrapper;
  date: SQLWrapper;
  contractor_id: SQLWrapper;
  client_id: SQLWrapper | null;
  subject: SQLWrapper;
  amount_cents: SQLWrapper | null;
  hours_hundredths: SQLWrapper | null;
  waiting_since: SQLWrapper;
  partner_id: SQLWrapper;
  eor_id: SQLWrapper | null;
}

/**
 * One value of the row `key = id` (the first by `order` when several match, as a contractor may
 * have more than one login), as a scalar subquery: read only for the rows a page shows.
 */
const lookup = (
  value: SQLWrapper,
  table: SQLWrapper,
  key: SQLWrapper,
  id: SQLWrapper,
  order = key,
) => sql`(select ${value} from ${table} where ${key} = ${id} order by ${order} limit 1)`;

/**
 * One select's fields in the queue's shape: typed alike, so the sources' selects form one UNION ALL
 * that PostgreSQL flattens into one scan per source. Names come from scalar subqueries rather than
 * joins: a select of one table is what lets the planner merge the sources' ordered index scans.
 */
export function queueFields(c: QueueColumns) {
  const text = (e: SQLWrapper | null, name: string) =>
    (e === null ? sql<string | null>`null::text` : sql<string | null>`${e}::text`).as(name);
  const int = (e: SQLWrapper | null, name: string) =>
    (e === null ? sql<number | null>`null::int` : sql<number | null>`${e}::int`).as(name);
  const name = (column: SQLWrapper) =>
    lookup(column, users, users.contractor_id, c.contractor_id, users.id);
  return {
    kind: sql<string>`${sql.raw(`'${c.kind}'`)}::text`.as('kind'),
    waiting: sql<boolean>`${c.waiting}`.as('waiting'),
    id: sql<string>`${c.id}`.as('id'),
    status: text(c.status, 'status'),
    date: text(c.date, 'date'),
    contractor_id: text(c.contractor_id, 'contractor_id'),
    first_name: text(name(users.first_name), 'first_name'),
    last_name: text(name(users.last_name), 'last_name'),
    client_id: text(c.client_id, 'client_id'),
    client_name: text(
      c.client_id && lookup(clients.entity_name, clients, clients.id, c.client_id),
      'client_name',
    ),
    subject: text(c.subject, 'subject'),
    amount_cents: int(c.amount_cents, 'amount_cents'),
    hours_hundredths: int(c.hours_hundredths, 'hours_hundredths'),
    waiting_since: sql<string>`${c.waiting_since}`.as('waiting_since'),
    partner_id: text(c.partner_id, 'partner_id'),
    eor_id: text(c.eor_id, 'eor_id'),
  };
}

/**
 * One kind of record that waits for decisions: a select of every row of its table, in
 * `queueFields`, with no WHERE: PostgreSQL flattens a UNION ALL into one ordered scan per table only
 * when no branch has a condition of its own, so the queue keeps the `waiting` rows itself.
 */
export interface ApprovalSource {
  kind: ApprovalKind;
  rows: (db: Db) => SQLWrapper;
  /** Whom these rows await, when not everyone with a queue (the kind is left out for the others). */
  awaits?: (user: User) => boolean;
}

/** The timesheet's job title, through its assignment. */
const jobTitle = sql`(select ${jobs.title} from ${assignments} join ${jobs} on ${jobs.id} = ${assignments.job_id} where ${assignments.id} = ${timesheets.assignment_id})`;

const timesheetSource: ApprovalSource = {
  kind: 'timesheet',
  rows: (db) =>
    db
      .select(
        queueFields({
          kind: 'timesheet',
          waiting: sql`${timesheets.status} in ('submitted', 'signed')`,
          id: timesheets.id,
          status: timesheets.status,
          date: timesheets.date,
          contractor_id: timesheets.contractor_id,
          client_id: timesheets.client_id,
          subject: jobTitle,
          amount_cents: null,
          hours_hundredths: timesheets.hours_hundredths,
          waiting_since: timesheets.updated_at,
          partner_id: timesheets.partner_id,
          eor_id: timesheets.eor_id,
        }),
      )
      .from(timesheets),
};

const expenseSubject: SQL = sql`${expenses.type} || coalesce(' · ' || ${expenses.category}, '')`;

/**
 * Every kind of record the /approvals queue shows, each with what "waiting for a decision" means
 * for it. Another workflow joins the queue with one entry here and its kind in
 * src/resources/approvals/query.ts; scope, filters, paging and counts are the queue's.
 */
export const approvalSources: readonly ApprovalSource[] = [
  timesheetSource,
  {
    kind: 'expense',
    rows: (db) =>
      db
        .select(
          queueFields({
            kind: 'expense',
            waiting: sql`${expenses.status} = 'submitted'`,
            id: expenses.id,
            status: expenses.status,
            date: expenses.date,
            contractor_id: expenses.contractor_id,
            client_id: expenses.client_id,
            subject: expenseSubject,
            amount_cents: expenses.amount_cents,
            hours_hundredths: null,
            waiting_since: sql`coalesce(${expenses.submitted_at}, ${expenses.updated_at})`,
            partner_id: expenses.partner_id,
            eor_id: expenses.eor_id,
          }),
        )
        .from(expenses),
  },
  {
    kind: 'adjustment',
    awaits: canDecideAdjustments,
    rows: (db) =>
      db
        .select(
          queueFields({
            kind: 'adjustment',
            waiting: sql`${adjustments.status} = 'pending'`,
            id: adjustments.id,
            status: adjustments.status,
            date: adjustments.date,
            contractor_id: adjustments.contractor_id,
            client_id: adjustments.client_id,
            subject: sql`${adjustments.type} || ' · ' || ${adjustments.direction}`,
            amount_cents: adjustments.amount_cents,
            hours_hundredths: null,
            waiting_since: adjustments.updated_at,
            partner_id: adjustments.partner_id,
            eor_id: adjustments.eor_id,
          }),
        )
        .from(adjustments),
  },
  {
    kind: 'time_off',
    awaits: canDecideTimeOff,
    rows: (db) =>
      db
        .select(
          queueFields({
            kind: 'time_off',
            waiting: sql`${timeOffRequests.status} = 'requested'`,
            id: timeOffRequests.id,
            status: timeOffRequests.status,
            date: timeOffRequests.start_date,
            contractor_id: timeOffRequests.contractor_id,
            client_id: null,
            subject: lookup(ptoRules.name, ptoRules, ptoRules.id, timeOffRequests.rule_id),
            amount_cents: null,
            hours_hundredths: timeOffRequests.hours_hundredths,
            waiting_since: timeOffRequests.created_at,
            partner_id: timeOffRequests.partner_id,
            eor_id: null,
          }),
        )
        .from(timeOffRequests),
  },
];
