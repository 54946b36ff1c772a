import type { FastifyReply } from 'fastify';
import type { Deps } from '../../server/deps';
import { watchUser } from '../../server/notifications/live';
import { unreadCount } from './list.server';

/** A comment line keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;
/** On PostgreSQL other processes write notifications too: the stream reads the count this often. */
const POLL_MS = 10_000;

/**
 * Server-sent events for one user: `event: unread` with `{"unread": n}` at once and whenever the
 * count changes, until the client goes. Changes in this process arrive at once (live.ts); on a
 * shared PostgreSQL the stream also polls the cheap count, for changes made by other processes.
 * Returns what ends the stream (the server closing).
 */
export function streamUnread(deps: Deps, reply: FastifyReply, userId: string): () => void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let last = -1;
  let closed = false;
  let reading = false;
  let again = false;
  const push = async () => {
    if (closed) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      const unread = await unreadCount(deps.db, userId);
      if (!closed && unread !== last) {
        last = unread;
        res.write(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
      }
    } catch {
      // The next change or poll reads it again; a stream that cannot read simply stays quiet.
    } finally {
      reading = false;
    }
    if (again) {
      again = false;
      void push();
    }
  };
  const stop = watchUser(deps.db, userId, () => void push());
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const poll = deps.env.DATABASE_URL ? setInterval(() => void push(), POLL_MS) : undefined;
  res.on('close', () => {
    closed = true;
    stop();
    clearInterval(heartbeat);
    clearInterval(poll);
  });
  void push();
  return () => res.end();
}
