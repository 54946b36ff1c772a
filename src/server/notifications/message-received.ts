import { and, eq } from 'drizzle-orm';
import { conversationParticipants, users } from '../db/schema';
import { conversationEvents } from '../../resources/conversations/events.server';
import { namedUsers, type EventNotification } from './kind';

interface MessageSent {
  conversation_id: string;
  sender_user_id: string;
  recipient_user_ids: string[];
  subject: string;
}

/**
 * A new message, to the conversation's other participants. A conversation opens only for its
 * participants (admins included), so that is the whole access rule; what the message says stays in the
 * conversation, never in the notification or its mail.
 */
export const messageReceived: EventNotification = {
  kind: 'message_received',
  streamType: conversationEvents.type,
  types: ['message.sent'],
  async canOpen(tx, user, conversationId) {
    const [row] = await tx
      .select({ user_id: conversationParticipants.user_id })
      .from(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversation_id, conversationId),
          eq(conversationParticipants.user_id, user.id),
        ),
      );
    return Boolean(row);
  },
  async notices(tx, event) {
    const sent = event.payload as unknown as MessageSent;
    const [sender] = await tx
      .select({ first: users.first_name, last: users.last_name, email: users.email })
      .from(users)
      .where(eq(users.id, sent.sender_user_id));
    const from = sender ? `${sender.first} ${sender.last}`.trim() || sender.email : 'Someone';
    return [
      {
        recordId: sent.conversation_id,
        candidates: await namedUsers(tx, sent.recipient_user_ids),
        content: {
          title: `New message: ${sent.subject}`,
          body: `${from} sent you a message in “${sent.subject}”.`,
          link: `/messages/${sent.conversation_id}`,
        },
      },
    ];
  },
};
