import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { User } from '../../../domain/contracts/user';
import { ptoBalances, ptoRules } from '../../db/schema';
import { tenantScope } from '../../kit/scope';
import { requestedHundredths, usedHundredths } from '../../../resources/pto/server';
import { num, type ReportSource } from '../source';
import { workerName } from './worker-name';

const scoped = (user: User) =>
  tenantScope(user, {
    partner_id: ptoBalances.partner_id,
    contractor_id: ptoBalances.contractor_id,
  });

/**
 * PTO balances: every worker's balance under every rule, as the PTO page figures it (available =
 * accrued − forfeited − used by approved requests; requested hours are not taken yet).
 */
export const ptoBalancesReport: ReportSource<Record<string, never>> = {
  async count(db, user) {
    const [row] = await db.select({ n: count() }).from(ptoBalances).where(scoped(user));
    return row?.n ?? 0;
  },
  async batch(db, user, _p, after, limit) {
    const rows = await db
      .select({
        id: ptoBalances.id,
        worker: workerName(ptoBalances.contractor_id),
        rule: ptoRules.name,
        through: ptoBalances.through,
        accrued: ptoBalances.accrued_hundredths,
        forfeited: ptoBalances.forfeited_hundredths,
        used: usedHundredths,
        requested: requestedHundredths,
      })
      .from(ptoBalances)
      .innerJoin(ptoRules, eq(ptoRules.id, ptoBalances.rule_id))
      .where(and(scoped(user), after ? gt(ptoBalances.id, after) : undefined))
      .orderBy(asc(ptoBalances.id))
      .limit(limit);
    return {
      rows: rows.map(({ id: _id, ...r }) => ({
        ...r,
        used: num(r.used),
        requested: num(r.requested),
        available: r.accrued - r.forfeited - num(r.used),
      })),
      last: rows.at(-1)?.id ?? null,
    };
  },
};
