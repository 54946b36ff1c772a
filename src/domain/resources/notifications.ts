import { Notification } from '../contracts/notifications';
import { defineResource } from './define';
import { notificationsQuery } from './notifications-query';

/** The caller's own notifications: every signed-in user has them, and sees only theirs. */
export const notificationsResource = defineResource({
  name: 'notifications',
  apiPath: '/notifications',
  specPaths: ['/notifications'],
  labels: { singular: 'Notification', plural: 'Notifications' },
  item: Notification,
  query: notificationsQuery,
  csv: [
    { header: 'created_at', value: (n) => n.created_at },
    { header: 'kind', value: (n) => n.kind },
    { header: 'title', value: (n) => n.title },
    { header: 'body', value: (n) => n.body },
    { header: 'read_at', value: (n) => n.read_at ?? '' },
  ],
  actions: {},
});
