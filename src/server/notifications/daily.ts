import { and, asc, eq, lt } from 'drizzle-orm';
import type { NotificationKind } from '../../domain/notifications/kinds';
import { loadUser } from '../auth/load-user';
import { notifications } from '../db/schema';
import type { Deps } from '../deps';
import type { CatchUpTask } from '../kit/catch-up';
import { deliverNotices } from './deliver';
import { isDaily, type DailyNotification } from './kind';
import { usersChanged } from './live';
import { mailDigest } from './mail';
import { notificationRegistry } from './registry';
import { nextTenant, tenantKey, type DailyTenant } from './tenant';

const dailyKinds = Object.values(notificationRegistry).filter((k): k is DailyNotification =>
  isDaily(k),
);

/**
 * The day's reminders about one employer's records, once per record, recipient and day (the key
 * holds the day, or the notice's `once`): how many notifications it wrote.
 */
export async function sendReminders(deps: Deps, day: string, tenant: DailyTenant) {
  const changed = new Set<string>();
  let written = 0;
  for (const kind of dailyKinds) {
    await deps.db.transaction(async (tx) => {
      const { users } = await deliverNotices(
        tx,
        deps,
        kind,
        await kind.daily(tx, day, tenant),
        `daily:${day}`,
      );
      for (const u of users) changed.add(u);
      written += users.size;
    });
  }
  usersChanged(deps.db, changed);
  return written;
}

/**
 * One mail per user holding what was written for their digest before the day began; what comes in
 * during the day waits for the next one. Each user's mail and the clearing of its rows are one
 * transaction, and the mail's key holds the day: a second run the same day sends nothing.
 */
export async function sendDigests(deps: Deps, day: string): Promise<number> {
  const dayStart = new Date(`${day}T00:00:00Z`);
  const waiting = and(
    eq(notifications.digest_pending, true),
    lt(notifications.created_at, dayStart),
  );
  const owners = await deps.db
    .selectDistinct({ user_id: notifications.user_id })
    .from(notifications)
    .where(waiting);
  for (const { user_id } of owners) {
    await deps.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(notifications)
        .where(and(waiting, eq(notifications.user_id, user_id)))
        .orderBy(asc(notifications.created_at));
      const user = await loadUser(tx, user_id);
      if (user && rows.length)
        await mailDigest(
          tx,
          deps,
          user,
          day,
          rows.map((r) => ({
            kind: r.kind as NotificationKind,
            content: { title: r.title, body: r.body, link: r.link },
          })),
        );
      await tx
        .update(notifications)
        .set({ digest_pending: false })
        .where(and(waiting, eq(notifications.user_id, user_id)));
    });
  }
  return owners.length;
}

/**
 * The daily notification work on the catch-up queue (src/server/kit/catch-up.ts), asked for when a
 * process starts listening and every six hours after: one employer's reminders per job, then the
 * digests. Each is idempotent by the day (the reminders' and the digest mail's keys), so the first
 * run of a day does its work, later runs that day and other processes find it done.
 */
export const notificationDailyCatchUp: CatchUpTask = {
  job: 'notification_daily',
  async batch(deps, day, cursor) {
    const tenant = await nextTenant(deps.db, cursor);
    if (tenant) return { handled: await sendReminders(deps, day, tenant), next: tenantKey(tenant) };
    return { handled: await sendDigests(deps, day), next: null };
  },
  summary: (n) => `Wrote ${n} daily reminders and digest mails`,
};
