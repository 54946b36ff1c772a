import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Subscriber } from '../../server/events/subscriber';
import type { Message } from './contract';
import type { Db, Tx } from '../../server/db/client';
import {
  conversationParticipants,
  conversations,
  messageAttachments,
  messages,
  storedFiles,
  users,
} from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { appendEvents, type EventOrigin } from '../../server/events/store';
import { signedFileUrl } from '../../server/files/signed-url';
import { fieldError } from '../../server/kit/form';
import { notFound } from '../../server/lib/errors';
import { conversationEvents } from './events.server';

/** The newest this many messages come in one answer; the screen asks for those after them. */
export const MESSAGE_PAGE = 100;

export interface Outgoing {
  conversationId: string;
  senderId: string;
  clientKey: string;
  body: string;
  attachmentId: string | null;
  origin: EventOrigin;
}

/**
 * Appends a message in the caller's transaction: the conversation row is locked, so senders queue
 * and each message takes the next place (and its event the stream's next version). The same
 * sender's `clientKey` again answers the message already stored: a retried send never doubles. An
 * attachment must be one the sender uploaded into this conversation and not sent yet.
 */
export async function appendMessage(
  tx: Tx,
  m: Outgoing,
  deliverTo: readonly Subscriber[],
): Promise<string> {
  const [conversation] = await tx
    .select()
    .from(conversations)
    .where(eq(conversations.id, m.conversationId))
    .for('update');
  if (!conversation) throw notFound();
  const [already] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.sender_user_id, m.senderId), eq(messages.client_key, m.clientKey)));
  if (already) return already.id;
  if (m.attachmentId) {
    const [ready] = await tx
      .select({ id: storedFiles.id })
      .from(messageAttachments)
      .innerJoin(storedFiles, eq(storedFiles.id, messageAttachments.file_id))
      .leftJoin(messages, eq(messages.file_id, storedFiles.id))
      .where(
        and(
          eq(messageAttachments.file_id, m.attachmentId),
          eq(messageAttachments.conversation_id, m.conversationId),
          eq(storedFiles.uploaded_by_user_id, m.senderId),
          isNull(messages.id),
        ),
      );
    if (!ready) throw fieldError('attachment_id', 'Attach a file uploaded to this conversation');
  }
  const seq = conversation.message_count + 1;
  const at = m.origin.occurredAt;
  const [stored] = await tx
    .insert(messages)
    .values({
      conversation_id: m.conversationId,
      seq,
      sender_user_id: m.senderId,
      client_key: m.clientKey,
      body: m.body,
      file_id: m.attachmentId,
      sent_at: at,
    })
    .returning({ id: messages.id });
  await tx
    .update(conversations)
    .set({ message_count: seq, last_message_at: at })
    .where(eq(conversations.id, m.conversationId));
  // What one sends one has read.
  await tx
    .update(conversationParticipants)
    .set({ last_read_seq: seq })
    .where(
      and(
        eq(conversationParticipants.conversation_id, m.conversationId),
        eq(conversationParticipants.user_id, m.senderId),
      ),
    );
  const others = await tx
    .select({ id: conversationParticipants.user_id })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversation_id, m.conversationId),
        sql`${conversationParticipants.user_id} <> ${m.senderId}`,
      ),
    );
  await appendEvents(
    tx,
    conversationEvents,
    [
      {
        streamId: m.conversationId,
        version: seq,
        type: 'message.sent',
        payload: {
          conversation_id: m.conversationId,
          message_id: stored!.id,
          sender_user_id: m.senderId,
          recipient_user_ids: others.map((o) => o.id),
          subject: conversation.subject,
        },
        origin: m.origin,
      },
    ],
    deliverTo,
  );
  return stored!.id;
}

const senderName = sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`;

const messageRows = (db: Db) =>
  db
    .select({ m: messages, name: senderName, file: storedFiles })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.sender_user_id))
    .leftJoin(storedFiles, eq(storedFiles.id, messages.file_id))
    .$dynamic();

function toMessage(
  { m, name, file }: Awaited<ReturnType<ReturnType<typeof messageRows>['execute']>>[number],
  now: Date,
): Message {
  return {
    id: m.id,
    seq: m.seq,
    client_key: m.client_key,
    sender_user_id: m.sender_user_id,
    sender_name: name || '--',
    body: m.body,
    attachment: file
      ? {
          id: file.id,
          name: file.original_name,
          content_type: file.content_type,
          byte_size: file.byte_size,
          file_url: signedFileUrl(file, now),
        }
      : null,
    sent_at: m.sent_at.toISOString(),
  };
}

/**
 * Messages of a conversation its participant reads: those after `after`, or the newest page, in
 * order. Attachment links are made only here, after the caller was found among the participants.
 */
export async function messagesOf(deps: Deps, conversationId: string, after: number | undefined) {
  const now = deps.now();
  if (after !== undefined) {
    const rows = await messageRows(deps.db)
      .where(and(eq(messages.conversation_id, conversationId), gt(messages.seq, after)))
      .orderBy(asc(messages.seq))
      .limit(MESSAGE_PAGE);
    return rows.map((r) => toMessage(r, now));
  }
  const rows = await messageRows(deps.db)
    .where(eq(messages.conversation_id, conversationId))
    .orderBy(desc(messages.seq))
    .limit(MESSAGE_PAGE);
  return rows.reverse().map((r) => toMessage(r, now));
}

/** One message by id, as its conversation's participants read it. */
export async function messageById(deps: Deps, id: string): Promise<Message> {
  const [row] = await messageRows(deps.db).where(eq(messages.id, id));
  if (!row) throw notFound();
  return toMessage(row, deps.now());
}
