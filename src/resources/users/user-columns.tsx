import type { UserItem } from './contract';
import { formatDate } from '../../domain/format/format';
import { statusWords } from '../../domain/format/words';
import type { Column } from '../../app/components/kit/data-table';
import { SpaLink } from '../../app/components/nav/spa-link';
import { StatusBadge } from '../../app/components/kit/status-badge';

const link = 'text-brand underline-offset-2 hover:underline';

/** A user's state in words: active, invited (no password chosen yet) or deactivated. */
export const stateOf = (u: UserItem) =>
  !u.active ? 'Deactivated' : u.invite_pending ? 'Invited' : 'Active';

/** The columns of /admin/users and /team; `href` is each user's own page. */
export const userColumns = (
  href: (u: UserItem) => string,
  withTenant: boolean,
): Column<UserItem>[] => [
  {
    header: 'Name',
    sortKey: 'name',
    rowHeader: true,
    cell: (u) => (
      <SpaLink href={href(u)} className={link}>
        {u.name || '--'}
      </SpaLink>
    ),
  },
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
