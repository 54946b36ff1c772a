import { sql, type SQL } from 'drizzle-orm';
import type { User } from '../../../domain/contracts/user';
import { clients, timesheets } from '../../db/schema';
import { tenantScope } from '../../kit/scope';
import { num, type ReportSource } from '../source';
import { groupCount, groupedBatch, rowsOf } from './grouped';
import { workerName } from './worker-name';

export interface HoursParams {
  from: string;
  to: string;
  by: 'worker' | 'client' | 'week';
}

const ts = timesheets;
/** Time that was put forward: submitted, signed, approved (drafts, rejected and deleted time are not hours worked yet). */
const COUNTED = ['submitted', 'signed', 'approved'];

const keyOf = {
  worker: sql`${ts.contractor_id}::text`,
  client: sql`${ts.client_id}::text`,
  week: sql`to_char(date_trunc('week', ${ts.date}), 'YYYY-MM-DD')`,
};

const inner = (user: User, p: HoursParams): SQL => sql`
  select ${keyOf[p.by]} as key, 1 as timesheets, ${ts.hours_hundredths} as hours
  from ${ts}
  where ${tenantScope(user, { partner_id: ts.partner_id, eor_id: ts.eor_id, client_id: ts.client_id, contractor_id: ts.contractor_id })}
    and ${ts.date} between ${p.from} and ${p.to}
    and ${ts.status} in (${sql.join(
      COUNTED.map((s) => sql`${s}`),
      sql`, `,
    )})`;

const nameOf = async (db: Parameters<typeof rowsOf>[0], by: HoursParams['by'], key: string) => {
  if (by === 'week') return `Week of ${key}`;
  const q =
    by === 'client'
      ? sql`select ${clients.entity_name} as name from ${clients} where ${clients.id} = ${key}::uuid`
      : sql`select ${workerName(sql`${key}::uuid`)} as name`;
  const [row] = await rowsOf<{ name: string }>(db, q);
  return row?.name ?? '--';
};

/** Hours by worker, client or week (weeks start on Monday) for time dated in the period. */
export const hours: ReportSource<HoursParams> = {
  async count(db, user, p) {
    const [row] = await rowsOf<{ n: number }>(db, groupCount(inner(user, p)));
    return num(row?.n);
  },
  async batch(db, user, p, after, limit) {
    const groups = await rowsOf<{ key: string; timesheets: string; hours: string }>(
      db,
      groupedBatch(inner(user, p), ['timesheets', 'hours'], after, limit),
    );
    const rows = [];
    for (const g of groups)
      rows.push({
        name: await nameOf(db, p.by, g.key),
        timesheets: num(g.timesheets),
        hours: num(g.hours),
      });
    return { rows, last: groups.at(-1)?.key ?? null };
  },
};
