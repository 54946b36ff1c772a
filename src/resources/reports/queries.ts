import { count, eq, sql } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import type { ReportRun } from './contract';
import { isReportKey, reportSpec, type ReportKey } from '../../domain/reports/catalogue';
import type { ReportRunStatus } from '../../domain/reports/statuses';
import { mayRunReport, reportsOf } from './policy';
import type { reportRunsQuery } from './query';
import type { Db, Tx } from '../../server/db/client';
import { reportRuns, users } from '../../server/db/schema';
import type { ResourceServer } from '../../server/kit/resource-query';

export type ReportRunRow = typeof reportRuns.$inferSelect;
export interface ReportRunRecord {
  r: ReportRunRow;
  requested_by_name: string | null;
}

/** A run is its requester's partner's or employer of record's; admins see all. */
export const reportRunScope = { partner_id: reportRuns.partner_id, eor_id: reportRuns.eor_id };

export const reportRunRows = (db: Db | Tx) =>
  db
    .select({
      r: reportRuns,
      requested_by_name: sql<string | null>`(${users.first_name} || ' ' || ${users.last_name})`,
    })
    .from(reportRuns)
    .leftJoin(users, eq(users.id, reportRuns.requested_by))
    .$dynamic();

export const reportTitle = (key: string) => (isReportKey(key) ? reportSpec(key).title : key);

export function reportRunDto(j: ReportRunRecord, viewer: User): ReportRun {
  const { r } = j;
  return {
    id: r.id,
    report: r.report as ReportKey,
    report_title: reportTitle(r.report),
    params: r.params,
    status: r.status as ReportRunStatus,
    rows_total: r.rows_total,
    rows_done: r.rows_done,
    failure_reason: r.failure_reason,
    requested_by: r.requested_by,
    requested_by_name: j.requested_by_name ?? '--',
    schedule_id: r.schedule_id,
    report_allowed: mayRunReport(viewer, r.report),
    created_at: new Date(r.created_at).toISOString(),
    started_at: r.started_at ? new Date(r.started_at).toISOString() : null,
    finished_at: r.finished_at ? new Date(r.finished_at).toISOString() : null,
  };
}

/** Runs of the reports this user may read only: a run of another report is not theirs to see. */
const gate = (user: User) => {
  const keys = reportsOf(user);
  return {
    key: `reports:${keys.join(',')}`,
    condition: () =>
      keys.length
        ? sql`${reportRuns.report} in (${sql.join(
            keys.map((k) => sql.raw(`'${k}'`)),
            sql`, `,
          )})`
        : sql`false`,
  };
};

export const reportRunListServer: ResourceServer<
  ReportRunRecord,
  ReportRun,
  typeof reportRunsQuery
> = {
  query: {
    rows: reportRunRows,
    count: (db) => db.select({ n: count() }).from(reportRuns).$dynamic(),
    id: reportRuns.id,
    gate,
    filters: { status: reportRuns.status, report: reportRuns.report },
    sorts: { created_at: [reportRuns.created_at] },
  },
  scope: reportRunScope,
  toDto: reportRunDto,
};
