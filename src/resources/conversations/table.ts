import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { storedFiles } from '../../server/db/schema/files';
import { users } from '../../server/db/schema/users';

/**
 * A conversation between people who work together, free-standing or about one record (a timesheet,
 * an invoice, an expense). `message_count` is the number of its messages and the version of its
 * event stream (`conversation`): each message is the stream's next version.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    record_type: text('record_type'),
    record_id: uuid('record_id'),
    started_by_user_id: uuid('started_by_user_id')
      .notNull()
      .references(() => users.id),
    message_count: integer('message_count').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    last_message_at: timestamp('last_message_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('conversations_record_idx').on(t.record_type, t.record_id),
    check('conversations_record_ck', sql`(${t.record_type} is null) = (${t.record_id} is null)`),
  ],
);

/** Who is in a conversation, and how far each has read (the number of messages seen). */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id),
    last_read_seq: integer('last_read_seq').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.conversation_id, t.user_id] }),
    index('conversation_participants_user_idx').on(t.user_id),
  ],
);

/**
 * One message: plain text, at most one attachment. `seq` is its place in the conversation (and its
 * event's version); `client_key` is the sender's own id for it, so a send retried after a lost answer
 * stores it once.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    seq: integer('seq').notNull(),
    sender_user_id: uuid('sender_user_id')
      .notNull()
      .references(() => users.id),
    client_key: uuid('client_key').notNull(),
    body: text('body').notNull(),
    file_id: uuid('file_id').references(() => storedFiles.id),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_uq').on(t.conversation_id, t.seq),
    uniqueIndex('messages_sender_key_uq').on(t.sender_user_id, t.client_key),
    uniqueIndex('messages_file_uq').on(t.file_id),
  ],
);

/** A file uploaded into a conversation, waiting for (or attached to) its sender's next message. */
export const messageAttachments = pgTable('message_attachments', {
  file_id: uuid('file_id')
    .primaryKey()
    .references(() => storedFiles.id),
  conversation_id: uuid('conversation_id')
    .notNull()
    .references(() => conversations.id),
});
