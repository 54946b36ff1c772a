import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { listQuerySchema } from '../../domain/resources/list-query-schema';
import { timesheetsResource } from '../../resources/timesheets/contract';
import { loadUser } from '../auth/load-user';
import { timesheets } from '../db/schema';
import { timesheetListServer } from '../../resources/timesheets/server';
import { userByEmail } from '../routes/user/find-user';
import { csvChunks } from './csv-export';
import { allRowsOf } from './list';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

/** An approved timesheet, whose client's timesheets the exports below read (the admin's all would be slow). */
const sample = async () => {
  const [row] = await h.deps.db
    .select()
    .from(timesheets)
    .where(eq(timesheets.status, 'approved'))
    .limit(1);
  if (!row) throw new Error('the seed has no approved timesheet');
  return row;
};
const adminRequest = async () => {
  const found = await userByEmail(h.deps.db, 'admin@demo.test');
  const user = found && (await loadUser(h.deps.db, found.id));
  if (!user) throw new Error('the seed has no admin');
  const { client_id } = await sample();
  return { user, q: listQuerySchema(timesheetsResource.query).parse({ client_id }) };
};
const exportOf = (req: Awaited<ReturnType<typeof adminRequest>>, batch?: number) =>
  csvChunks(h.deps.db, timesheetsResource, timesheetListServer, req, batch);
const collect = async (chunks: AsyncIterable<string>) => {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
};
const idsOf = (csv: string) =>
  csv
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0]);

it('reads a whole export from one snapshot: rows written during it are not seen, none repeats or goes missing', async () => {
  const req = await adminRequest();
  const before = await collect(exportOf(req));
  const rows = idsOf(before).length;
  // Four batches and a short one: enough to write between two of them, few enough to stay quick.
  const batch = Math.floor(rows / 4) - 1;
  expect(batch, 'enough rows for several batches').toBeGreaterThan(2);

  const statements: string[] = [];
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: Parameters<typeof query>
  ) {
    const text = args[0] as unknown;
    statements.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
    return (query as (...a: unknown[]) => unknown).apply(this, args) as ReturnType<typeof query>;
  } as typeof query);
  try {
    const reading = exportOf(req, batch);
    let during = '';
    for (let i = 0; i < 2; i++) during += (await reading.next()).value ?? '';

    // Meanwhile: every task of the client rewritten and three timesheets added, committed by other connections.
    const copy = await sample();
    await h.deps.db
      .update(timesheets)
      .set({ task: 'rewritten during the export' })
      .where(eq(timesheets.client_id, copy.client_id));
    await h.deps.db
      .insert(timesheets)
      .values([1, 2, 3].map((d) => ({ ...copy, id: randomUUID(), date: `2031-05-0${d}` })));

    for await (const chunk of reading) during += chunk;
    expect(during).toBe(before);
    expect(new Set(idsOf(during)).size).toBe(rows);
  } finally {
    spy.mockRestore();
  }

  // The writes did happen: an export started after them sees them.
  const after = await collect(exportOf(req));
  expect(idsOf(after)).toHaveLength(rows + 3);
  expect(after).toContain('rewritten during the export');

  if (h.database.driver === 'postgres') {
    expect(statements).toContain('begin isolation level repeatable read read only');
    expect(
      statements.some((s) =>
        /^declare kit_cursor_\d+ no scroll cursor without hold for select /.test(s),
      ),
    ).toBe(true);
    expect(
      statements.filter((s) => s.startsWith(`fetch forward ${batch} from kit_cursor_`)),
    ).toHaveLength(Math.floor(rows / batch) + 1);
    expect(statements.join('\n')).not.toMatch(/\boffset\b/i);
  }
});

it('builds the export as one ordered statement, never paged by offset or limit', async () => {
  const req = await adminRequest();
  for (const sort of ['date', '-hours', 'status', '-created'] as const) {
    const { build } = allRowsOf(timesheetsResource.query, timesheetListServer, {
      ...req,
      q: { ...req.q, sort },
    });
    const { sql: text } = build(h.deps.db).toSQL();
    expect(text).toMatch(/ order by /);
    expect(text).not.toMatch(/\boffset\b/i);
    // A page's limit is a bound value; the row's own subqueries may stop at their first match (`limit 1`).
    expect(text).not.toMatch(/\blimit \$\d+/i);
  }
});

/** How many of the database's sessions sit in a transaction after fetching from a kit cursor. */
const cursorsHeld = async () =>
  (
    (await h.deps.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
           where datname = current_database() and state = 'idle in transaction'
             and query like ${'fetch forward % from kit_cursor_%'}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]?.n;

it('a download stopped early ends its cursor: its transaction ends, or the embedded cursor is closed', async () => {
  const req = await adminRequest();
  const reading = exportOf(req, 5);
  await reading.next();
  await reading.next();
  // Counted by what the sessions do, not by the pool's busy clients: the app's own background work
  // (the dispatcher, the queues) may hold another client for a moment on a slow machine.
  const postgres = h.database.driver === 'postgres';
  if (postgres) expect(await cursorsHeld(), 'the export holds its connection').toBe(1);
  await reading.return(undefined);
  if (postgres) expect(await cursorsHeld()).toBe(0);
  const open = (await h.deps.db.execute(
    sql`select count(*)::int as n from pg_cursors where name like ${'kit_cursor_%'}`,
  )) as unknown as {
    rows: { n: number }[];
  };
  expect(open.rows[0]?.n).toBe(0);
});
