import { and, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { timesheetsQuery } from './query';
import type { User } from '../../domain/contracts/user';
import { commaValues } from '../../domain/resources/search-values';
import { planReusingDb, type Db } from '../../server/db/client';
import {
  timesheetRollups,
  timesheetTenantDeltas,
  timesheetTotalDeltas,
} from '../../server/db/schema';
import type { ListRequest } from '../../server/kit/list';
import { Binding, runPrepared, scopeKind } from '../../server/kit/prepared';
import { tenantScope } from '../../server/kit/scope';
import { timesheetRollupScope, timesheetTenantDeltaScope } from './scope.server';

/** The timesheet lists' aggregate row: the count and the hours (a numeric sum, as text). */
export interface TimesheetTotals {
  n: number;
  hours: string | null;
}

type Request = ListRequest<typeof timesheetsQuery>;
type Range = readonly [from: string | undefined, to: string | undefined];

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => isoOf(new Date(day(iso).getTime() + n * 86_400_000));
const monthStart = (iso: string) => `${iso.slice(0, 7)}-01`;
const nextMonth = (iso: string) => {
  const d = day(monthStart(iso));
  return isoOf(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)));
};

/**
 * A day range as whole months (answered by the rollups) and the partial months at its ends (counted
 * from the rows, at most a month each); null when the range holds no whole month.
 */
export function splitByMonth(
  from: string | undefined,
  to: string | undefined,
): { months: Range; edges: Range[] } | null {
  const first = from === undefined ? undefined : from.endsWith('-01') ? from : nextMonth(from);
  const afterLast =
    to === undefined ? undefined : addDays(to, 1).endsWith('-01') ? addDays(to, 1) : monthStart(to);
  if (first !== undefined && afterLast !== undefined && first >= afterLast) return null;
  const edges: Range[] = [];
  if (from !== undefined && first !== undefined && from < first)
    edges.push([from, addDays(first, -1)]);
  if (to !== undefined && afterLast !== undefined && afterLast <= to) edges.push([afterLast, to]);
  const lastMonth = afterLast === undefined ? undefined : monthStart(addDays(afterLast, -1));
  return { months: [first, lastMonth], edges };
}

/**
 * Which kept totals answer a caller's timesheet totals without reading the rows: an admin's across
 * tenants the deltas kept across tenants; a client's, or any narrowed to one client, the rollups
 * (only they keep the client); a partner's, an EOR's or a sales partner's the deltas kept per
 * tenant, a few rows per status and month where the rollups hold one per client.
 */
export function keptTotalsFor(user: User, oneClient: boolean) {
  if (user.user_type === 'admin' && !oneClient)
    return ['all', timesheetTotalDeltas, undefined] as const;
  if (user.user_type === 'client' || oneClient)
    return ['clients', timesheetRollups, timesheetRollupScope] as const;
  return ['tenants', timesheetTenantDeltas, timesheetTenantDeltaScope] as const;
}

/** The rollups' share: the same tenant scope and filters as the rows, over whole months. */
async function fromRollups(
  db: Db,
  { user, q }: Request,
  [first, last]: Range,
): Promise<TimesheetTotals> {
  const [source, r, scope] = keptTotalsFor(user, Boolean(q.client_id));
  const b = new Binding();
  const statuses = commaValues(q.status);
  const parts: (SQL | undefined)[] = [
    scope && tenantScope(user, scope, (id) => b.bind('tenant', id)),
    statuses.length
      ? inArray(
          r.status,
          statuses.map((s, i) => b.bind(`status.${i}`, s)),
        )
      : ne(r.status, 'deleted'),
    q.billing ? eq(r.billing, b.bind('billing', q.billing)) : undefined,
    q.paid ? eq(r.paid, b.bind('paid', q.paid === 'true')) : undefined,
    q.client_id ? eq(timesheetRollups.client_id, b.bind('client_id', q.client_id)) : undefined,
    first ? gte(r.month, b.bind('first', first)) : undefined,
    last ? lte(r.month, b.bind('last', last)) : undefined,
  ];
  // The deltas' few rows per tenant, status and month read the same way for every value: their
  // statements keep a plan where PostgreSQL finds it as good. The rollups' generic plan of a
  // client's months is not (53 ms against 2.7, docs/scale.md): they plan every run.
  const on = source === 'clients' ? db : planReusingDb(db);
  const [row] = await runPrepared(
    on,
    fromRollups,
    // An admin's list of every tenant sums the deltas kept across tenants, a partner's or an EOR's
    // those kept per tenant: a few rows per status and month, where the rollups hold one per client.
    `${source} ${scopeKind(user)} ${b.shape.join(',')}`,
    b,
    () =>
      on
        .select({
          n: sql<number>`coalesce(sum(${r.n}), 0)::int`,
          hours: sql<string | null>`sum(${r.hours_hundredths})`,
        })
        .from(r)
        .where(and(...parts))
        .$dynamic(),
  );
  return row ?? { n: 0, hours: null };
}

/**
 * The timesheet lists' totals without reading every matching row: whole months from the rollups,
 * the partial months at the ends of a date range from the rows. A contractor's own list, or one
 * narrowed to a contractor or an assignment, is small and counted directly (the rollups keep
 * neither).
 */
export async function timesheetTotals(
  db: Db,
  req: Request,
  countRows: (req: Request) => Promise<TimesheetTotals>,
): Promise<TimesheetTotals> {
  const { user, q } = req;
  if (user.user_type === 'contractor' || q.contractor_id || q.assignment_id) return countRows(req);
  const split = splitByMonth(q.date_from, q.date_to);
  if (!split) return countRows(req);
  const parts = await Promise.all([
    fromRollups(db, req, split.months),
    ...split.edges.map(([date_from, date_to]) =>
      countRows({ user, q: { ...q, date_from, date_to } }),
    ),
  ]);
  return parts.reduce(
    (sum, p) => ({ n: sum.n + p.n, hours: String(Number(sum.hours ?? 0) + Number(p.hours ?? 0)) }),
    { n: 0, hours: '0' },
  );
}
