import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { User } from '../../domain/contracts/user';
import type { Tx } from '../db/client';
import { authTokens, emailConfirmations, users } from '../db/schema';
import type { Deps } from '../deps';
import { withEvents } from '../events/store';
import { originOf, type RequestOrigin } from '../kit/workflow/origin';
import { recordInvitationAccepted, recordInvitationSent } from './invitation-events';
import { ApiError } from '../lib/errors';
import { appLink } from '../mail/app-link';
import { sendMail } from '../mail/send';
import { consumeCode, issueCode } from './codes';
import { hashPassword } from './password';
import { sessionCacheOf } from './session-cache';

/**
 * The password of an invited user until they choose one: no argon2 hash, so no password matches it
 * (verifyPassword answers false for it), and whether a user still has an open invite is this value.
 */
export const NO_PASSWORD = '';

export const INVITE_LINK_INVALID =
  'This invitation link has already been used or has expired. Ask for a new invitation.';

/** Where the link leads: the set-password page, told it is an invitation. */
const inviteLink = (deps: Deps, email: string, token: string) =>
  appLink(
    deps.env,
    `/forgot_password?${new URLSearchParams({ email, token, purpose: 'invite' }).toString()}`,
  );

/** The inviter as the invitation mail names them. */
export const invitedBy = (user: User) =>
  `${user.first_name} ${user.last_name}`.trim() || user.email;

/**
 * Mails the invitee (only them: the link is a capability, never in an API answer) a single-use link
 * valid 7 days; an earlier invite's link stops working. Rate limited as codes are (once a minute,
 * ten a day), so a resend cannot flood a mailbox. Pass the caller's transaction so the mail is
 * written with the user it invites.
 */
export async function mailInvite(
  deps: Deps,
  db: Tx,
  invitee: { id: string; email: string; first_name: string },
  by: User,
  origin: RequestOrigin,
): Promise<void> {
  const token = randomBytes(24).toString('base64url');
  await issueCode(db, invitee.id, 'invite', deps.now(), token);
  await recordInvitationSent(
    db,
    invitee.id,
    { ...originOf(by, origin), actorUserId: by.id },
    deps.subscribers,
  );
  await sendMail(
    deps,
    {
      to: invitee.email,
      subject: 'You are invited to Staffwise',
      body:
        `Hello ${invitee.first_name}, ${invitedBy(by)} invited you to Staffwise. ` +
        `Open this link within 7 days to choose your password and sign in: ${inviteLink(deps, invitee.email, token)}`,
    },
    db,
  );
}

/**
 * Uses an invitation: the token must be the invitee's live one (single use, 7 days), the user
 * active and still without a password. Sets the password, ends any session (there should be none)
 * and records the email as confirmed, since the link reached that mailbox. Answers the user's id.
 */
export async function acceptInvite(
  deps: Deps,
  body: { email: string; token: string; password: string },
  from: RequestOrigin,
): Promise<string> {
  const [found] = await deps.db
    .select({
      id: users.id,
      email: users.email,
      password_hash: users.password_hash,
      deactivated_at: users.deactivated_at,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${body.email.toLowerCase()}`);
  if (
    !found ||
    found.deactivated_at ||
    found.password_hash !== NO_PASSWORD ||
    !(await consumeCode(deps.db, found.id, 'invite', body.token, deps.now()))
  )
    throw new ApiError(400, INVITE_LINK_INVALID);
  const password_hash = await hashPassword(body.password);
  const now = deps.now();
  await withEvents(deps.db, async (tx) => {
    await tx.update(users).set({ password_hash }).where(eq(users.id, found.id));
    // The invitee acts before they have a session: the event names them, not a role.
    const origin = {
      actorUserId: found.id,
      actorRole: null,
      ip: from.ip,
      userAgent: from.userAgent,
      location: null,
      occurredAt: now,
    };
    await recordInvitationAccepted(tx, found.id, origin, deps.subscribers);
    await tx
      .update(authTokens)
      .set({ revoked_at: now })
      .where(and(eq(authTokens.user_id, found.id), isNull(authTokens.revoked_at)));
    await tx
      .insert(emailConfirmations)
      .values({ user_id: found.id, email: found.email, confirmed_at: now })
      .onConflictDoUpdate({
        target: emailConfirmations.user_id,
        set: { email: found.email, confirmed_at: now },
      });
  });
  sessionCacheOf(deps.db).forgetUser(found.id);
  return found.id;
}
