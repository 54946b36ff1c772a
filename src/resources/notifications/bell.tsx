import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { SpaLink } from '../../app/components/nav/spa-link';
import { backgroundHttp } from '../../app/lib/http';
import { streamTicketAnswer, unreadCountAnswer } from './bell-answers';
import { unreadStreamScreen } from './unread-stream.screen';

/** A single-use ticket for the stream, asked for with the session's bearer token. */
const getStreamTicket = fromPromise<string>(async ({ signal }) =>
  streamTicketAnswer(await backgroundHttp.post('notifications/stream_tickets', { signal }).json()),
);

/**
 * The server-sent event stream of the unread count. EventSource would reconnect by itself with the
 * used ticket; the chart reconnects instead (a new ticket, its own backoff), so any error closes it.
 */
const listenUnread = fromCallback<EventObject, { ticket: string }>(({ input, sendBack }) => {
  const source = new EventSource(
    `/v2/notifications/stream?token=${encodeURIComponent(input.ticket)}`,
  );
  source.addEventListener('unread', (e) => {
    const unread = unreadCountAnswer(JSON.parse((e as MessageEvent<string>).data));
    if (unread !== null) sendBack({ type: 'stream.count', unread });
  });
  source.onerror = () => {
    source.close();
    sendBack({ type: 'stream.lost' });
  };
  return () => source.close();
});

const logic = unreadStreamScreen.provide({
  actors: { getTicket: getStreamTicket, listen: listenUnread },
});

/** The top bar's bell: the unread count, live from the server's stream, linking to /notifications. */
export function NotificationBell() {
  const ref = useActorRef(logic);
  const unread = useSelector(ref, (s) => s.context.unread);
  const state = useSelector(ref, (s) => s.value as string);
  useEffect(() => {
    const online = () => ref.send({ type: 'network.online' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [ref]);
  const count = unread ?? 0;
  const label = count === 1 ? 'Notifications, 1 unread' : `Notifications, ${count} unread`;
  return (
    <SpaLink
      href="/notifications"
      aria-label={label}
      data-state={state}
      className="relative flex items-center rounded-md px-2 py-1.5 text-slate-600 ring-1 ring-slate-300 hover:bg-slate-100 dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-slate-800"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="unread-count"
          className="absolute -right-2 -top-2 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-semibold leading-5 text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </SpaLink>
  );
}
