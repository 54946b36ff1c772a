import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { canGrantReports } from '../../../resources/reports/policy';
import { teamResource } from '../../../resources/users/contract';
import { teamForm } from '../../../resources/users/form';
import { usersQuery, type UserSearch } from '../../../resources/users/query';
import { MemberFormView } from '../../../resources/users/member-form';
import { UserDetailView, UserListView } from '../../../resources/users/pages';
import { ReportGrantsSection } from '../../../resources/reports/grants';
import { useShell } from '../../features/shell/shell-page';
import { SpaLink } from '../../components/nav/spa-link';
import { listSearchOf } from '../../../domain/resources/list-query';
import { uuid, type RawSearch } from '../../lib/search-params';

type TeamSearch = UserSearch & {
  id?: string;
  invite?: '1';
  edit?: '1';
};

/**
 * `/team` (Manage Team): the owner's company; `?invite=1` invites, `?id=` opens a member (with its
 * Reports grants for a partner owner), `&edit=1` edits.
 */
export const Route = createFileRoute('/_shell/team')({
  validateSearch: (raw: RawSearch): TeamSearch => ({
    ...listSearchOf(usersQuery, raw),
    ...(uuid(raw.id) && { id: uuid(raw.id) }),
    ...(String(raw.invite) === '1' && { invite: '1' as const }),
    ...(String(raw.edit) === '1' && { edit: '1' as const }),
  }),
  component: function Team() {
    const { user } = useShell();
    const { id, invite, edit, ...search } = Route.useSearch();
    if (!user) return null;
    const member = (m: string) => `/team?id=${m}`;
    if (invite || (id && edit))
      return (
        <MemberFormView
          def={teamResource}
          form={teamForm}
          user={user}
          id={id}
          inviteTitle="Invite a team member"
          cancelHref={id ? member(id) : '/team'}
          savedHref={member}
        />
      );
    if (id)
      return (
        <UserDetailView
          def={teamResource}
          id={id}
          back={{ href: '/team', label: '← Team' }}
          editHref={(u) => `/team?id=${u.id}&edit=1`}
          selfId={user.id}
          more={canGrantReports(user) ? (u) => <ReportGrantsSection userId={u.id} /> : undefined}
        />
      );
    return (
      <UserListView
        def={teamResource}
        search={search}
        exportable={canExport(user)}
        withTenant={false}
        actions={
          <SpaLink
            href="/team?invite=1"
            className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
          >
            Invite member
          </SpaLink>
        }
      />
    );
  },
});
