import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { NotificationKind } from '../../resources/notifications/kinds';
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
 * Records one job reads (of one kind, about one employer) and users one job mails a digest to:
 * each job of the daily chain is short however many records wait, so a closing server waits for
 * little, and a job its process lost is simply run again.
 */
export const DAILY_BATCH = 100;

/**
 * One page of a kind's reminders about one employer, in one transaction, once per record,
 * recipient and day (the key holds the day, or the notice's `once`): how many users it wrote to,
 * and the record to go on after (null: this kind's records of the employer are done).
 */
async function remindPage(
  deps: Deps,
  day: string,
  tenant: DailyTenant,
  kind: DailyNotification,
  page: { after: string | null; limit: number },
) {
  const { users, after } = await deps.db.transaction(async (tx) => {
    const found = await kind.daily(tx, day, tenant, page);
    const delivered = await deliverNotices(tx, deps, kind, found.notices, `daily:${day}`);
    return { users: delivered.users, after: found.after };
  });
  usersChanged(deps.db, users);
  return { written: users.size, after };
}

/** Every page of the day's reminders about one employer (tests; the queue takes a page a job). */
export async function sendReminders(
  deps: Deps,
  day: string,
  tenant: DailyTenant,
  limit = DAILY_BATCH,
) {
  let written = 0;
  for (const kind of dailyKinds) {
    let after: string | null = null;
    do {
      const page = await remindPage(deps, day, tenant, kind, { after, limit });
      written += page.written;
      after = page.after;
    } while (after !== null);
  }
  return written;
}

/** Users a page of `sendDigests` mails, where no queue job's length is at stake. */
const DIGEST_ALL = 1_000;

/**
 * One mail per user holding what was written for their digest before the day began; what comes in
 * during the day waits for the next one. Each user's mail and the clearing of its rows are one
 * transaction, and the mail's key holds the day: a second run the same day sends nothing.
 */
export async function sendDigests(deps: Deps, day: string): Promise<number> {
  let mailed = 0;
  let after: string | null = null;
  do {
    const page = await sendDigestPage(deps, day, { after, limit: DIGEST_ALL });
    mailed += page.mailed;
    after = page.after;
  } while (after !== null);
  return mailed;
}

/**
 * `sendDigests` for `limit` users in id order after `after`: how many it mailed, and the user to
 * go on after (null: every digest of the day is sent).
 */
async function sendDigestPage(
  deps: Deps,
  day: string,
  { after, limit }: { after: string | null; limit: number },
) {
  const dayStart = new Date(`${day}T00:00:00Z`);
  const waiting = and(
    eq(notifications.digest_pending, true),
    lt(notifications.created_at, dayStart),
  );
  const owners = await deps.db
    .selectDistinct({ user_id: notifications.user_id })
    .from(notifications)
    .where(and(waiting, after ? gt(notifications.user_id, after) : undefined))
    .orderBy(asc(notifications.user_id))
    .limit(limit);
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
  return {
    mailed: owners.length,
    after: owners.length === limit ? owners.at(-1)!.user_id : null,
  };
}

/** Where the daily chain goes on: a page of one kind about one employer, or a page of digests. */
type DailyCursor =
  { tenant: string; kind: number; after: string | null } | { digestsAfter: string | null };

const tenantOfKey = (key: string): DailyTenant => {
  const [type, id] = key.split(':');
  return type === 'partner' || type === 'eor' ? { type, id: id! } : { type: 'unattached' };
};

/** The next page of the chain after `done`, whose records ran out: the next kind, employer, then digests. */
async function afterPages(
  deps: Deps,
  done: { tenant: string; kind: number },
): Promise<DailyCursor> {
  if (done.kind + 1 < dailyKinds.length)
    return { tenant: done.tenant, kind: done.kind + 1, after: null };
  const tenant = await nextTenant(deps.db, done.tenant);
  return tenant ? { tenant: tenantKey(tenant), kind: 0, after: null } : { digestsAfter: null };
}

/**
 * The daily notification work on the catch-up queue (src/server/kit/catch-up.ts), asked for when a
 * process starts listening and every six hours after: a job is one page of `batch` records of one
 * kind about one employer, employer after employer, then pages of `batch` users' digests. Each page
 * is idempotent by the day (the reminders' and the digest mail's keys), so a job run twice (its
 * process stopped before the queue heard it finished) writes and mails nothing twice, and the first
 * chain of a day does the work while later ones that day and other processes find it done.
 */
export function dailyNotificationTask(batch = DAILY_BATCH): CatchUpTask {
  return {
    job: 'notification_daily',
    async batch(deps, day, cursor) {
      const at: DailyCursor = cursor
        ? (JSON.parse(cursor) as DailyCursor)
        : { tenant: tenantKey((await nextTenant(deps.db, null))!), kind: 0, after: null };
      if ('digestsAfter' in at) {
        const page = await sendDigestPage(deps, day, { after: at.digestsAfter, limit: batch });
        const next = page.after === null ? null : JSON.stringify({ digestsAfter: page.after });
        return { handled: page.mailed, next };
      }
      const page = await remindPage(deps, day, tenantOfKey(at.tenant), dailyKinds[at.kind]!, {
        after: at.after,
        limit: batch,
      });
      const next: DailyCursor =
        page.after === null ? await afterPages(deps, at) : { ...at, after: page.after };
      return { handled: page.written, next: JSON.stringify(next) };
    },
    summary: (n) => `Wrote ${n} daily reminders and digest mails`,
  };
}

export const notificationDailyCatchUp = dailyNotificationTask();
