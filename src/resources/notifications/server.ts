import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { ErrorBody } from '../../domain/contracts/errors';
import {
  NotificationKindName,
  NotificationPreferencePatch,
  NotificationPreferences,
  StreamTicket,
  UnreadCount,
  notificationsResource,
} from './contract';
import { NOTIFICATION_KINDS, notificationKinds } from './kinds';
import { PAGE_SIZE } from '../../domain/resources/list-query';
import { loadUser } from '../../server/auth/load-user';
import { sessionOf } from '../../server/auth/session';
import { notifications } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { registerList } from '../../server/kit/register';
import type { ResourceServerPart } from '../../server/kit/resource-part';
import { unauthorized } from '../../server/lib/errors';
import { usersChanged } from '../../server/notifications/live';
import {
  DEFAULT_PREFERENCE,
  preferencesOf,
  setPreference,
} from '../../server/notifications/preferences';
import { notificationRegistry } from '../../server/notifications/registry';
import { checkToken, issueToken, revokeToken } from '../../server/notifications/tokens';
import { notificationServer, unreadCount } from './list.server';
import { streamUnread } from './stream.server';
import { registerUnsubscribe } from './unsubscribe.server';

const tags = ['notifications'];

/**
 * The caller's notifications (list, unread count, mark read), their mail preferences, the live
 * unread count over server-sent events, and the unsubscribe page a mail links to. Every route reads
 * and writes the caller's own rows only: another user's notification is not found.
 */
const notificationRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  registerList(app, deps, notificationsResource, notificationServer, {
    path: '/notifications',
    summary: 'Your notifications, newest first: filter by state (unread, read) and kind; paging',
  });

  app.get(
    '/notifications/unread_count',
    {
      schema: {
        tags,
        summary: 'How many of your notifications are unread',
        response: { 200: UnreadCount, 401: ErrorBody },
      },
    },
    async (req) => ({ unread: await unreadCount(deps.db, sessionOf(req).user.id) }),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags,
        summary:
          'Mark some of your notifications read (ids of others’ are ignored); answers your unread count',
        body: z.strictObject({ ids: z.array(z.uuid()).min(1).max(PAGE_SIZE.max) }),
        response: { 200: UnreadCount, 401: ErrorBody },
      },
    },
    async (req) => {
      const userId = sessionOf(req).user.id;
      await deps.db
        .update(notifications)
        .set({ read_at: deps.now() })
        .where(
          and(
            inArray(notifications.id, req.body.ids),
            eq(notifications.user_id, userId),
            isNull(notifications.read_at),
          ),
        );
      usersChanged(deps.db, [userId]);
      return { unread: await unreadCount(deps.db, userId) };
    },
  );

  app.post(
    '/notifications/read_all',
    {
      schema: {
        tags,
        summary: 'Mark all your notifications read',
        response: { 200: UnreadCount, 401: ErrorBody },
      },
    },
    async (req) => {
      const userId = sessionOf(req).user.id;
      await deps.db
        .update(notifications)
        .set({ read_at: deps.now() })
        .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
      usersChanged(deps.db, [userId]);
      return { unread: 0 };
    },
  );

  const preferences = async (userId: string) => {
    const saved = await preferencesOf(deps.db, userId);
    return {
      data: notificationKinds.map((kind) => ({
        kind,
        label: NOTIFICATION_KINDS[kind],
        ...(saved.get(kind) ?? DEFAULT_PREFERENCE),
        mailed_elsewhere: notificationRegistry[kind].mailedElsewhere ?? null,
      })),
    };
  };

  app.get(
    '/notification_preferences',
    {
      schema: {
        tags,
        summary: 'Your mail choice for each kind of notification (in-app is always on)',
        response: { 200: NotificationPreferences, 401: ErrorBody },
      },
    },
    async (req) => preferences(sessionOf(req).user.id),
  );

  app.patch(
    '/notification_preferences/:kind',
    {
      schema: {
        tags,
        summary: 'Mail each notification of a kind, put it in the daily digest, or mail none',
        params: z.object({ kind: NotificationKindName }),
        body: NotificationPreferencePatch,
        response: { 200: NotificationPreferences, 401: ErrorBody },
      },
    },
    async (req) => {
      const userId = sessionOf(req).user.id;
      await setPreference(deps.db, userId, req.params.kind, req.body, deps.now());
      return preferences(userId);
    },
  );

  app.post(
    '/notifications/stream_tickets',
    {
      schema: {
        tags,
        summary: 'A single-use ticket, good for a minute, to open the live unread count stream',
        response: { 200: StreamTicket, 401: ErrorBody },
      },
    },
    async (req) => {
      const { token, expires } = await issueToken(
        deps.db,
        'stream',
        sessionOf(req).user.id,
        null,
        deps.now(),
      );
      return { ticket: token, expires_at: expires.toISOString() };
    },
  );

  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get(
    '/notifications/stream',
    {
      schema: {
        tags,
        summary:
          'Server-sent events: `unread` with {"unread": n} now and on every change. Signed in by ?token= (a stream ticket), as EventSource sends no headers',
        querystring: z.object({ token: z.string().max(200) }),
        response: { 401: ErrorBody },
      },
      config: {
        openapiResponses: {
          200: {
            description: 'The event stream',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (req, reply) => {
      const checked = await checkToken(deps.db, 'stream', req.query.token, deps.now());
      if (!checked.ok) throw unauthorized('This stream ticket is not valid; ask for a new one');
      // Single use: a ticket seen in a log or a history cannot open a second stream.
      await revokeToken(deps.db, checked.id, deps.now());
      const user = await loadUser(deps.db, checked.userId);
      if (!user) throw unauthorized('This stream ticket is not valid; ask for a new one');
      const end = streamUnread(deps, reply, user.id);
      open.add(end);
      reply.raw.on('close', () => open.delete(end));
    },
  );

  registerUnsubscribe(app, deps);
};

export const notificationsPart: ResourceServerPart = { routes: notificationRoutes };
