import { and, eq, inArray } from 'drizzle-orm';
import type { NotificationKind } from '../../resources/notifications/kinds';
import type { Db, Tx } from '../db/client';
import { notificationPreferences } from '../db/schema';

export interface KindPreference {
  email: boolean;
  digest: boolean;
}

/** Without a row a kind is mailed as it happens. */
export const DEFAULT_PREFERENCE: KindPreference = { email: true, digest: false };

export async function preferenceOf(
  db: Db | Tx,
  userId: string,
  kind: NotificationKind,
): Promise<KindPreference> {
  const [row] = await db
    .select({ email: notificationPreferences.email, digest: notificationPreferences.digest })
    .from(notificationPreferences)
    .where(
      and(eq(notificationPreferences.user_id, userId), eq(notificationPreferences.kind, kind)),
    );
  return row ?? DEFAULT_PREFERENCE;
}

/** One kind's preference of each of `userIds` (the default where a user has no row), in one query. */
export async function kindPreferences(
  db: Db | Tx,
  userIds: readonly string[],
  kind: NotificationKind,
): Promise<Map<string, KindPreference>> {
  const rows = userIds.length
    ? await db
        .select({
          user_id: notificationPreferences.user_id,
          email: notificationPreferences.email,
          digest: notificationPreferences.digest,
        })
        .from(notificationPreferences)
        .where(
          and(
            inArray(notificationPreferences.user_id, [...userIds]),
            eq(notificationPreferences.kind, kind),
          ),
        )
    : [];
  const found = new Map(rows.map((r) => [r.user_id, { email: r.email, digest: r.digest }]));
  return new Map(userIds.map((id) => [id, found.get(id) ?? DEFAULT_PREFERENCE]));
}

export async function preferencesOf(
  db: Db | Tx,
  userId: string,
): Promise<Map<string, KindPreference>> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.user_id, userId));
  return new Map(rows.map((r) => [r.kind, { email: r.email, digest: r.digest }]));
}

export async function setPreference(
  db: Db | Tx,
  userId: string,
  kind: NotificationKind,
  patch: Partial<KindPreference>,
  now: Date,
) {
  const next = { ...(await preferenceOf(db, userId, kind)), ...patch };
  await db
    .insert(notificationPreferences)
    .values({ user_id: userId, kind, ...next, updated_at: now })
    .onConflictDoUpdate({
      target: [notificationPreferences.user_id, notificationPreferences.kind],
      set: { ...next, updated_at: now },
    });
  return next;
}
