import { createFileRoute } from '@tanstack/react-router';
import { canGrantReports } from '../../../resources/reports/policy';
import { usersResource } from '../../../resources/users/contract';
import { usersForm } from '../../../resources/users/form';
import { MemberFormView } from '../../../resources/users/member-form';
import { UserDetailView } from '../../../resources/users/pages';
import { ReportGrantsSection } from '../../../resources/reports/grants';
import { useShell } from '../../features/shell/shell-page';
import { type RawSearch } from '../../lib/search-params';

/**
 * `/users/{id}`: one user for admins (details, Deactivate or Reactivate, Resend invitation; `?edit=1`
 * changes name and role; Reports grants a partner or EOR user reports one by one). Without an id it is the invitation of another admin: the list itself is
 * spec §2's `/admin/users` ('Users'), and a company's own users are invited by its owner at /team.
 */
export const Route = createFileRoute('/_shell/users/{-$id}')({
  validateSearch: (raw: RawSearch): { edit?: '1' } =>
    raw.edit === '1' || raw.edit === 1 ? { edit: '1' } : {},
  component: function Users() {
    const { user } = useShell();
    const { id } = Route.useParams();
    const { edit } = Route.useSearch();
    if (!user) return null;
    if (!id || edit)
      return (
        <MemberFormView
          def={usersResource}
          form={usersForm}
          user={user}
          id={id}
          inviteTitle="Invite an admin"
          cancelHref={id ? `/users/${id}` : '/admin/users'}
          savedHref={(saved) => `/users/${saved}`}
        />
      );
    return (
      <UserDetailView
        def={usersResource}
        id={id}
        back={{ href: '/admin/users', label: '← Users' }}
        editHref={(u) => `/users/${u.id}?edit=1`}
        selfId={user.id}
        more={canGrantReports(user) ? (u) => <ReportGrantsSection userId={u.id} /> : undefined}
      />
    );
  },
});
