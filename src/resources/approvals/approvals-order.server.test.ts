import { fillPlaceholders } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { User } from '../../domain/contracts/user';
import { approvalsQuery } from './query';
import { listQuerySchema } from '../../domain/resources/list-query-schema';
import { loadUser } from '../../server/auth/load-user';
import { allRowsOf } from '../../server/kit/list';
import { userByEmail } from '../../server/routes/user/find-user';
import { approvalListServer } from './server';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const userOf = async (email: string): Promise<User> => {
  const found = await userByEmail(h.deps.db, email);
  const user = found && (await loadUser(h.deps.db, found.id));
  if (!user) throw new Error(`the seed has no ${email}`);
  return user;
};

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodesOf)];

/** Something that runs one SQL text with its values on one connection: a pg client, or PGlite. */
type Runner = { query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/**
 * The plan of the queue's first page for `user`, with sorting and sequential scans priced out of
 * reach: a plan that still has no Sort node reads its order from indexes, and would be the plan
 * at any size. (The seeded tables are small enough that a sort would win otherwise.)
 */
async function firstPagePlan(user: User, sort: string): Promise<PlanNode[]> {
  const q = listQuerySchema(approvalsQuery).parse({ sort });
  const { build, values } = allRowsOf(approvalsQuery, approvalListServer, { user, q });
  const page = build(h.deps.db).limit(25).toSQL();
  const params = fillPlaceholders(page.params, values);
  const client = (h.deps.db as unknown as { $client: Runner | pg.Pool }).$client;
  const run: Runner & { release?: () => void } =
    client instanceof pg.Pool ? await client.connect() : client;
  try {
    await run.query('set enable_sort = off');
    await run.query('set enable_seqscan = off');
    const { rows } = await run.query(`explain (format json) ${page.sql}`, params);
    const [doc] = rows as { 'QUERY PLAN': string | [{ Plan: PlanNode }] }[];
    const plan = doc?.['QUERY PLAN'];
    const parsed = typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: PlanNode }]) : plan;
    if (!parsed) throw new Error('EXPLAIN answered no plan');
    return nodesOf(parsed[0].Plan);
  } finally {
    await run.query('reset enable_sort');
    await run.query('reset enable_seqscan');
    run.release?.();
  }
}

const WAITING_INDEXES = [
  'timesheets_waiting_idx',
  'expenses_waiting_idx',
  'adjustments_waiting_idx',
  'time_off_requests_waiting_idx',
];

it("takes an admin's first page oldest or newest waiting first by merging each source's waiting index, sorting nothing", async () => {
  const admin = await userOf('admin@demo.test');
  for (const sort of ['waiting', '-waiting']) {
    const nodes = await firstPagePlan(admin, sort);
    expect(
      nodes.map((n) => n['Node Type']),
      sort,
    ).toContain('Merge Append');
    expect(
      nodes.map((n) => n['Node Type']),
      sort,
    ).not.toContain('Sort');
    expect(nodes.map((n) => n['Index Name']).filter(Boolean), sort).toEqual(
      expect.arrayContaining(WAITING_INDEXES),
    );
  }
});

it("takes a partner's first page from the timesheets waiting within its tenant, in order", async () => {
  const owner = await userOf('owner@acme.test');
  const nodes = await firstPagePlan(owner, 'waiting');
  expect(nodes.map((n) => n['Node Type'])).not.toContain('Sort');
  expect(nodes.map((n) => n['Index Name'])).toContain('timesheets_waiting_partner_idx');
});

it('reads the page the plan promises: waiting oldest first, names and subjects filled in', async () => {
  const token = await h.login('admin@demo.test');
  const res = await h.app.inject({
    method: 'GET',
    url: '/v2/approvals?per_page=100',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  const items = res.json().data as {
    waiting_since: string;
    contractor_name: string;
    subject: string | null;
    kind: string;
  }[];
  expect(items.length).toBeGreaterThan(1);
  const instants = items.map((i) => i.waiting_since);
  expect(instants).toEqual([...instants].sort());
  expect(instants.every((t) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(t))).toBe(true);
  expect(items.every((i) => i.contractor_name !== '--' && i.subject)).toBe(true);
});
