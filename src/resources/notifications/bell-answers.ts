/**
 * The bell's two answers, checked as the `StreamTicket` and `UnreadCount` contracts check them but
 * by hand: the bell is in every signed-in page's top bar, and zod would add its download and its
 * start-up work to each first page (a long task on a phone).
 */

type Fields = Record<string, unknown>;

const isObject = (v: unknown): v is Fields =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The ticket of a `POST /v2/notifications/stream_tickets` answer; anything else throws. */
export function streamTicketAnswer(body: unknown): string {
  if (isObject(body) && typeof body.ticket === 'string' && typeof body.expires_at === 'string')
    return body.ticket;
  throw new Error('The stream ticket answered in a form the bell does not know');
}

/** The count of one `unread` event of the stream, or null when it is not an `UnreadCount`. */
export function unreadCountAnswer(data: unknown): number | null {
  const unread = isObject(data) ? data.unread : undefined;
  return typeof unread === 'number' && Number.isSafeInteger(unread) && unread >= 0 ? unread : null;
}
