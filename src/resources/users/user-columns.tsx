import type { teamResource, UserItem, usersResource } from './contract';
import { formatDate } from '../../domain/format/format';
import { statusWords } from '../../domain/format/words';
import type { Column } from '../../app/components/kit/data-table';
import { linkColumn } from '../../app/components/kit/row-link';
import { StatusBadge } from '../../app/components/kit/status-badge';

/** A user's state in words: active, invited (no password chosen yet) or deactivated. */
export const stateOf = (u: UserItem) =>
  !u.active ? 'Deactivated' : u.invite_pending ? 'Invited' : 'Active';

/** The columns of /admin/users and /team; each name links to the user's page on that list's resource. */
export const userColumns = (
  resource: typeof usersResource | typeof teamResource,
  withTenant: boolean,
): Column<UserItem>[] => [
  linkColumn(resource, 'Name', (u: UserItem) => u.name || '--', { sortKey: 'name' }),
  { header: 'Email', sortKey: 'email', cell: (u) => u.email },
  ...(withTenant
    ? [
        { header: 'User type', cell: (u: UserItem) => statusWords(u.user_type) },
        { header: 'Company', cell: (u: UserItem) => u.tenant_name ?? '--' },
      ]
    : []),
  { header: 'Role', cell: (u) => (u.role ? statusWords(u.role) : '--') },
  { header: 'State', cell: (u) => <StatusBadge status={stateOf(u)} /> },
  { header: 'Created', sortKey: 'created_at', cell: (u) => formatDate(u.created_at) },
];
