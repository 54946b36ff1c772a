import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import type { ConversationDetail, ConversationSummary, Message } from './contract';
import { events, users } from '../../server/db/schema';

/**
 * Both sides writing at once on PostgreSQL, where requests really run in parallel: every message
 * gets its own number and event version (no 500 from the unique index), and a send repeated with
 * its client key while the first is in flight is stored once.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const call = callerOf(() => h);

it('numbers simultaneous messages one after another, each once', async () => {
  const [connie] = await h.deps.db
    .select()
    .from(users)
    .where(eq(users.email, 'contractor@demo.test'));
  const started = await call('owner@acme.test', 'POST', '/conversations', {
    recipient_id: connie!.id,
    subject: 'Race',
    body: 'first',
  });
  const id = (started.json() as ConversationSummary).id;
  const repeated = randomUUID();
  const sends = [
    ...Array.from({ length: 6 }, (_, i) =>
      call(
        i % 2 ? 'owner@acme.test' : 'contractor@demo.test',
        'POST',
        `/conversations/${id}/messages`,
        {
          body: `message ${i}`,
          client_key: randomUUID(),
        },
      ),
    ),
    ...Array.from({ length: 3 }, () =>
      call('contractor@demo.test', 'POST', `/conversations/${id}/messages`, {
        body: 'sent three times',
        client_key: repeated,
      }),
    ),
  ];
  const answers = await Promise.all(sends);
  expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
  const onceIds = new Set(answers.slice(6).map((a) => (a.json() as Message).id));
  expect(onceIds.size).toBe(1);
  const detail = (
    await call('owner@acme.test', 'GET', `/conversations/${id}`)
  ).json() as ConversationDetail;
  expect(detail.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  const versions = await h.deps.db
    .select({ v: events.version })
    .from(events)
    .where(and(eq(events.stream_type, 'conversation'), eq(events.stream_id, id)));
  expect(versions.map((e) => e.v).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
});
