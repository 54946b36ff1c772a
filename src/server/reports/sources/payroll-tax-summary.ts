import { sql, type SQL } from 'drizzle-orm';
import type { User } from '../../../domain/contracts/user';
import { paycheckItems, paychecks } from '../../db/schema';
import { tenantScope } from '../../kit/scope';
import { num, type ReportSource } from '../source';
import { rowsOf } from './grouped';

export interface QuarterParams {
  year: number;
  quarter: '1' | '2' | '3' | '4';
}

const pi = paycheckItems;
const pc = paychecks;

/** The first and last day of a calendar quarter. */
export function quarterDays(p: QuarterParams): { from: string; to: string } {
  const q = Number(p.quarter);
  const first = `${p.year}-${String(3 * q - 2).padStart(2, '0')}-01`;
  const end = new Date(Date.UTC(p.year, 3 * q, 0)).toISOString().slice(0, 10);
  return { from: first, to: end };
}

/** Tax lines of paychecks paid in the quarter: `tax` withheld from the worker, `employer_tax` the employer's own. */
const lines = (user: User, p: QuarterParams): SQL => {
  const { from, to } = quarterDays(p);
  return sql`select ${pi.kind} || '|' || ${pi.code} as key, ${pi.kind} as kind, ${pi.code} as code,
      ${pi.description} as description, ${pi.paycheck_id} as paycheck_id,
      ${pi.taxable_wages_cents} as wages, ${pi.amount_cents} as amount
    from ${pi} join ${pc} on ${pc.id} = ${pi.paycheck_id}
    where ${tenantScope(user, { partner_id: pc.partner_id })}
      and ${pc.pay_date} between ${from}::date and ${to}::date
      and ${pi.kind} in ('tax', 'employer_tax')`;
};

/**
 * Payroll tax summary (941-style): per tax and payer, the paychecks it was on, the wages it was
 * figured on and the amount, for paychecks with a pay date in the quarter. Its total is the
 * quarter's employee plus employer taxes of the payroll register.
 */
export const payrollTaxSummary: ReportSource<QuarterParams> = {
  async count(db, user, p) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(distinct l.key)::int as n from (${lines(user, p)}) l`,
    );
    return num(row?.n);
  },
  async batch(db, user, p, after, limit) {
    const rows = await rowsOf<{
      key: string;
      kind: string;
      code: string;
      description: string;
      paychecks: number;
      wages: string | null;
      amount: string;
    }>(
      db,
      sql`select l.key, min(l.kind) as kind, min(l.code) as code, min(l.description) as description,
          count(distinct l.paycheck_id)::int as paychecks, sum(l.wages)::bigint as wages, sum(l.amount)::bigint as amount
        from (${lines(user, p)}) l
        ${after === null ? sql`` : sql`where l.key > ${after}`}
        group by l.key order by l.key limit ${limit}`,
    );
    return {
      rows: rows.map((r) => ({
        tax: r.description,
        code: r.code,
        paid_by: r.kind === 'employer_tax' ? 'Employer' : 'Employee',
        paychecks: num(r.paychecks),
        wages: r.wages === null ? null : num(r.wages),
        amount: num(r.amount),
      })),
      last: rows.at(-1)?.key ?? null,
    };
  },
};
