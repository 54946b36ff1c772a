import { sql, type SQL } from 'drizzle-orm';
import type { User } from '../../../domain/contracts/user';
import { expenses } from '../../db/schema';
import { tenantScope } from '../../kit/scope';
import { num, type ReportSource } from '../source';
import { groupCount, groupedBatch, rowsOf } from './grouped';
import type { RangeParams } from './payroll-register';

const e = expenses;
/** Expenses put forward: drafts are not claimed yet and deleted ones never were. */
export const CLAIMED = ['submitted', 'approved', 'rejected'] as const;

const inner = (user: User, p: RangeParams): SQL => sql`
  select ${e.type} as key, 1 as expenses,
    case when ${e.status} = 'submitted' then ${e.amount_cents} else 0 end as submitted,
    case when ${e.status} = 'approved' then ${e.amount_cents} else 0 end as approved,
    case when ${e.status} = 'rejected' then ${e.amount_cents} else 0 end as rejected,
    ${e.amount_cents} as amount
  from ${e}
  where ${tenantScope(user, { partner_id: e.partner_id, eor_id: e.eor_id, client_id: e.client_id, contractor_id: e.contractor_id })}
    and ${e.date} between ${p.from} and ${p.to}
    and ${e.status} in (${sql.join(
      CLAIMED.map((s) => sql`${s}`),
      sql`, `,
    )})`;

const SUMS = ['expenses', 'submitted', 'approved', 'rejected', 'amount'] as const;

/** Expenses by type: how many were claimed in the period and their amounts by decision. */
export const expensesByType: ReportSource<RangeParams> = {
  async count(db, user, p) {
    const [row] = await rowsOf<{ n: number }>(db, groupCount(inner(user, p)));
    return num(row?.n);
  },
  async batch(db, user, p, after, limit) {
    const groups = await rowsOf<Record<(typeof SUMS)[number] | 'key', string>>(
      db,
      groupedBatch(inner(user, p), SUMS, after, limit),
    );
    return {
      rows: groups.map((g) => ({
        type: g.key,
        ...Object.fromEntries(SUMS.map((s) => [s, num(g[s])])),
      })),
      last: groups.at(-1)?.key ?? null,
    };
  },
};
