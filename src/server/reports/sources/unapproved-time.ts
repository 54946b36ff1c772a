import { sql, type SQL } from 'drizzle-orm';
import type { User } from '../../../domain/contracts/user';
import { clients, timesheets } from '../../db/schema';
import { tenantScope } from '../../kit/scope';
import { cursorParts, num, type ReportSource } from '../source';
import { rowsOf } from './grouped';
import { workerName } from './worker-name';

export interface WaitingParams {
  as_of: string;
  days: number;
}

const ts = timesheets;
/** Time put forward that waits for the client's decision (signed time still waits for approval). */
export const AWAITING = ['submitted', 'signed'] as const;

const waiting = (user: User, p: WaitingParams): SQL => sql`
  ${tenantScope(user, { partner_id: ts.partner_id, eor_id: ts.eor_id, client_id: ts.client_id, contractor_id: ts.contractor_id })}
  and ${ts.status} in (${sql.join(
    AWAITING.map((s) => sql`${s}`),
    sql`, `,
  )})
  and ${ts.date} < ${p.as_of}::date - ${p.days}::int`;

/** Unapproved time: each timesheet still waiting, worked more than `days` days before `as_of`, oldest first. */
export const unapprovedTime: ReportSource<WaitingParams> = {
  async count(db, user, p) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${ts} where ${waiting(user, p)}`,
    );
    return num(row?.n);
  },
  async batch(db, user, p, after, limit) {
    const [day, id] = after ? cursorParts(after) : [null, null];
    const rows = await rowsOf<{
      id: string;
      date: string;
      worker: string;
      client: string;
      status: string;
      days: number;
      hours: number;
    }>(
      db,
      sql`select ${ts.id} as id, to_char(${ts.date}, 'YYYY-MM-DD') as date, ${workerName(ts.contractor_id)} as worker,
          ${clients.entity_name} as client, ${ts.status} as status, (${p.as_of}::date - ${ts.date})::int as days,
          ${ts.hours_hundredths} as hours
        from ${ts} join ${clients} on ${clients.id} = ${ts.client_id}
        where ${waiting(user, p)}
          ${day && id ? sql`and (${ts.date} > ${day}::date or (${ts.date} = ${day}::date and ${ts.id} > ${id}::uuid))` : sql``}
        order by ${ts.date}, ${ts.id} limit ${limit}`,
    );
    const last = rows.at(-1);
    return {
      rows: rows.map((r) => ({
        date: r.date,
        worker: r.worker,
        client: r.client,
        status: r.status,
        days_waiting: num(r.days),
        timesheets: 1,
        hours: num(r.hours),
      })),
      last: last ? `${last.date}|${last.id}` : null,
    };
  },
};
