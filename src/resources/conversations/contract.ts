import { z } from 'zod';
import { defineResource } from '../../domain/resources/define';
import { MESSAGE_RECORD_TYPES } from './kinds';
import { conversationsQuery } from './query';

/** The chart's limit on a draft, from the folder's words (a chart reads only its contract and query). */
export { MESSAGE_MAX_CHARS } from './kinds';

export const MessageRecordType = z.enum(MESSAGE_RECORD_TYPES);

/** What a conversation is about, as its participants see it named. */
export const ConversationRecord = z.object({
  type: MessageRecordType,
  id: z.string(),
  label: z.string(),
});
export type ConversationRecord = z.infer<typeof ConversationRecord>;

/** One of the caller's conversations in their list: who else is in it and what they have not read. */
export const ConversationSummary = z.object({
  id: z.string(),
  subject: z.string(),
  with_names: z.string(),
  record_type: MessageRecordType.nullable(),
  record_id: z.string().nullable(),
  message_count: z.number().int(),
  unread: z.number().int(),
  last_message_at: z.string(),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;

export const MessageAttachment = z.object({
  id: z.string(),
  name: z.string(),
  content_type: z.string(),
  byte_size: z.number().int(),
  file_url: z.string(),
});
export type MessageAttachment = z.infer<typeof MessageAttachment>;

export const Message = z.object({
  id: z.string(),
  seq: z.number().int(),
  client_key: z.string(),
  sender_user_id: z.string(),
  sender_name: z.string(),
  body: z.string(),
  attachment: MessageAttachment.nullable(),
  sent_at: z.string(),
});
export type Message = z.infer<typeof Message>;

export const Participant = z.object({ id: z.string(), name: z.string(), organisation: z.string() });
export type Participant = z.infer<typeof Participant>;

/**
 * One conversation for one participant: its messages after `after` (all, or the latest page, when
 * none is given), and how far the caller had read when it was fetched.
 */
export const ConversationDetail = z.object({
  id: z.string(),
  subject: z.string(),
  record: ConversationRecord.nullable(),
  participants: z.array(Participant),
  message_count: z.number().int(),
  last_read_seq: z.number().int(),
  messages: z.array(Message),
  /** Messages before the first one sent here exist (the page holds the latest ones). */
  has_earlier: z.boolean(),
});
export type ConversationDetail = z.infer<typeof ConversationDetail>;

/** A person the caller may write to, with where they work; `label` says both, for a picker. */
export const Recipient = z.object({
  id: z.string(),
  name: z.string(),
  organisation: z.string(),
  label: z.string(),
});
export type Recipient = z.infer<typeof Recipient>;
export const RecipientPage = z.object({
  data: z.array(Recipient),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
});

export const UploadedAttachment = z.object({ id: z.string(), name: z.string() });
export type UploadedAttachment = z.infer<typeof UploadedAttachment>;

/** The caller's conversations: only those they take part in, admins included. */
export const conversationsResource = defineResource({
  name: 'conversations',
  apiPath: '/conversations',
  specPaths: ['/messages', '/messages/{id}'],
  labels: {
    singular: 'Conversation',
    plural: 'Conversations',
    title: 'Messages',
    empty: 'No conversations yet.',
  },
  item: ConversationSummary,
  query: conversationsQuery,
  csv: [
    { header: 'id', value: (c) => c.id },
    { header: 'subject', value: (c) => c.subject },
    { header: 'with', value: (c) => c.with_names },
    { header: 'record_type', value: (c) => c.record_type },
    { header: 'record_id', value: (c) => c.record_id },
    { header: 'messages', value: (c) => c.message_count },
    { header: 'unread', value: (c) => c.unread },
    { header: 'last_message_at', value: (c) => c.last_message_at },
  ],
  actions: {},
});
