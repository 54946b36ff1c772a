import { sql, type SQL } from 'drizzle-orm';
import type { User } from '../../../domain/contracts/user';
import { assignments, clients, contractors } from '../../db/schema';
import { tenantScope } from '../../kit/scope';
import { num, type ReportSource } from '../source';
import { rowsOf } from './grouped';

export interface DayParams {
  as_of: string;
}

const a = assignments;
const c = contractors;
/** A worker has finished onboarding when every step required of them is completed. */
export const onboarded = sql`${c.completed_steps} @> ${c.required_steps}`;

const running = (user: User, p: DayParams): SQL => sql`
  from ${a} join ${c} on ${c.id} = ${a.contractor_id}
  where ${tenantScope(user, { partner_id: a.partner_id, eor_id: a.eor_id, client_id: a.client_id, contractor_id: a.contractor_id })}
    and ${a.start_date} <= ${p.as_of}::date and (${a.end_date} is null or ${a.end_date} >= ${p.as_of}::date)`;

/** Headcount and onboarding: per client, the assignments running on the day, their workers, and who is still onboarding. */
export const headcountOnboarding: ReportSource<DayParams> = {
  async count(db, user, p) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(distinct ${a.client_id})::int as n ${running(user, p)}`,
    );
    return num(row?.n);
  },
  async batch(db, user, p, after, limit) {
    const groups = await rowsOf<{
      key: string;
      workers: number;
      assignments: number;
      onboarded: number;
    }>(
      db,
      sql`select ${a.client_id}::text as key, count(distinct ${a.contractor_id})::int as workers, count(*)::int as assignments,
          count(*) filter (where ${onboarded})::int as onboarded
        ${running(user, p)} ${after === null ? sql`` : sql`and ${a.client_id} > ${after}::uuid`}
        group by ${a.client_id} order by ${a.client_id} limit ${limit}`,
    );
    const rows = [];
    for (const g of groups) {
      const [named] = await rowsOf<{ name: string }>(
        db,
        sql`select ${clients.entity_name} as name from ${clients} where ${clients.id} = ${g.key}::uuid`,
      );
      const total = num(g.assignments);
      rows.push({
        client: named?.name ?? '--',
        workers: num(g.workers),
        assignments: total,
        onboarded: num(g.onboarded),
        onboarding: total - num(g.onboarded),
      });
    }
    return { rows, last: groups.at(-1)?.key ?? null };
  },
};
