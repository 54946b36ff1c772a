import { notificationKinds } from './kinds';
import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

export const NOTIFICATION_STATES = ['unread', 'read'] as const;

/** Newest first: what happened last is on top. */
export const notificationsQuery = {
  filters: {
    state: { kind: 'enum', values: NOTIFICATION_STATES },
    kind: { kind: 'enum', values: notificationKinds },
  },
  sorts: ['created_at'],
  defaultSort: '-created_at',
} as const satisfies ListQueryDescriptor;

export type NotificationQuery = ListQuery<typeof notificationsQuery>;
export type NotificationSearch = ListSearch<typeof notificationsQuery>;
