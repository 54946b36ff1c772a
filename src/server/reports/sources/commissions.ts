import { sql, type SQL } from 'drizzle-orm';
import type { User } from '../../../domain/contracts/user';
import { distributions, salesPartners } from '../../db/schema';
import { tenantScope } from '../../kit/scope';
import { num, type ReportSource } from '../source';
import { groupCount, groupedBatch, rowsOf } from './grouped';
import type { RangeParams } from './payroll-register';

const d = distributions;

/** Commission entries recorded in the period; a reversing entry carries negated amounts and subtracts. */
const inner = (user: User, p: RangeParams): SQL => sql`
  select ${d.sales_partner_id}::text as key, 1 as entries, ${d.margin_cents} as margin, ${d.amount_cents} as amount,
    case when ${d.status} = 'paid' then ${d.amount_cents} else 0 end as paid,
    case when ${d.status} = 'pending' then ${d.amount_cents} else 0 end as pending
  from ${d}
  where ${tenantScope(user, { partner_id: d.partner_id, sales_partner_id: d.sales_partner_id })}
    and (${d.created_at} at time zone 'UTC')::date between ${p.from} and ${p.to}`;

const SUMS = ['entries', 'margin', 'amount', 'paid', 'pending'] as const;

/** Commissions by sales partner: entries, the margin they were figured on, the commission, paid out and pending. */
export const commissions: ReportSource<RangeParams> = {
  async count(db, user, p) {
    const [row] = await rowsOf<{ n: number }>(db, groupCount(inner(user, p)));
    return num(row?.n);
  },
  async batch(db, user, p, after, limit) {
    const groups = await rowsOf<Record<(typeof SUMS)[number] | 'key', string>>(
      db,
      groupedBatch(inner(user, p), SUMS, after, limit),
    );
    const rows = [];
    for (const g of groups) {
      const [named] = await rowsOf<{ name: string }>(
        db,
        sql`select ${salesPartners.entity_name} as name from ${salesPartners} where ${salesPartners.id} = ${g.key}::uuid`,
      );
      rows.push({
        sales_partner: named?.name ?? '--',
        ...Object.fromEntries(SUMS.map((s) => [s, num(g[s])])),
      });
    }
    return { rows, last: groups.at(-1)?.key ?? null };
  },
};
