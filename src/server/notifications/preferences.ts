import { and, eq } from 'drizzle-orm';
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
