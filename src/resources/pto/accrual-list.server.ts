import { count, eq, sql } from 'drizzle-orm';
import type { PtoAccrual } from './contract';
import type { ptoAccrualsQuery } from './query';
import type { Db } from '../../server/db/client';
import { ptoAccruals, ptoRules, users } from '../../server/db/schema';
import type { ResourceServer } from '../../server/kit/resource-query';

const contractorName = sql<string>`concat_ws(' ', ${users.first_name}, ${users.last_name})`;

const rows = (db: Db) =>
  db
    .select({
      a: ptoAccruals,
      partner_id: ptoRules.partner_id,
      rule_name: ptoRules.name,
      contractor_name: contractorName,
    })
    .from(ptoAccruals)
    .innerJoin(ptoRules, eq(ptoRules.id, ptoAccruals.rule_id))
    .leftJoin(users, eq(users.contractor_id, ptoAccruals.contractor_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/** The accrual rows of /pto_accruals: a partner its workers', a contractor its own, admins all. */
export const ptoAccrualsServer: ResourceServer<Row, PtoAccrual, typeof ptoAccrualsQuery> = {
  query: {
    rows,
    // The rule carries the partner the scope reads.
    count: (db) =>
      db
        .select({ n: count() })
        .from(ptoAccruals)
        .innerJoin(ptoRules, eq(ptoRules.id, ptoAccruals.rule_id))
        .$dynamic(),
    id: ptoAccruals.id,
    filters: {
      contractor_id: ptoAccruals.contractor_id,
      rule_id: ptoAccruals.rule_id,
      period: ptoAccruals.period_start,
    },
    sorts: { period: [ptoAccruals.period_start], contractor: [contractorName] },
  },
  scope: { partner_id: ptoRules.partner_id, contractor_id: ptoAccruals.contractor_id },
  toDto: ({ a, partner_id, rule_name, contractor_name }) => ({
    id: a.id,
    partner_id,
    rule_id: a.rule_id,
    rule_name,
    contractor_id: a.contractor_id,
    contractor_name: contractor_name || '--',
    period_start: a.period_start,
    period_end: a.period_end,
    worked_hundredths: a.worked_hundredths,
    accrued_hundredths: a.accrued_hundredths,
    forfeited_hundredths: a.forfeited_hundredths,
  }),
};
