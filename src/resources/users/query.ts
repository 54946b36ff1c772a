import { userRoles, userTypes } from '../../domain/users/kinds';
import type { ListQuery, ListQueryDescriptor, ListSearch } from '../../domain/resources/list-query';

/** Kept apart from the definition so /admin/users and /team parse their URL without loading zod. */
export const usersQuery = {
  filters: {
    /** Part of the name or the email. */
    name: { kind: 'text', max: 100 },
    user_type: { kind: 'enum', values: userTypes },
    role: { kind: 'enum', values: userRoles },
    active: { kind: 'enum', values: ['true', 'false'] },
  },
  sorts: ['name', 'email', 'created_at'],
  defaultSort: 'name',
} as const satisfies ListQueryDescriptor;

export type UserQuery = ListQuery<typeof usersQuery>;
export type UserSearch = ListSearch<typeof usersQuery>;
