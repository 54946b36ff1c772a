import { count, eq, sql } from 'drizzle-orm';
import type { ConversationSummary } from './contract';
import type { conversationsQuery } from './query';
import type { Db } from '../../server/db/client';
import { conversationParticipants as p, conversations as c } from '../../server/db/schema';
import type { ResourceServer } from '../../server/kit/resource-query';

/** The other participants' names, for the list's "With" column. */
const withNames = sql<
  string | null
>`(select string_agg(trim(u.first_name || ' ' || u.last_name), ', ' order by u.last_name, u.first_name)
  from conversation_participants o join users u on u.id = o.user_id
  where o.conversation_id = ${p.conversation_id} and o.user_id <> ${p.user_id})`;

const rows = (db: Db) =>
  db
    .select({ c, last_read_seq: p.last_read_seq, with_names: withNames })
    .from(p)
    .innerJoin(c, eq(c.id, p.conversation_id))
    .$dynamic();
type Row = Awaited<ReturnType<typeof rows>>[number];

/**
 * A conversation list is one row per participant: each caller, admins too, sees the conversations
 * they take part in (the kit's `person` scope), with what they have not read.
 */
export const conversationsServer: ResourceServer<
  Row,
  ConversationSummary,
  typeof conversationsQuery
> = {
  query: {
    rows,
    count: (db) =>
      db.select({ n: count() }).from(p).innerJoin(c, eq(c.id, p.conversation_id)).$dynamic(),
    id: p.conversation_id,
    filters: { record_type: c.record_type, record_id: c.record_id, subject: c.subject },
    sorts: { last_message_at: [c.last_message_at] },
  },
  scope: {},
  owner: p.user_id,
  toDto: ({ c: row, last_read_seq, with_names }) => ({
    id: row.id,
    subject: row.subject,
    with_names: with_names ?? '--',
    record_type: row.record_type as ConversationSummary['record_type'],
    record_id: row.record_id,
    message_count: row.message_count,
    unread: Math.max(0, row.message_count - last_read_seq),
    last_message_at: row.last_message_at.toISOString(),
  }),
};
