import { sql, type SQL } from 'drizzle-orm';
import type { User } from '../../../domain/contracts/user';
import { assignments, clients, timesheets } from '../../db/schema';
import { tenantScope } from '../../kit/scope';
import { num, type ReportSource } from '../source';
import { rowsOf } from './grouped';
import { workerName } from './worker-name';

export interface WeekParams {
  as_of: string;
}

const a = assignments;
const ts = timesheets;
/** Time counts as put forward once submitted; a draft is time the worker has not handed in yet. */
export const PUT_FORWARD = ['submitted', 'signed', 'approved'] as const;
const putForward = sql.join(
  PUT_FORWARD.map((s) => sql`${s}`),
  sql`, `,
);

/** The Monday of the week the day falls in (weeks start on Monday, as in the hours report). */
const monday = (p: WeekParams) => sql`date_trunc('week', ${p.as_of}::date)::date`;

const draftHours = (p: WeekParams) => sql`coalesce((select sum(${ts.hours_hundredths}) from ${ts}
  where ${ts.assignment_id} = ${a.id} and ${ts.status} = 'draft' and ${ts.date} between ${monday(p)} and ${monday(p)} + 6), 0)`;

/** Assignments running some day of the week with no time put forward for any day of it. */
const missing = (user: User, p: WeekParams): SQL => sql`
  ${tenantScope(user, { partner_id: a.partner_id, eor_id: a.eor_id, client_id: a.client_id, contractor_id: a.contractor_id })}
  and ${a.start_date} <= ${monday(p)} + 6
  and (${a.end_date} is null or ${a.end_date} >= ${monday(p)})
  and not exists (select 1 from ${ts} where ${ts.assignment_id} = ${a.id}
    and ${ts.date} between ${monday(p)} and ${monday(p)} + 6 and ${ts.status} in (${putForward}))`;

/** Unsubmitted time: one row per assignment that owes time for the week, with what sits in drafts. */
export const unsubmittedTime: ReportSource<WeekParams> = {
  async count(db, user, p) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${a} where ${missing(user, p)}`,
    );
    return num(row?.n);
  },
  async batch(db, user, p, after, limit) {
    const rows = await rowsOf<{
      id: string;
      worker: string;
      client: string;
      week: string;
      draft_hours: string;
    }>(
      db,
      sql`select ${a.id} as id, ${workerName(a.contractor_id)} as worker, ${clients.entity_name} as client,
          to_char(${monday(p)}, 'YYYY-MM-DD') as week, ${draftHours(p)} as draft_hours
        from ${a} join ${clients} on ${clients.id} = ${a.client_id}
        where ${missing(user, p)} ${after === null ? sql`` : sql`and ${a.id} > ${after}::uuid`}
        order by ${a.id} limit ${limit}`,
    );
    return {
      rows: rows.map((r) => ({
        worker: r.worker,
        client: r.client,
        week: r.week,
        assignments: 1,
        draft_hours: num(r.draft_hours),
      })),
      last: rows.at(-1)?.id ?? null,
    };
  },
};
