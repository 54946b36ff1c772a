import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { usersResource } from '../../../resources/users/contract';
import { usersQuery } from '../../../resources/users/query';
import { UserListView } from '../../../resources/users/pages';
import { useShell } from '../../features/shell/shell-page';
import { SpaLink } from '../../components/nav/spa-link';
import { listSearch } from '../../lib/list-search';

/** Spec §2 'Users' (admin only): every user of the platform; each opens at /users/{id}. */
export const Route = createFileRoute('/_shell/admin/users')({
  validateSearch: listSearch(usersQuery),
  component: function AdminUsers() {
    const { user } = useShell();
    return (
      <UserListView
        def={usersResource}
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        withTenant
        actions={
          <SpaLink
            href="/users"
            className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
          >
            Invite admin
          </SpaLink>
        }
      />
    );
  },
});
