import { loadUser } from '../auth/load-user';
import type { Tx } from '../db/client';
import { notifications } from '../db/schema';
import type { Deps } from '../deps';
import type { User } from '../../domain/contracts/user';
import type { DailyNotification, EventNotification, Notice } from './kind';
import { mailNotification, mailSignature, type MailSignature } from './mail';
import { kindPreferences, type KindPreference } from './preferences';

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
  // A daily run names the same deciders on many records: each is loaded, asked for their
  // preference and signed for once, and a record is looked up once per scope they share.
  const candidates = [
    ...new Set(notices.flatMap((n) => n.candidates).filter((id) => id !== actorUserId)),
  ];
  const loaded = new Map<string, User>();
  for (const userId of candidates) {
    const user = await loadUser(tx, userId);
    if (user && (!entry.may || entry.may(user))) loaded.set(userId, user);
  }
  const preferences = entry.mailedElsewhere
    ? new Map<string, KindPreference>()
    : await kindPreferences(tx, [...loaded.keys()], entry.kind);
  const opens = new Map<string, Promise<boolean>>();
  const canOpen = (user: User, recordId: string) => {
    if (!entry.canOpen.sharedBy) return entry.canOpen(tx, user, recordId);
    const key = `${recordId}:${entry.canOpen.sharedBy(user)}`;
    let answer = opens.get(key);
    if (!answer) {
      answer = entry.canOpen(tx, user, recordId);
      opens.set(key, answer);
    }
    return answer;
  };
  const signatures = new Map<string, MailSignature>();
  for (const notice of notices) {
    const recipients: User[] = [];
    for (const userId of new Set(notice.candidates)) {
      const user = loaded.get(userId);
      if (user && (await canOpen(user, notice.recordId))) recipients.push(user);
    }
    if (!recipients.length) continue;
    const preferenceOf = (userId: string) => preferences.get(userId) ?? NO_MAIL;
    const written = await tx
      .insert(notifications)
      .values(
        recipients.map((user) => ({
          user_id: user.id,
          kind: entry.kind,
          ...notice.content,
          dedupe_key: `${notice.once ? `once:${notice.once}` : source}:${entry.kind}:${notice.recordId}:${user.id}`,
          created_at: deps.now(),
          digest_pending: heldForDigest(preferenceOf(user.id)),
        })),
      )
      .onConflictDoNothing({ target: notifications.dedupe_key })
      .returning({ id: notifications.id, user_id: notifications.user_id });
    const rowOf = new Map(written.map((r) => [r.user_id, r.id]));
    for (const user of recipients) {
      const rowId = rowOf.get(user.id);
      if (rowId === undefined) continue;
      delivered.users.add(user.id);
      const pref = preferenceOf(user.id);
      if (!pref.email || heldForDigest(pref)) continue;
      let signature = signatures.get(user.id);
      if (!signature) {
        signature = await mailSignature(tx, deps, user, entry.kind);
        signatures.set(user.id, signature);
      }
      await mailNotification(
        tx,
        deps,
        user,
        entry.kind,
        notice.content,
        `notification:${rowId}`,
        signature,
      );
    }
  }
  return delivered;
}

const heldForDigest = (pref: KindPreference) => pref.email && pref.digest;

/** A kind whose mail another subscriber sends is written in-app only. */
const NO_MAIL: KindPreference = { email: false, digest: false };
