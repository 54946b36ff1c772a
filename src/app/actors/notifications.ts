import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { MarkTarget } from '../../../machines/notifications/mark-read.screen';
import type { PreferenceChange } from '../../../machines/notifications/preferences.screen';
import {
  NotificationPreferences,
  StreamTicket,
  UnreadCount,
  type NotificationPreference,
} from '../../domain/contracts/notifications';
import { backgroundHttp, http } from '../lib/http';
import { withApiErrors } from './api-error';

/** A single-use ticket for the stream, asked for with the session's bearer token. */
export const getStreamTicket = fromPromise<string>(
  async ({ signal }) =>
    StreamTicket.parse(await backgroundHttp.post('notifications/stream_tickets', { signal }).json())
      .ticket,
);

/**
 * The server-sent event stream of the unread count. EventSource would reconnect by itself with the
 * used ticket; the chart reconnects instead (a new ticket, its own backoff), so any error closes it.
 */
export const listenUnread = fromCallback<EventObject, { ticket: string }>(({ input, sendBack }) => {
  const source = new EventSource(
    `/v2/notifications/stream?token=${encodeURIComponent(input.ticket)}`,
  );
  source.addEventListener('unread', (e) => {
    const parsed = UnreadCount.safeParse(JSON.parse((e as MessageEvent<string>).data));
    if (parsed.success) sendBack({ type: 'stream.count', unread: parsed.data.unread });
  });
  source.onerror = () => {
    source.close();
    sendBack({ type: 'stream.lost' });
  };
  return () => source.close();
});

/** Marks the chosen notifications, or all, read: the stream then pushes the new count. */
export const markNotifications = fromPromise<void, MarkTarget>(({ input, signal }) =>
  withApiErrors(async () => {
    if ('all' in input) await http.post('notifications/read_all', { signal });
    else await http.post('notifications/read', { json: { ids: input.ids }, signal });
  }),
);

/** The caller's mail choices per kind. */
export const loadPreferences = fromPromise<NotificationPreference[]>(({ signal }) =>
  withApiErrors(
    async () =>
      NotificationPreferences.parse(await http.get('notification_preferences', { signal }).json())
        .data,
  ),
);

/** Saves one kind's choice; the server answers the whole list. */
export const savePreference = fromPromise<NotificationPreference[], PreferenceChange>(
  ({ input, signal }) =>
    withApiErrors(async () => {
      const { kind, ...patch } = input;
      return NotificationPreferences.parse(
        await http.patch(`notification_preferences/${kind}`, { json: patch, signal }).json(),
      ).data;
    }),
);
