import { UserItem } from '../contracts/users';
import { defineResource, type CsvColumn } from './define';
import { usersQuery } from './users-query';

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
  labels: { singular: 'Team member', plural: 'Team members' },
  item: UserItem,
  query: usersQuery,
  csv,
  actions: {},
});
