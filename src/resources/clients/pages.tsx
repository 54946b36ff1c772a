import { Link } from '@tanstack/react-router';
import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column, ListLinks } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { NotesFor } from '../../app/components/kit/notes-section';
import { DetailSection, ResourceDetailView } from '../../app/components/kit/resource-detail-view';
import { ResourceFormView } from '../../app/components/kit/resource-form-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { SpaLink } from '../../app/components/nav/spa-link';
import { useShell } from '../../app/features/shell/shell-page';
import { formatDate } from '../../domain/format/format';
import { type Client, clientsResource } from './contract';
import { clientsForm } from './form';
import { clientsQuery, type ClientSearch } from './query';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const link = 'text-brand underline-offset-2 hover:underline';

const listLogic = resourceListLogic(clientsResource);
const detailLogic = resourceDetailLogic(clientsResource);

const columns = (withPartner: boolean): Column<Client>[] => [
  linkColumn(clientsResource, 'Name', (c) => c.entity_name, { sortKey: 'entity_name' }),
  ...(withPartner
    ? [
        {
          header: 'Partner',
          cell: (c: Client, links: ListLinks) =>
            c.partner_id ? (
              <SpaLink
                href={links.withFilter({ partner_id: c.partner_id })}
                className={link}
                aria-label={`Only clients of ${c.partner_name ?? 'this partner'}`}
              >
                {c.partner_name}
              </SpaLink>
            ) : (
              '--'
            ),
        },
      ]
    : []),
  { header: 'Signature before approval', cell: (c) => yesNo(c.requires_signature_for_approval) },
  { header: 'Adds assignments', cell: (c) => yesNo(c.can_create_assignment) },
  { header: 'Created', sortKey: 'created_at', cell: (c) => formatDate(c.created_at) },
];

/** /clients: the clients in the caller's scope; admins see every partner's and can narrow to one. */
export function ClientListView({
  search,
  exportable,
  withPartner,
  creatable,
}: {
  search: ClientSearch;
  exportable: boolean;
  withPartner: boolean;
  creatable: boolean;
}) {
  return (
    <ResourceListView<Client, typeof clientsQuery>
      resource={clientsResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns(withPartner)}
      fields={{
        entity_name: { label: 'Name' },
        requires_signature_for_approval: {
          label: 'Signature before approval',
          valueLabel: (v) => (v === 'true' ? 'Required' : 'Not required'),
        },
        partner_id: { label: 'Partner', nameIn: (c) => [c.partner_id ?? '', c.partner_name ?? ''] },
      }}
      actions={
        creatable && (
          <Link
            to="/create_client"
            className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
          >
            New client
          </Link>
        )
      }
    />
  );
}

export function ClientDetailView({ id, editable }: { id: string; editable: boolean }) {
  const { user } = useShell();
  return (
    <ResourceDetailView<Client, never>
      key={id}
      logic={detailLogic}
      id={id}
      workflow={null}
      title={(c) => c?.entity_name ?? 'Client'}
      back={{ href: '/clients', label: '← Clients' }}
      noun="client"
      editHref={editable ? (c) => `/create_client?id=${c.id}` : undefined}
      sections={(c) => (
        <>
          <DetailSection id="fields" title="Details">
            <FieldList
              layout="table"
              fields={[
                ['Name', c.entity_name],
                ['Partner', c.partner_name ?? '--'],
                ['Signature required before approval', yesNo(c.requires_signature_for_approval)],
                ['May add assignments', yesNo(c.can_create_assignment)],
                ['Sees contractor personal data', yesNo(c.show_contractor_personal)],
                ['Created', formatDate(c.created_at)],
              ]}
            />
          </DetailSection>
          <NotesFor subjectType="clients" subjectId={c.id} user={user} />
        </>
      )}
    />
  );
}

/** `/create_client`: a new client of the caller's partner (an admin picks the partner), or `?id=` to edit one. */
export function ClientFormView({ id }: { id?: string }) {
  const { user } = useShell();
  if (!user) return null;
  return (
    <ResourceFormView
      key={id ?? 'new'}
      apiPath={clientsResource.apiPath}
      form={clientsForm}
      user={user}
      id={id}
      title={id ? 'Edit client' : 'New client'}
      cancelHref={id ? `/clients/${id}` : '/clients'}
      savedHref={(saved) => `/clients/${saved}`}
      submitLabel={id ? 'Save' : 'Create client'}
    />
  );
}
