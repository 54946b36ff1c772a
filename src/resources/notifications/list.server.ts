import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Notification } from './contract';
import type { NotificationKind } from './kinds';
import type { notificationsQuery } from './query';
import type { Db } from '../../server/db/client';
import { notifications } from '../../server/db/schema';
import type { ResourceServer } from '../../server/kit/resource-query';
import { tableQuery } from '../../server/kit/table-query';

type Row = typeof notifications.$inferSelect;

const stateOf = sql<string>`case when ${notifications.read_at} is null then 'unread' else 'read' end`;

/** Each user's own notifications, whoever they are: the kit's owner scope, not a tenant's. */
export const notificationServer: ResourceServer<Row, Notification, typeof notificationsQuery> = {
  query: {
    rows: (db) => db.select().from(notifications).$dynamic(),
    ...tableQuery(notifications),
    filters: { state: stateOf, kind: notifications.kind },
    sorts: { created_at: [notifications.created_at] },
  },
  scope: {},
  owner: notifications.user_id,
  toDto: (r) => ({
    id: r.id,
    kind: r.kind as NotificationKind,
    title: r.title,
    body: r.body,
    link: r.link,
    created_at: r.created_at.toISOString(),
    read_at: r.read_at?.toISOString() ?? null,
  }),
};

/** The bell's number: one indexed count (notifications_unread_idx). */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  return row?.n ?? 0;
}
