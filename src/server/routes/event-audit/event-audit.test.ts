import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../../tests/server-harness';
import { events, serviceLogs } from '../../db/schema';
import { chainUnchained } from '../../events/chain';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin@demo.test');
});
afterAll(async () => h.close());

const get = (url: string, token = admin) =>
  h.app.inject({
    method: 'GET',
    url: `/v2/events${url}`,
    headers: { authorization: `Bearer ${token}` },
  });

/** Streams of the seeded timesheets with at least `versions` events, in a stable order. */
async function streamsWith(versions: number): Promise<string[]> {
  const rows = await h.database.db.execute(
    sql`select stream_id from events where stream_type = 'timesheet' group by stream_id having count(*) >= ${versions} order by stream_id limit 3`,
  );
  return (rows as unknown as { rows: { stream_id: string }[] }).rows.map((r) => r.stream_id);
}

it('chains every appended event: the whole log verifies, and chaining again changes nothing', async () => {
  const res = await get('/verify');
  expect(res.statusCode, res.body).toBe(200);
  const report = res.json();
  expect(report).toMatchObject({ ok: true, broken_streams: 0, broken: [] });
  expect(report.events).toBeGreaterThan(300);
  expect(await chainUnchained(h.database.db)).toBe(0);
});

it('names the stream and version of an event edited by hand, and of a deleted one', async () => {
  const [edited, deleted, untouched] = await streamsWith(3);
  await h.database.db.execute(
    sql`update events set payload = jsonb_set(payload, '{reason}', '"edited by hand"') where stream_id = ${edited} and version = 2`,
  );
  await h.database.db.execute(sql`delete from events where stream_id = ${deleted} and version = 2`);

  const all = (await get('/verify')).json();
  expect(all.ok).toBe(false);
  expect(all.broken_streams).toBe(2);
  const byStream = Object.fromEntries(
    all.broken.map((b: { stream_id: string }) => [b.stream_id, b]),
  );
  const [stored] = await h.database.db
    .select()
    .from(events)
    .where(and(eq(events.stream_id, edited!), eq(events.version, 2)));
  expect(byStream[edited!]).toMatchObject({
    stream_type: 'timesheet',
    version: 2,
    kind: 'hash',
    found: stored!.hash,
  });
  expect(byStream[edited!].expected).not.toBe(stored!.hash);
  expect(byStream[deleted!]).toMatchObject({
    version: 3,
    kind: 'gap',
    expected: 'version 2',
    found: 'version 3',
  });

  const one = (await get(`/verify?stream=${edited}&stream_type=timesheet`)).json();
  expect(one).toMatchObject({
    ok: false,
    streams: 1,
    broken: [{ stream_id: edited, version: 2, kind: 'hash' }],
  });
  expect((await get(`/verify?stream=${untouched}`)).json()).toMatchObject({ ok: true, streams: 1 });

  // A hand-made "fix" that recomputes nothing still breaks the next link: the prev_hash no longer matches.
  await h.database.db.execute(
    sql`update events set hash = repeat('0', 64) where stream_id = ${edited} and version = 2`,
  );
  const again = (await get(`/verify?stream=${edited}`)).json();
  expect(again.broken[0]).toMatchObject({ version: 2, kind: 'hash', found: '0'.repeat(64) });

  const logged = await h.database.db
    .select()
    .from(serviceLogs)
    .where(eq(serviceLogs.job, 'event_verify'));
  expect(
    logged.some((l) => l.level === 'error' && l.message.includes(`${edited} version 2 (hash)`)),
  ).toBe(true);
});

it('chains rows stored without hashes (an older database), oldest version first', async () => {
  const [, , stream] = await streamsWith(3);
  const before = await h.database.db
    .select({ v: events.version, hash: events.hash })
    .from(events)
    .where(eq(events.stream_id, stream!))
    .orderBy(events.version);
  await h.database.db.execute(
    sql`update events set hash = null, prev_hash = null where stream_id = ${stream}`,
  );
  expect((await get(`/verify?stream=${stream}`)).json().broken[0]).toMatchObject({
    version: 1,
    kind: 'unchained',
  });
  expect(await chainUnchained(h.database.db, 2)).toBe(before.length);
  const after = await h.database.db
    .select({ v: events.version, hash: events.hash })
    .from(events)
    .where(eq(events.stream_id, stream!))
    .orderBy(events.version);
  expect(after).toEqual(before);
  expect((await get(`/verify?stream=${stream}`)).json().ok).toBe(true);
});

it('exports a record’s events as JSON and CSV, and a period’s, with their hashes', async () => {
  const [, , stream] = await streamsWith(3);
  const json = await get(`/export?stream=${stream}`);
  expect(json.statusCode, json.body).toBe(200);
  expect(json.headers['content-disposition']).toBe(`attachment; filename="events-${stream}.json"`);
  const doc = json.json();
  expect(doc.format).toBe('staffwise.event.v1');
  expect(doc.events.map((e: { version: number }) => e.version)).toEqual(
    doc.events.map((_: unknown, i: number) => i + 1),
  );
  expect(doc.events[1].prev_hash).toBe(doc.events[0].hash);

  const csv = await get(`/export?stream=${stream}&format=csv`);
  expect(csv.headers['content-type']).toContain('text/csv');
  const lines = csv.body.trim().split('\n');
  expect(lines[0]).toBe(
    'id,stream_type,stream_id,version,type,payload,actor_user_id,actor_role,ip,user_agent,location,occurred_at,prev_hash,hash',
  );
  expect(lines).toHaveLength(doc.events.length + 1);
  expect(lines[1]).toContain(doc.events[0].hash);

  const day = doc.events[0].occurred_at.slice(0, 10);
  const period = (await get(`/export?from=${day}&to=${day}`)).json();
  expect(period.events.length).toBeGreaterThan(0);
  expect(period.events.every((e: { occurred_at: string }) => e.occurred_at.startsWith(day))).toBe(
    true,
  );
  expect(period.events.some((e: { hash: string }) => e.hash === doc.events[0].hash)).toBe(true);
});

it('is for admins only, and an export names a record or a period', async () => {
  const owner = await h.login('owner@acme.test');
  expect((await get('/verify', owner)).statusCode).toBe(403);
  expect((await get('/export?from=2026-06-01&to=2026-06-30', owner)).statusCode).toBe(403);
  const bare = await get('/export?from=2026-06-01');
  expect(bare.statusCode).toBe(422);
  expect(bare.json().detail[0].msg).toBe('Name a record (stream) or a period (from and to)');
  expect((await h.app.inject({ method: 'GET', url: '/v2/events/verify' })).statusCode).toBe(401);
});
