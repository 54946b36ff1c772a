import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { User } from '../../domain/contracts/user';
import type { teamForm } from './form';
import type { Db, Tx } from '../../server/db/client';
import { users } from '../../server/db/schema';
import type { Deps } from '../../server/deps';
import { mailInvite, NO_PASSWORD } from '../../server/auth/invite';
import { sessionCacheOf } from '../../server/auth/session-cache';
import type { FormServer } from '../../server/kit/form';
import type { RequestOrigin } from '../../server/kit/workflow/origin';
import {
  assertNotLastOwner,
  assertRoleFits,
  EMAIL_TAKEN,
  memberOf,
  teamColumn,
} from './members.server';

type MemberInput = z.infer<typeof teamForm.input>;

/** Creates a user of a company with no password and mails them the invitation. */
export async function inviteUser(
  deps: Deps,
  tx: Tx,
  by: User,
  values: Omit<typeof users.$inferInsert, 'password_hash'>,
  origin: RequestOrigin,
): Promise<string> {
  const [row] = await tx
    .insert(users)
    .values({ ...values, email: values.email.trim(), password_hash: NO_PASSWORD })
    .returning({ id: users.id, email: users.email, first_name: users.first_name });
  await mailInvite(deps, tx, row!, by, origin);
  return row!.id;
}

const unique = { users_email_lower_idx: { field: 'email' as const, message: EMAIL_TAKEN } };

/**
 * A member's name and role; the email is who they are (their sign-in and where their invitation
 * went), so an edit leaves it. Losing the company's last owner is refused.
 */
async function updateMember(deps: Deps, tx: Db, id: string, patch: Partial<MemberInput>) {
  const { email: _email, ...changes } = patch;
  if (changes.role) {
    const member = await memberOf(tx, id);
    if (member) assertRoleFits(member.user_type, changes.role);
    if (changes.role !== 'owner') await assertNotLastOwner(tx, id);
  }
  if (Object.keys(changes).length === 0) return;
  await tx.update(users).set(changes).where(eq(users.id, id));
  // The role is part of every cached session of theirs.
  sessionCacheOf(deps.db).forgetUser(id);
}

/** `/team`: an owner's new member joins the owner's own company, with a role that fits it. */
export const teamFormServer = (deps: Deps): FormServer<MemberInput> => ({
  async create(tx, user, input, origin) {
    const team = teamColumn(user);
    if (!team) throw new Error('canManageTeam lets only company owners in');
    assertRoleFits(user.user_type, input.role);
    return inviteUser(
      deps,
      tx,
      user,
      {
        email: input.email,
        first_name: input.first_name,
        last_name: input.last_name,
        role: input.role,
        [team.key]: team.id,
      },
      origin,
    );
  },
  update: (tx, _user, id, patch) => updateMember(deps, tx, id, patch),
  unique,
});

/** `/users` for admins: a new user is another admin of the platform; edits reach any user. */
export const usersFormServer = (deps: Deps): FormServer<MemberInput> => ({
  async create(tx, user, input, origin) {
    assertRoleFits('admin', input.role);
    if (!user.admin) throw new Error('canManageUsers lets only admins in');
    return inviteUser(
      deps,
      tx,
      user,
      {
        email: input.email,
        first_name: input.first_name,
        last_name: input.last_name,
        role: input.role,
        admin_id: user.admin.id,
      },
      origin,
    );
  },
  update: (tx, _user, id, patch) => updateMember(deps, tx, id, patch),
  unique,
});
