import { and, asc, between, count, eq, gt, or } from 'drizzle-orm';
import type { User } from '../../../domain/contracts/user';
import type { Db } from '../../db/client';
import { paychecks } from '../../db/schema';
import { tenantScope } from '../../kit/scope';
import { cursorParts, num, type ReportSource } from '../source';
import { workerName } from './worker-name';

export interface RangeParams {
  from: string;
  to: string;
}

const inRange = (user: User, p: RangeParams) =>
  and(
    tenantScope(user, { partner_id: paychecks.partner_id }),
    between(paychecks.pay_date, p.from, p.to),
  );

/**
 * Payroll register: every paycheck with a pay date in the period, by pay date: hours, gross, the
 * taxes withheld from it, the employer's taxes on it, deductions and net (net = gross − taxes −
 * deductions, held by the paychecks' own check constraint).
 */
export const payrollRegister: ReportSource<RangeParams> = {
  async count(db: Db, user, p) {
    const [row] = await db.select({ n: count() }).from(paychecks).where(inRange(user, p));
    return row?.n ?? 0;
  },
  async batch(db, user, p, after, limit) {
    const [day, id] = after ? cursorParts(after) : [null, null];
    const rows = await db
      .select({
        id: paychecks.id,
        pay_date: paychecks.pay_date,
        period_start: paychecks.period_start,
        period_end: paychecks.period_end,
        worker: workerName(paychecks.contractor_id),
        hours: paychecks.hours_hundredths,
        gross: paychecks.gross_cents,
        employee_taxes: paychecks.taxes_cents,
        employer_taxes: paychecks.employer_taxes_cents,
        deductions: paychecks.deductions_cents,
        net: paychecks.net_cents,
      })
      .from(paychecks)
      .where(
        and(
          inRange(user, p),
          day && id
            ? or(
                gt(paychecks.pay_date, day),
                and(eq(paychecks.pay_date, day), gt(paychecks.id, id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(paychecks.pay_date), asc(paychecks.id))
      .limit(limit);
    const lastRow = rows.at(-1);
    return {
      rows: rows.map((r) => ({
        pay_date: r.pay_date,
        period: `${r.period_start} – ${r.period_end}`,
        worker: r.worker,
        hours: num(r.hours),
        gross: num(r.gross),
        employee_taxes: num(r.employee_taxes),
        employer_taxes: num(r.employer_taxes),
        deductions: num(r.deductions),
        net: num(r.net),
      })),
      last: lastRow ? `${lastRow.pay_date}|${lastRow.id}` : null,
    };
  },
};
