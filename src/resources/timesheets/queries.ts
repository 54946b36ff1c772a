import { and, count, eq, sql, sum } from 'drizzle-orm';
import type { Timesheet } from './contract';
import type { timesheetsQuery } from './query';
import type { ResourceServer } from '../../server/kit/resource-query';
import type { User } from '../../domain/contracts/user';
import { formatHours, to12Hour } from '../../domain/timesheets/hours';
import type { Db, Tx } from '../../server/db/client';
import {
  assignments,
  clients,
  jobs,
  paycheckItems,
  paychecks,
  timesheets,
  transactions,
  users,
} from '../../server/db/schema';
import type { TimesheetRow } from './projection';
import { tenantScope } from '../../server/kit/scope';
import { timesheetScope } from './scope.server';
import { seesContractorPersonal } from './personal-data.server';
import { timesheetTotals, type TimesheetTotals } from './totals.server';
import { isoInstant } from '../../server/lib/instant';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const joinedColumns = {
  t: timesheets,
  client_name: clients.entity_name,
  requires_signature: clients.requires_signature_for_approval,
  job_title: jobs.title,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  // A scalar subquery, looked up per row of the page by the transactions' (kind, source) key: PostgreSQL
  // may run an EXISTS as one hash over every paid pay transaction instead, 59 ms of a page at 100,000
  // timesheets (issue 30), growing with the history.
  pay_on_paid_paycheck: sql<boolean>`coalesce((select true from ${transactions} join ${paycheckItems} on ${paycheckItems.transaction_id} = ${transactions.id} join ${paychecks} on ${paychecks.id} = ${paycheckItems.paycheck_id} where ${transactions.kind} = 'pay' and ${transactions.source_type} = 'timesheet' and ${transactions.source_id} = ${timesheets.id} and ${paychecks.status} = 'paid' limit 1), false)`,
};

export interface JoinedRow {
  t: TimesheetRow;
  client_name: string;
  requires_signature: boolean;
  job_title: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  pay_on_paid_paycheck: boolean;
}

export function joined(db: Db | Tx) {
  return db
    .select(joinedColumns)
    .from(timesheets)
    .innerJoin(clients, eq(clients.id, timesheets.client_id))
    .innerJoin(assignments, eq(assignments.id, timesheets.assignment_id))
    .innerJoin(jobs, eq(jobs.id, assignments.job_id))
    .leftJoin(users, eq(users.contractor_id, timesheets.contractor_id));
}

const iso = (v: string | null) => (v ? isoInstant(v) : null);

/** "2026-11-16" → "Monday", from the day's parts (reading the text as a Date costs more on a page of fifty). */
const weekday = (date: string) =>
  DAYS[
    new Date(
      Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))),
    ).getUTCDay()
  ] ?? '';

export function toDto(r: JoinedRow, viewer: User): Timesheet {
  const t = r.t;
  const personal = seesContractorPersonal(viewer);
  return {
    id: t.id,
    assignment_id: t.assignment_id,
    contractor_id: t.contractor_id,
    contractor_name: [r.first_name, r.last_name].filter(Boolean).join(' ') || '--',
    contractor_email: personal ? r.email : null,
    client_id: t.client_id,
    client_name: r.client_name,
    partner_id: t.partner_id,
    job_title: r.job_title,
    status: t.status as Timesheet['status'],
    billing: t.billing as Timesheet['billing'],
    paid: t.paid,
    type: t.type,
    day: weekday(t.date),
    date: t.date,
    time_start: t.time_start,
    time_end: t.time_end,
    time_start_12h: t.time_start === null ? null : to12Hour(t.time_start),
    time_end_12h: t.time_end === null ? null : to12Hour(t.time_end),
    break_time_minutes: t.break_time_minutes,
    hours_hundredths: t.hours_hundredths,
    hours_worked: formatHours(t.hours_hundredths),
    timezone: t.timezone,
    project_code: t.project_code,
    task: t.task,
    requires_signature: r.requires_signature,
    signed_at: iso(t.signed_at),
    approval_date: iso(t.approval_date),
    approval_email: t.approval_email,
    approval_ip: t.approval_ip,
    approval_evidence: t.approval_evidence,
    rejection_reason: t.rejection_reason,
    rejected_at: iso(t.rejected_at),
    entered_by_user_id: t.entered_by_user_id,
    entered_ip: personal ? t.entered_ip : null,
    edited_by_user_id: t.edited_by_user_id,
    edited_ip: personal ? t.edited_ip : null,
    payroll_submission_date: t.payroll_submission_date,
    client_billing_invoice_date: t.client_billing_invoice_date,
    pay_on_paid_paycheck: r.pay_on_paid_paycheck,
    location: personal && t.location ? (t.location as Timesheet['location']) : null,
    version: t.version,
    created_at: iso(t.created_at) ?? '',
    updated_at: iso(t.updated_at) ?? '',
  };
}

/** One timesheet the user may see, or undefined (another tenant's row is simply not found). */
export async function findVisible(
  db: Db | Tx,
  user: User,
  id: string,
): Promise<JoinedRow | undefined> {
  const [row] = await joined(db).where(
    and(eq(timesheets.id, id), tenantScope(user, timesheetScope)),
  );
  return row;
}

/** The timesheet lists on the list kit: joins for the rows, the timesheets table alone for count and hours. */
export const timesheetListServer: ResourceServer<
  JoinedRow,
  Timesheet,
  typeof timesheetsQuery,
  TimesheetTotals
> = {
  query: {
    rows: (db) => joined(db).$dynamic(),
    keys: (db) => db.select({ id: timesheets.id }).from(timesheets).$dynamic(),
    count: (db) =>
      db
        .select({ n: count(), hours: sum(timesheets.hours_hundredths) })
        .from(timesheets)
        .$dynamic(),
    aggregate: timesheetTotals,
    totals: ({ hours }) => ({
      total_hours_hundredths: Number(hours ?? 0),
      total_hours: formatHours(Number(hours ?? 0)),
    }),
    // Deleted timesheets show only when a status filter asks for them.
    // Written into the statement, not bound: an admin's unfiltered first page then holds no value,
    // so PostgreSQL keeps its one plan instead of planning it every run (src/server/kit/list.ts).
    where: (q) => (q.status ? undefined : sql`${timesheets.status} <> 'deleted'`),
    id: timesheets.id,
    // A tenant's page keeps its plan: the generic one walks the tenant's own (tenant, date) index,
    // as good for the largest agency as for the smallest, where planning it every run cost 1.7–1.9 ms
    // of the owner's page (EXPLAIN on the 1,000,000-timesheet database, docs/scale.md).
    reusePlans: true,
    filters: {
      status: timesheets.status,
      billing: timesheets.billing,
      paid: timesheets.paid,
      date: timesheets.date,
      contractor_id: timesheets.contractor_id,
      client_id: timesheets.client_id,
      assignment_id: timesheets.assignment_id,
    },
    sorts: {
      date: [timesheets.date],
      hours: [timesheets.hours_hundredths],
      status: [timesheets.status, timesheets.date],
      created: [timesheets.created_at],
    },
  },
  scope: timesheetScope,
  toDto,
};
