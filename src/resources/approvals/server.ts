import { count, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { canSeeApprovals } from '../../domain/policy/capabilities';
import type { Db } from '../../server/db/client';
import type { Deps } from '../../server/deps';
import { declareList } from '../../server/kit/list-count';
import { registerList } from '../../server/kit/register';
import type { ResourceServer } from '../../server/kit/resource-query';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { approvalsResource, type ApprovalItem } from './contract';
import { approvalHref, approvalKinds, type ApprovalKind, type approvalsQuery } from './query';
import { approvalSources } from './sources.server';

const QUEUE = 'approval_queue';

/**
 * Every source's rows as one subquery, which the list kit scopes, filters, sorts and pages; the
 * resource's `where` keeps the rows that wait (a condition the planner moves into each source).
 */
const queue = (db: Db) =>
  sql`(${sql.join(
    approvalSources.map((s) => s.rows(db)),
    sql` union all `,
  )}) as ${sql.identifier(QUEUE)}`;
const ref = <T>(name: string) => sql<T>`${sql.identifier(QUEUE)}.${sql.identifier(name)}`;

const cols = {
  kind: ref<string>('kind'),
  id: ref<string>('id'),
  status: ref<string>('status'),
  date: ref<string>('date'),
  contractor_id: ref<string>('contractor_id'),
  first_name: ref<string | null>('first_name'),
  last_name: ref<string | null>('last_name'),
  client_id: ref<string | null>('client_id'),
  client_name: ref<string | null>('client_name'),
  subject: ref<string>('subject'),
  amount_cents: ref<number | null>('amount_cents'),
  hours_hundredths: ref<number | null>('hours_hundredths'),
  // As text in UTC, so every source's instants read back alike on pg and PGlite.
  waiting_since: sql<string>`to_char(${ref('waiting_since')} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};
/** The instant itself (a timestamptz in every source), which each source's waiting index orders by. */
const waitingSince = ref<string>('waiting_since');
type Row = { [K in keyof typeof cols]: (typeof cols)[K]['_']['type'] };

const byKind = Object.fromEntries(
  approvalKinds.map((k) => [
    k,
    sql<number>`count(*) filter (where ${cols.kind} = ${sql.raw(`'${k}'`)})`.mapWith(Number),
  ]),
);
const tenant = (name: string) => (id: string) => sql`${ref(name)} = ${id}`;

export const approvalListServer: ResourceServer<
  Row,
  ApprovalItem,
  typeof approvalsQuery,
  { n: number } & Record<string, number>
> = {
  query: {
    rows: (db) => db.select(cols).from(queue(db)).$dynamic(),
    count: (db) =>
      db
        .select({ n: count(), ...byKind })
        .from(queue(db))
        .$dynamic(),
    totals: (row) => ({
      by_kind: Object.fromEntries(approvalKinds.map((k) => [k, Number(row[k] ?? 0)])),
    }),
    where: () => sql`${ref('waiting')}`,
    // Ids are UUIDs across every source: unique in the queue, the last key of every order.
    id: cols.id as never,
    filters: {
      kind: cols.kind,
      date: cols.date,
      contractor_id: cols.contractor_id,
      client_id: cols.client_id,
    },
    sorts: { waiting: [waitingSince], date: [cols.date] },
    // Planning the four sources' union takes as long as running a page of it (1 ms each for Acme's
    // owner at 100,000 timesheets), and its generic plan merges the same waiting indexes.
    reusePlans: true,
    gate: (user) => {
      const hidden = approvalSources.filter((s) => s.awaits && !s.awaits(user)).map((s) => s.kind);
      if (hidden.length === 0) return undefined;
      return {
        key: hidden.join('+'),
        condition: () =>
          sql`${cols.kind} not in (${sql.join(
            hidden.map((k) => sql.raw(`'${k}'`)),
            sql`, `,
          )})`,
      };
    },
  },
  scope: {
    partner_id: tenant('partner_id'),
    eor_id: tenant('eor_id'),
    client_id: tenant('client_id'),
    contractor_id: tenant('contractor_id'),
  },
  toDto: (r) => ({
    kind: r.kind as ApprovalKind,
    id: r.id,
    href: approvalHref[r.kind as ApprovalKind](r.id),
    status: r.status,
    date: r.date,
    contractor_id: r.contractor_id,
    contractor_name: [r.first_name, r.last_name].filter(Boolean).join(' ') || '--',
    client_id: r.client_id,
    client_name: r.client_name,
    subject: r.subject,
    amount_cents: r.amount_cents === null ? null : Number(r.amount_cents),
    hours_hundredths: r.hours_hundredths === null ? null : Number(r.hours_hundredths),
    waiting_since: r.waiting_since,
  }),
};

/**
 * The approvals queue (spec §6 canSeeApprovals, the same predicate as the /approvals route): every
 * record in the caller's scope that waits for a decision, of every kind in `approvalSources`.
 * Deciding on each is still judged per action by its workflow's §6 rules.
 */
export const approvalsList = declareList(approvalsResource, approvalListServer, {
  path: '/approvals',
  summary: 'Timesheets, expenses and every other record waiting for a decision, in your scope',
  access: { allowed: canSeeApprovals, message: 'Your role has no approval queue' },
});

const approvalRoutes: FastifyPluginAsync<Deps> = async (app, deps) =>
  registerList(app, deps, approvalsList.def, approvalsList.server, approvalsList.options);

export const approvalsPart: ResourceServerPart = { routes: approvalRoutes };
