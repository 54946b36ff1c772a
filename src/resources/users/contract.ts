import { z } from 'zod';
import { UserRole, UserType } from '../../domain/contracts/enums';
import { defineResource, type CsvColumn } from '../../domain/resources/define';
import { usersQuery } from './query';

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

const csv: readonly CsvColumn<UserItem>[] = [
  { header: 'id', value: (u) => u.id },
  { header: 'name', value: (u) => u.name },
  { header: 'email', value: (u) => u.email },
  { header: 'user_type', value: (u) => u.user_type },
  { header: 'role', value: (u) => u.role },
  { header: 'tenant', value: (u) => u.tenant_name },
  { header: 'active', value: (u) => u.active },
  { header: 'created_at', value: (u) => u.created_at },
];

/** Every user of the platform, for admins: `/admin/users` and `/users/{id}`. */
export const usersResource = defineResource({
  name: 'users',
  apiPath: '/users',
  specPaths: ['/admin/users', '/users/{id?}'],
  labels: { singular: 'User', plural: 'Users' },
  item: UserItem,
  query: usersQuery,
  csv,
  actions: {},
});

/** The members of the signed-in owner's own company: `/team`. */
export const teamResource = defineResource({
  name: 'team',
  apiPath: '/team',
  specPaths: ['/team'],
  detailPath: '/team?id={id}',
  labels: {
    singular: 'Team member',
    plural: 'Team members',
    title: 'Team',
    caption: 'Team',
    noun: 'users',
    count: ['user', 'users'],
  },
  item: UserItem,
  query: usersQuery,
  csv,
  actions: {},
});
