import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { events } from '../db/schema';
import { appendEvents, type EventOrigin } from '../events/store';
import type { EventStream } from '../events/payloads';
import type { Subscriber } from '../events/subscriber';

/**
 * An invited user's invitations, keyed by the invitee's user id: each mail of the link is
 * `invitation.sent` (its actor the inviter), choosing a password with it `invitation.accepted`,
 * which names whoever sent the link that was used, the one person told of it (notifications).
 */
export const invitationEvents: EventStream = {
  type: 'invitation',
  payloads: {
    'invitation.sent': z.strictObject({ user_id: z.uuid(), invited_by_user_id: z.uuid() }),
    'invitation.accepted': z.strictObject({
      user_id: z.uuid(),
      invited_by_user_id: z.uuid().nullable(),
    }),
  },
};

async function lastOf(db: Db | Tx, inviteeId: string) {
  const [last] = await db
    .select({ version: events.version, type: events.type, by: events.actor_user_id })
    .from(events)
    .where(and(eq(events.stream_type, invitationEvents.type), eq(events.stream_id, inviteeId)))
    .orderBy(desc(events.version))
    .limit(1);
  return last;
}

/** Records who mailed an invitation, in the transaction that mails it. */
export async function recordInvitationSent(
  tx: Tx,
  inviteeId: string,
  origin: EventOrigin & { actorUserId: string },
  deliverTo: readonly Subscriber[],
) {
  const last = await lastOf(tx, inviteeId);
  await appendEvents(
    tx,
    invitationEvents,
    [
      {
        streamId: inviteeId,
        version: (last?.version ?? 0) + 1,
        type: 'invitation.sent',
        payload: { user_id: inviteeId, invited_by_user_id: origin.actorUserId },
        origin,
      },
    ],
    deliverTo,
  );
}

/**
 * Records an invitation used, naming the inviter of the latest link (an invitation the demo seed
 * made before this stream existed names none, and tells no one).
 */
export async function recordInvitationAccepted(
  tx: Tx,
  inviteeId: string,
  origin: EventOrigin,
  deliverTo: readonly Subscriber[],
) {
  const last = await lastOf(tx, inviteeId);
  await appendEvents(
    tx,
    invitationEvents,
    [
      {
        streamId: inviteeId,
        version: (last?.version ?? 0) + 1,
        type: 'invitation.accepted',
        payload: {
          user_id: inviteeId,
          invited_by_user_id: last?.type === 'invitation.sent' ? last.by : null,
        },
        origin,
      },
    ],
    deliverTo,
  );
}
