import type { ReactNode } from 'react';
import { statusWords } from '../../domain/format/words';
import { resourceDetailScreen } from '../../../machines/kit/resource-detail.screen';
import type { teamResource, UserItem, usersResource } from './contract';
import { formatDate } from '../../domain/format/format';
import type { ResourceDefinition } from '../../domain/resources/define';
import { usersQuery, type UserSearch } from './query';
import { memberStep } from '../../app/actors/member-steps';
import { detailLoader } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection, ResourceDetailView } from '../../app/components/kit/resource-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { stateOf, userColumns } from './user-columns';

type UsersDefinition = ResourceDefinition<UserItem, typeof usersQuery>;

/** One chart per resource, made once: a page keeps its actor across renders. */
const once = <T,>(make: (def: UsersDefinition) => T) => {
  const made = new Map<string, T>();
  return (def: UsersDefinition) => {
    if (!made.has(def.name)) made.set(def.name, make(def));
    return made.get(def.name)!;
  };
};

const listLogic = once((def) => resourceListLogic(def));
const detailLogic = once((def) =>
  resourceDetailScreen.provide({
    actors: { loadDetail: detailLoader(def), runStep: memberStep(def.apiPath) },
  }),
);

/** The list of /admin/users (every user) and /team (the owner's company): one view, two resources. */
export function UserListView(props: {
  def: typeof usersResource | typeof teamResource;
  search: UserSearch;
  exportable: boolean;
  withTenant: boolean;
  actions?: ReactNode;
}) {
  return (
    <ResourceListView<UserItem, typeof usersQuery>
      resource={props.def}
      logic={listLogic(props.def)}
      search={props.search}
      exportable={props.exportable}
      columns={userColumns(props.def, props.withTenant)}
      fields={{
        name: { label: 'Name or email' },
        ...(props.withTenant && { user_type: { label: 'User type', valueLabel: statusWords } }),
        role: { label: 'Role', valueLabel: statusWords },
        active: { label: 'State', valueLabel: (v) => (v === 'true' ? 'Active' : 'Deactivated') },
      }}
      actions={props.actions}
    />
  );
}

/** One user: details, Edit (name and role), and the steps the caller may take on them. */
export function UserDetailView(props: {
  def: UsersDefinition;
  id: string;
  back: { href: string; label: string };
  editHref: (u: UserItem) => string;
  /** The signed-in user: nobody deactivates themself. */
  selfId: string;
  /** Sections another feature adds below the details (an admin's report grants). */
  more?: (u: UserItem) => ReactNode;
}) {
  return (
    <ResourceDetailView<UserItem, never>
      key={props.id}
      logic={detailLogic(props.def)}
      id={props.id}
      workflow={null}
      title={(u) => u?.name || u?.email || 'User'}
      back={props.back}
      noun="user"
      editHref={props.editHref}
      steps={(u) => [
        ...(u.active && u.invite_pending ? [{ step: 'invite', label: 'Resend invitation' }] : []),
        ...(u.id === props.selfId
          ? []
          : [
              u.active
                ? { step: 'deactivate', label: 'Deactivate' }
                : { step: 'reactivate', label: 'Reactivate' },
            ]),
      ]}
      sections={(u) => (
        <>
          <DetailSection id="fields" title="Details">
            <FieldList
              layout="table"
              fields={[
                ['Name', u.name || '--'],
                ['Email', u.email],
                ['User type', statusWords(u.user_type)],
                ['Company', u.tenant_name ?? '--'],
                ['Role', u.role ? statusWords(u.role) : '--'],
                ['State', stateOf(u)],
                ['Deactivated', u.deactivated_at ? formatDate(u.deactivated_at) : '--'],
                ['Created', formatDate(u.created_at)],
              ]}
            />
          </DetailSection>
          {props.more?.(u)}
        </>
      )}
    />
  );
}
