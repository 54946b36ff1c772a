import { and, asc, eq, lt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { NotificationKind } from '../../domain/notifications/kinds';
import { loadUser } from '../auth/load-user';
import { notifications } from '../db/schema';
import type { Deps } from '../deps';
import { deliverNotices } from './deliver';
import { isDaily, type DailyNotification } from './kind';
import { usersChanged } from './live';
import { mailDigest } from './mail';
import { notificationRegistry } from './registry';

const dailyKinds = Object.values(notificationRegistry).filter((k): k is DailyNotification =>
  isDaily(k),
);

/** The day's reminders, once per record, recipient and day (the key holds the day). */
export async function sendReminders(deps: Deps, day: string) {
  const changed = new Set<string>();
  for (const kind of dailyKinds) {
    await deps.db.transaction(async (tx) => {
      const { users } = await deliverNotices(
        tx,
        deps,
        kind,
        await kind.daily(tx, day),
        `daily:${day}`,
      );
      for (const u of users) changed.add(u);
    });
  }
  usersChanged(deps.db, changed);
}

/**
 * One mail per user holding what was written for their digest before the day began; what comes in
 * during the day waits for the next one. Each user's mail and the clearing of its rows are one
 * transaction, and the mail's key holds the day: a second run the same day sends nothing.
 */
export async function sendDigests(deps: Deps, day: string) {
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
}

const EVERY_MS = 3_600_000;
/** The first run waits a minute after start, so starting (and a test's short-lived app) stays quick. */
const FIRST_AFTER_MS = 60_000;

/**
 * The daily notification work, a minute after the app is ready and every hour after: each run is
 * idempotent by the day (the reminders' and the digest mail's keys), so the first run after midnight
 * does the day's work, later ones find it done, and several API processes may all run it.
 */
export const notificationsDailyPlugin = fp<Deps>(async (app, deps) => {
  if (deps.notificationTimer === false) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    const day = deps.now().toISOString().slice(0, 10);
    running = sendReminders(deps, day)
      .then(() => sendDigests(deps, day))
      .catch((err: unknown) => app.log.error({ err }, 'daily notifications failed'));
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(function tick() {
      run();
      timer = setTimeout(tick, EVERY_MS).unref();
    }, FIRST_AFTER_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await running;
  });
});
