import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { notificationKinds } from './kinds';
import { notificationsQuery } from './query';

export const NotificationKindName = z.enum(notificationKinds);

/** One notification as its recipient reads it: what happened, about which record, and where it is. */
export const Notification = z.object({
  id: z.string(),
  kind: NotificationKindName,
  title: z.string(),
  body: z.string(),
  link: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof Notification>;

export const UnreadCount = z.object({ unread: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCount>;

/** A kind's choice: in-app always; email each one, a daily digest, or none. */
export const NotificationPreference = z.object({
  kind: NotificationKindName,
  label: z.string(),
  email: z.boolean(),
  digest: z.boolean(),
  /** Set when another mail already carries this kind (the invoice itself): no choice to make here. */
  mailed_elsewhere: z.string().nullable(),
});
export type NotificationPreference = z.infer<typeof NotificationPreference>;

export const NotificationPreferences = z.object({ data: z.array(NotificationPreference) });
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const NotificationPreferencePatch = z.strictObject({
  email: z.boolean().optional(),
  digest: z.boolean().optional(),
});

/** A single-use ticket for the live stream: EventSource sends no headers, so the URL carries it. */
export const StreamTicket = z.object({ ticket: z.string(), expires_at: z.string() });
export type StreamTicket = z.infer<typeof StreamTicket>;

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
