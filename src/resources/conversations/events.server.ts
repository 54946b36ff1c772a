import { z } from 'zod';
import type { EventStream } from '../../server/events/payloads';

/**
 * A conversation's stream: one `message.sent` per message, its version the message's place. The
 * payload names who should hear of it, for notifications (another part's subscriber).
 */
export const conversationEvents: EventStream = {
  type: 'conversation',
  payloads: {
    'message.sent': z.strictObject({
      conversation_id: z.uuid(),
      message_id: z.uuid(),
      sender_user_id: z.uuid(),
      recipient_user_ids: z.array(z.uuid()).min(1),
      subject: z.string(),
    }),
  },
};
