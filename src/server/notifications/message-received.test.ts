import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callerOf } from '../../../tests/as-user';
import { createHarness, type Harness } from '../../../tests/server-harness';
import { eventDeliveries, outbox, users } from '../db/schema';
import { NOTIFICATION_SUBSCRIBER_PREFIX } from './subscribers';

let h: Harness;
const call = callerOf(() => h);
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => h.close());

const OWNER = 'owner@acme.test';
const CONNIE = 'contractor@demo.test';

interface Listed {
  kind: string;
  title: string;
  body: string;
  link: string;
}
const listed = async (email: string) => {
  await h.app.dispatcher.drain();
  return (
    call(email, 'GET', '/notifications?per_page=100').then((r) => r.json()) as Promise<{
      data: Listed[];
    }>
  ).then((r) => r.data.filter((n) => n.kind === 'message_received'));
};

it('a new message tells its recipient, in the app and by mail, without what it says; the sender hears nothing', async () => {
  const [connie] = await h.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, CONNIE));
  const [owner] = await h.database.db
    .select({ first: users.first_name, last: users.last_name })
    .from(users)
    .where(eq(users.email, OWNER));
  const started = await call(OWNER, 'POST', '/conversations', {
    recipient_id: connie!.id,
    subject: 'Hours on Monday',
    body: 'Your badge number is 4417',
  });
  expect(started.statusCode, started.body).toBe(201);
  const { id } = started.json() as { id: string };
  const mine = await listed(CONNIE);
  expect(mine).toEqual([
    expect.objectContaining({
      title: 'New message: Hours on Monday',
      body: `${owner!.first} ${owner!.last} sent you a message in “Hours on Monday”.`,
      link: `/messages/${id}`,
    }),
  ]);
  expect(mine[0]!.body).not.toContain('4417');
  expect(await listed(OWNER)).toEqual([]);
  const mails = await h.database.db.select().from(outbox).where(eq(outbox.to, CONNIE));
  const about = mails.filter((m) => JSON.stringify(m).includes('Hours on Monday'));
  expect(about).toHaveLength(1);
  expect(JSON.stringify(about[0])).not.toContain('4417');
});

it('a replayed delivery of the message tells no one twice', async () => {
  const before = await listed(CONNIE);
  await h.database.db
    .update(eventDeliveries)
    .set({ delivered_at: null, attempts: 0, next_attempt_at: new Date(0), claimed_until: null })
    .where(eq(eventDeliveries.subscriber, `${NOTIFICATION_SUBSCRIBER_PREFIX}conversation`));
  expect(await listed(CONNIE)).toEqual(before);
});
