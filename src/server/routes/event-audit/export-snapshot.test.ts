import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import { events } from '../../db/schema';
import { exportChunks } from './export';

let h: Harness;
let day: string;
let rows: number;
beforeAll(async () => {
  h = await createHarness();
  // A UTC day of the seed with enough events for several small batches, few enough to stay quick.
  const found = (await h.deps.db.execute(
    sql`select to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
        from events group by 1 having count(*) between 12 and 2000 order by n desc limit 1`,
  )) as unknown as { rows: { day: string; n: number }[] };
  const first = found.rows[0];
  if (!first) throw new Error('the seed has no day with a dozen events');
  ({ day, n: rows } = first);
});
afterAll(async () => h.close());

const now = new Date('2031-01-01T00:00:00Z');
const period = (format: 'csv' | 'json') => ({ from: day, to: day, format });
const collect = async (chunks: AsyncIterable<string>) => {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
};
const idsOfCsv = (csv: string) =>
  csv
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0]);

/** Three events of new streams on the exported day, committed by another connection. */
const appendThree = () =>
  h.deps.db.insert(events).values(
    [1, 2, 3].map((i) => ({
      stream_type: 'timesheet',
      stream_id: randomUUID(),
      version: 1,
      type: 'appended_during_export',
      occurred_at: new Date(`${day}T12:00:0${i}Z`),
    })),
  );

it('reads a period from one snapshot through a cursor: events appended during the export are not in it, none repeats or goes missing', async () => {
  const before = await collect(exportChunks(h.deps.db, period('csv'), now));
  expect(idsOfCsv(before)).toHaveLength(rows);
  const batch = Math.floor(rows / 4) - 1;

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
    const reading = exportChunks(h.deps.db, period('csv'), now, batch);
    let during = '';
    for (let i = 0; i < 2; i++) during += (await reading.next()).value ?? '';
    await appendThree();
    for await (const chunk of reading) during += chunk;
    expect(during).toBe(before);
    expect(new Set(idsOfCsv(during)).size).toBe(rows);
  } finally {
    spy.mockRestore();
  }

  const after = await collect(exportChunks(h.deps.db, period('csv'), now));
  expect(idsOfCsv(after)).toHaveLength(rows + 3);
  expect(after).toContain('appended_during_export');

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

it('writes the JSON document whole across batches: the same events in the same order as the CSV', async () => {
  const csv = await collect(exportChunks(h.deps.db, period('csv'), now));
  const doc = JSON.parse(await collect(exportChunks(h.deps.db, period('json'), now, 5))) as {
    exported_at: string;
    events: { id: number; occurred_at: string }[];
  };
  expect(doc.exported_at).toBe(now.toISOString());
  expect(doc.events.map((e) => String(e.id))).toEqual(idsOfCsv(csv));
  expect(doc.events.every((e) => e.occurred_at.startsWith(day))).toBe(true);
});
