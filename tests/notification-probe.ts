import { and, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Notification } from '../src/resources/notifications/contract';
import type { NotificationKind } from '../src/resources/notifications/kinds';
import { eventDeliveries, events, notifications, outbox } from '../src/server/db/schema';
import { NOTIFICATION_SUBSCRIBER_PREFIX } from '../src/server/notifications/subscribers';
import { demoAccounts } from '../src/server/seed/demo-tenants';
import { callerOf } from './as-user';
import type { Harness } from './server-harness';

/** Demo staff seeded outside the main account list: they are asked too, being other roles and tenants. */
const MORE_DEMO_USERS = [
  'manager@acme.test',
  'payroll@acme.test',
  'sourcer@acme.test',
  'verifier@acme.test',
  'developer@acme.test',
  'owner@harborpoint.test',
  'owner@crestline.test',
];

/**
 * What a test of one notification kind asks after a hand-off: who was told (among every demo user,
 * so another tenant's people are looked at too), whether the link opens the record for them, what
 * was mailed, and whether replaying the event's delivery writes or mails anything more.
 */
export function notificationProbe(harness: () => Harness) {
  const call = callerOf(harness);
  const h = harness;

  /** The user's notifications of a kind about one record (its app link), after the subscribers ran. */
  const about = async (email: string, kind: NotificationKind, link: string) => {
    await h().app.dispatcher.drain();
    const res = await call(email, 'GET', `/notifications?per_page=100&kind=${kind}`);
    expect(res.statusCode, `${email}: ${res.body}`).toBe(200);
    return (res.json() as { data: Notification[] }).data.filter((n) => n.link === link);
  };

  /** The demo users (active ones: a deactivated user cannot sign in) a kind's notice reached. */
  const reached = async (kind: NotificationKind, link: string, extra: readonly string[] = []) => {
    const emails = [...demoAccounts.map((a) => a.email), ...MORE_DEMO_USERS, ...extra].filter(
      (e) => e !== 'former@acme.test',
    );
    const got: string[] = [];
    for (const email of emails) if ((await about(email, kind, link)).length) got.push(email);
    return got;
  };

  /** The link's record through the API as this user: what its page loads. */
  const opens = async (email: string, link: string) => (await call(email, 'GET', link)).statusCode;

  const mailsTo = (email: string, subject: string) =>
    h()
      .deps.db.select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.subject, subject)));

  /**
   * Runs the notification subscribers again for the stream's event of this type, as a redelivery
   * after a crash would, and answers how many notifications and mails that added.
   */
  const replay = async (streamId: string, type: string) => {
    const db = h().deps.db;
    const [event] = await db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.stream_id, streamId), eq(events.type, type)));
    expect(event, `${type} on ${streamId}`).toBeDefined();
    const ours = and(
      eq(eventDeliveries.event_id, event!.id),
      like(eventDeliveries.subscriber, `${NOTIFICATION_SUBSCRIBER_PREFIX}%`),
    );
    const before = {
      notifications: await db.$count(notifications),
      mails: await db.$count(outbox),
    };
    const reset = await db
      .update(eventDeliveries)
      .set({ delivered_at: null, claimed_until: null })
      .where(ours)
      .returning({ id: eventDeliveries.event_id });
    expect(reset.length, 'a notification subscriber delivery to replay').toBeGreaterThan(0);
    await h().app.dispatcher.drain();
    const again = await db
      .select({ at: eventDeliveries.delivered_at })
      .from(eventDeliveries)
      .where(ours);
    expect(again.every((d) => d.at !== null)).toBe(true);
    return {
      notifications: (await db.$count(notifications)) - before.notifications,
      mails: (await db.$count(outbox)) - before.mails,
    };
  };

  return { call, about, reached, opens, mailsTo, replay };
}
