import { sql, type SQL } from 'drizzle-orm';
import type { User } from '../../../domain/contracts/user';
import { assignments, clients, paycheckItems, paychecks, transactions } from '../../db/schema';
import { tenantScope } from '../../kit/scope';
import { num, type ReportSource } from '../source';
import { groupCount, groupedBatch, NO_GROUP, rowsOf } from './grouped';
import { workerName } from './worker-name';

export interface MarginParams {
  from: string;
  to: string;
  by: 'client' | 'assignment' | 'worker';
}

const t = transactions;
const keyColumn = {
  client: t.client_id,
  assignment: t.assignment_id,
  worker: t.contractor_id,
} as const;

/**
 * The employer's taxes on a pay transaction: its paycheck's employer taxes in the share of the
 * paycheck's gross this transaction is, to the cent (half away from zero); nothing until it is paid.
 */
const employerTaxes = sql`coalesce((select round(${paychecks.employer_taxes_cents}::numeric * ${t.amount_cents} / nullif(${paychecks.gross_cents}, 0))
  from ${paycheckItems} join ${paychecks} on ${paychecks.id} = ${paycheckItems.paycheck_id}
  where ${paycheckItems.transaction_id} = ${t.id} and ${paycheckItems.kind} = 'earning' limit 1), 0)`;

const inner = (user: User, p: MarginParams): SQL => sql`
  select coalesce(${keyColumn[p.by]}, ${NO_GROUP}::uuid)::text as key,
    case when ${t.kind} = 'bill' then ${t.amount_cents} else 0 end as bill,
    case when ${t.kind} = 'pay' then ${t.amount_cents} else 0 end as pay,
    case when ${t.kind} = 'pay' then ${employerTaxes} else 0 end as employer_taxes
  from ${t}
  where ${tenantScope(user, { partner_id: t.partner_id, eor_id: t.eor_id, client_id: t.client_id })}
    and ${t.date} between ${p.from} and ${p.to}`;

const nameOf = (by: MarginParams['by'], key: string): SQL => {
  if (by === 'client')
    return sql`select ${clients.entity_name} as name from ${clients} where ${clients.id} = ${key}::uuid`;
  if (by === 'worker') return sql`select ${workerName(sql`${key}::uuid`)} as name`;
  return sql`select ${workerName(assignments.contractor_id)} || ' at ' || ${clients.entity_name} as name
    from ${assignments} join ${clients} on ${clients.id} = ${assignments.client_id} where ${assignments.id} = ${key}::uuid`;
};

const NO_NAME = { client: 'No client', assignment: 'No assignment', worker: 'No worker' } as const;

/**
 * Margin by client, assignment or worker for work dated in the period: bill minus pay minus the
 * employer's taxes on that pay (from the paychecks that paid it).
 */
export const margin: ReportSource<MarginParams> = {
  async count(db, user, p) {
    const [row] = await rowsOf<{ n: number }>(db, groupCount(inner(user, p)));
    return num(row?.n);
  },
  async batch(db, user, p, after, limit) {
    const groups = await rowsOf<{ key: string; bill: string; pay: string; employer_taxes: string }>(
      db,
      groupedBatch(inner(user, p), ['bill', 'pay', 'employer_taxes'], after, limit),
    );
    const rows = [];
    for (const g of groups) {
      const [named] =
        g.key === NO_GROUP ? [] : await rowsOf<{ name: string }>(db, nameOf(p.by, g.key));
      const bill = num(g.bill);
      const pay = num(g.pay);
      const employer = num(g.employer_taxes);
      rows.push({
        name: named?.name ?? NO_NAME[p.by],
        bill,
        pay,
        employer_taxes: employer,
        margin: bill - pay - employer,
      });
    }
    return { rows, last: groups.at(-1)?.key ?? null };
  },
};
