import { loadUser } from '../auth/load-user';
import type { Tx } from '../db/client';
import { notifications } from '../db/schema';
import type { Deps } from '../deps';
import type { DailyNotification, EventNotification, Notice } from './kind';
import { mailNotification } from './mail';
import { preferenceOf } from './preferences';

export interface Delivered {
  /** Users who got a new notification: their unread count changed. */
  users: Set<string>;
}

/**
 * Writes each notice for each candidate who may open its record (the kind's `canOpen`, and its `may`
 * when it asks for an action), except the person whose action caused it. `source` names the cause
 * (an event, or a daily run and its day): with the kind, record and recipient it is the row's unique
 * key (a notice's `once` stands for the cause when it has one), so running this again writes and
 * mails nothing new. Mail follows the recipient's preference
 * for the kind: at once, held for the daily digest, or none.
 */
export async function deliverNotices(
  tx: Tx,
  deps: Deps,
  entry: EventNotification | DailyNotification,
  notices: readonly Notice[],
  source: string,
  actorUserId: string | null = null,
): Promise<Delivered> {
  const delivered: Delivered = { users: new Set() };
  // A daily run names the same deciders on many records: each is loaded once.
  const loaded = new Map<string, Awaited<ReturnType<typeof loadUser>>>();
  for (const notice of notices) {
    for (const userId of new Set(notice.candidates)) {
      if (userId === actorUserId) continue;
      if (!loaded.has(userId)) loaded.set(userId, await loadUser(tx, userId));
      const user = loaded.get(userId);
      if (!user) continue;
      if (entry.may && !entry.may(user)) continue;
      if (!(await entry.canOpen(tx, user, notice.recordId))) continue;
      const pref = entry.mailedElsewhere
        ? { email: false, digest: false }
        : await preferenceOf(tx, userId, entry.kind);
      const [row] = await tx
        .insert(notifications)
        .values({
          user_id: userId,
          kind: entry.kind,
          ...notice.content,
          dedupe_key: `${notice.once ? `once:${notice.once}` : source}:${entry.kind}:${notice.recordId}:${userId}`,
          created_at: deps.now(),
          digest_pending: pref.email && pref.digest,
        })
        .onConflictDoNothing({ target: notifications.dedupe_key })
        .returning({ id: notifications.id });
      if (!row) continue;
      delivered.users.add(userId);
      if (pref.email && !pref.digest)
        await mailNotification(
          tx,
          deps,
          user,
          entry.kind,
          notice.content,
          `notification:${row.id}`,
        );
    }
  }
  return delivered;
}
