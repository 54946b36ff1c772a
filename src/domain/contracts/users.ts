import { z } from 'zod';
import { UserRole, UserType } from './enums';

/** One user as admins (`/v2/users`) and team owners (`/v2/team`) see it. */
export const UserItem = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  user_type: UserType,
  role: UserRole.nullable(),
  /** The company the user acts for: a partner, client, EOR or sales partner; a contractor's partner. */
  tenant_name: z.string().nullable(),
  active: z.boolean(),
  deactivated_at: z.string().nullable(),
  /** Invited and not yet signed up: no password chosen. */
  invite_pending: z.boolean(),
  created_at: z.string(),
});
export type UserItem = z.infer<typeof UserItem>;
