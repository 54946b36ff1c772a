import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb } from '../../../tests/db/test-db';
import type { Database } from '../db/client';
import { timesheetEvents } from '../../resources/timesheets/server';
import { appendEvents, readStream, type EventOrigin, type NewEvent } from './store';

let database: Database;
beforeAll(async () => {
  database = await createTestDb('migrated');
});
afterAll(async () => database.close());

const origin: EventOrigin = {
  actorUserId: null,
  actorRole: 'admin',
  ip: null,
  userAgent: null,
  location: null,
  occurredAt: new Date('2026-11-20T15:00:00Z'),
};
const state = { status: 'submitted', billing: 'billable', paid: false };
const rejection = (streamId: string, payload: Record<string, unknown>): NewEvent => ({
  streamId,
  version: 2,
  type: 'timesheet.reject',
  payload,
  origin,
});
const append = (list: NewEvent[]) =>
  database.db.transaction((tx) => appendEvents(tx, timesheetEvents, list, []));

it('stores a payload its event type allows, as the schema reads it', async () => {
  const id = randomUUID();
  await append([
    rejection(id, {
      from: state,
      to: { ...state, status: 'rejected' },
      actor_email: 'client@globex.test',
      reason: 'Wrong day',
    }),
  ]);
  expect(
    (await readStream(database.db, { streamType: 'timesheet', streamId: id })).map(
      (e) => e.payload,
    ),
  ).toEqual([
    {
      from: state,
      to: { ...state, status: 'rejected' },
      actor_email: 'client@globex.test',
      reason: 'Wrong day',
    },
  ]);
});

it.each([
  [
    'a rejection without its reason',
    { from: state, to: { ...state, status: 'rejected' }, actor_email: 'client@globex.test' },
  ],
  [
    'a field the event does not carry',
    {
      from: state,
      to: { ...state, status: 'rejected' },
      actor_email: 'client@globex.test',
      reason: 'x',
      ssn: '123-45-6789',
    },
  ],
  [
    'a state the chart does not have',
    {
      from: state,
      to: { ...state, status: 'archived' },
      actor_email: 'client@globex.test',
      reason: 'x',
    },
  ],
])('refuses %s, and stores nothing of the batch', async (_name, payload) => {
  const id = randomUUID();
  const good = rejection(id, {
    from: state,
    to: { ...state, status: 'rejected' },
    actor_email: 'client@globex.test',
    reason: 'fine',
  });
  await expect(append([good, { ...rejection(id, payload), version: 3 }])).rejects.toThrow(
    /malformed payload/,
  );
  expect(await readStream(database.db, { streamType: 'timesheet', streamId: id })).toEqual([]);
});

it('refuses an event type the workflow does not name', async () => {
  await expect(
    append([
      { streamId: randomUUID(), version: 1, type: 'timesheet.archive', payload: {}, origin },
    ]),
  ).rejects.toThrow(/No payload schema/);
});

it('indexes events by stream (in version order) and, for auditors, by actor then time, and by time', async () => {
  const rows = await database.db.execute(
    sql`select indexname, indexdef from pg_indexes where tablename = ${'events'}`,
  );
  const defs = (rows as unknown as { rows: { indexdef: string }[] }).rows.map((r) =>
    r.indexdef.replace(/^.* USING btree /, ''),
  );
  expect(defs).toEqual(
    expect.arrayContaining([
      '(actor_user_id, occurred_at)',
      '(occurred_at)',
      '(stream_type, stream_id, version)',
    ]),
  );
});
