import { eq } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import { canManageTeam, canManageUsers } from '../../domain/policy/team';
import { invitationEvents } from '../auth/invitation-events';
import { loadUser } from '../auth/load-user';
import type { Tx } from '../db/client';
import { users } from '../db/schema';
import { findVisible } from '../kit/list';
import { contractorsServer } from '../../resources/contractors/server';
import { teamServer, usersServer } from '../../resources/users/server';
import { namedUsers, type EventNotification } from './kind';

interface Accepted {
  user_id: string;
  invited_by_user_id: string | null;
}

const invitee = async (tx: Tx, id: string) => {
  const [row] = await tx
    .select({
      contractor_id: users.contractor_id,
      first: users.first_name,
      last: users.last_name,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
};

/**
 * Where the inviter sees the person they invited, as the page they invited them from: a worker on
 * the contractor's page, another admin on `/users/{id}`, a company's member on the owner's team.
 * Null when that page would not show them to this inviter (no longer an owner, another tenant now).
 */
async function placeOf(tx: Tx, inviter: User, inviteeId: string): Promise<string | null> {
  const row = await invitee(tx, inviteeId);
  if (!row) return null;
  if (row.contractor_id)
    return (await findVisible(tx, inviter, contractorsServer, row.contractor_id))
      ? `/contractors/${row.contractor_id}`
      : null;
  if (canManageUsers(inviter))
    return (await findVisible(tx, inviter, usersServer, inviteeId)) ? `/users/${inviteeId}` : null;
  if (canManageTeam(inviter))
    return (await findVisible(tx, inviter, teamServer, inviteeId)) ? '/team' : null;
  return null;
}

/**
 * An invitation used: the one who sent the link that was used hears that the person chose a
 * password and can sign in, if they may still see that person where they invited them.
 */
export const invitationAccepted: EventNotification = {
  kind: 'invitation_accepted',
  streamType: invitationEvents.type,
  types: ['invitation.accepted'],
  canOpen: async (tx, user, inviteeId) => (await placeOf(tx, user, inviteeId)) !== null,
  async notices(tx, event) {
    const accepted = event.payload as unknown as Accepted;
    if (!accepted.invited_by_user_id) return [];
    const [inviterId] = await namedUsers(tx, [accepted.invited_by_user_id]);
    const row = await invitee(tx, accepted.user_id);
    const inviter = inviterId ? await loadUser(tx, inviterId) : undefined;
    // The link is the inviter's own page of the invitee; without one, canOpen drops the notice.
    const link = inviter ? await placeOf(tx, inviter, accepted.user_id) : null;
    if (!inviterId || !row || !link) return [];
    const name = `${row.first ?? ''} ${row.last ?? ''}`.trim() || row.email;
    return [
      {
        recordId: accepted.user_id,
        candidates: [inviterId],
        content: {
          title: `Invitation accepted: ${name}`,
          body: `${name} (${row.email}) accepted your invitation and can now sign in.`,
          link,
        },
      },
    ];
  },
};
