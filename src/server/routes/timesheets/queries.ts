import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql, sum, type SQL } from 'drizzle-orm';
import type { Timesheet, TimesheetListQuery } from '../../../domain/contracts/timesheets';
import type { User } from '../../../domain/contracts/user';
import { formatHours, to12Hour } from '../../../domain/timesheets/hours';
import type { Db, Tx } from '../../db/client';
import { csvBatches } from '../../lib/csv';
import { assignments, clients, jobs, timesheets, users } from '../../db/schema';
import type { TimesheetRow } from './projection';
import { tenantScope } from '../../kit/scope';
import { seesContractorPersonal } from './personal-data';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const joinedColumns = {
  t: timesheets,
  client_name: clients.entity_name,
  requires_signature: clients.requires_signature_for_approval,
  job_title: jobs.title,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
};

export interface JoinedRow {
  t: TimesheetRow;
  client_name: string;
  requires_signature: boolean;
  job_title: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
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

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);

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
    day: DAYS[new Date(`${t.date}T12:00:00Z`).getUTCDay()] ?? '',
    date: t.date,
    time_start: t.time_start,
    time_end: t.time_end,
    time_start_12h: to12Hour(t.time_start),
    time_end_12h: to12Hour(t.time_end),
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
    location: personal && t.location ? (t.location as Timesheet['location']) : null,
    version: t.version,
    created_at: iso(t.created_at) ?? '',
    updated_at: iso(t.updated_at) ?? '',
  };
}

/** One timesheet the user may see, or undefined (another tenant's row is simply not found). */
export async function findVisible(db: Db | Tx, user: User, id: string): Promise<JoinedRow | undefined> {
  const [row] = await joined(db).where(and(eq(timesheets.id, id), tenantScope(user, timesheets)));
  return row;
}

function filters(user: User, q: TimesheetListQuery): SQL {
  const parts: (SQL | undefined)[] = [tenantScope(user, timesheets)];
  parts.push(q.status?.length ? inArray(timesheets.status, q.status) : ne(timesheets.status, 'deleted'));
  if (q.billing) parts.push(eq(timesheets.billing, q.billing));
  if (q.paid) parts.push(eq(timesheets.paid, q.paid === 'true'));
  if (q.date_from) parts.push(gte(timesheets.date, q.date_from));
  if (q.date_to) parts.push(lte(timesheets.date, q.date_to));
  if (q.contractor_id) parts.push(eq(timesheets.contractor_id, q.contractor_id));
  if (q.client_id) parts.push(eq(timesheets.client_id, q.client_id));
  if (q.assignment_id) parts.push(eq(timesheets.assignment_id, q.assignment_id));
  return and(...parts) ?? sql`true`;
}

const orderings = {
  date: [asc(timesheets.date), asc(timesheets.id)],
  '-date': [desc(timesheets.date), desc(timesheets.id)],
  hours: [asc(timesheets.hours_hundredths), asc(timesheets.id)],
  '-hours': [desc(timesheets.hours_hundredths), desc(timesheets.id)],
  status: [asc(timesheets.status), desc(timesheets.date), asc(timesheets.id)],
  '-status': [desc(timesheets.status), desc(timesheets.date), asc(timesheets.id)],
  created: [asc(timesheets.created_at), asc(timesheets.id)],
  '-created': [desc(timesheets.created_at), desc(timesheets.id)],
} satisfies Record<TimesheetListQuery['sort'], SQL[]>;

export async function listTimesheets(db: Db, user: User, q: TimesheetListQuery, limit = q.per_page) {
  const where = filters(user, q);
  const [rows, [totals]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(...orderings[q.sort])
      .limit(limit)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count(), hours: sum(timesheets.hours_hundredths) }).from(timesheets).where(where),
  ]);
  const hours = Number(totals?.hours ?? 0);
  return {
    data: rows.map((r) => toDto(r, user)),
    meta: { page: q.page, per_page: q.per_page, total: totals?.total ?? 0, total_hours_hundredths: hours, total_hours: formatHours(hours) },
  };
}

const csvHeader = ['id', 'date', 'day', 'contractor', 'client', 'job_title', 'status', 'billing', 'paid', 'time_start', 'time_end', 'break_time_minutes', 'hours_worked', 'project_code', 'task'];

/** Every timesheet of the filter (paging ignored, never cut off) in the list's order, as CSV text. */
export function timesheetCsv(db: Db, user: User, q: TimesheetListQuery): AsyncGenerator<string> {
  const where = filters(user, q);
  return csvBatches(
    csvHeader,
    async (offset, limit) => (await joined(db).where(where).orderBy(...orderings[q.sort]).limit(limit).offset(offset)).map((r) => toDto(r, user)),
    (t) => [t.id, t.date, t.day, t.contractor_name, t.client_name, t.job_title, t.status, t.billing, t.paid, t.time_start_12h, t.time_end_12h, t.break_time_minutes, t.hours_worked, t.project_code, t.task],
  );
}
