import { Link } from '@tanstack/react-router';
import type { Client } from '../../../domain/contracts/clients';
import { formatDate } from '../../../domain/format/format';
import { clientsResource } from '../../../domain/resources/clients';
import { clientsQuery, type ClientSearch } from '../../../domain/resources/clients-query';
import { resourceDetailLogic } from '../../actors/resource-detail';
import { resourceListLogic } from '../../actors/resource-list';
import type { Column, ListLinks } from '../../components/kit/data-table';
import { FieldList } from '../../components/kit/field-list';
import { DetailSection, ResourceDetailView } from '../../components/kit/resource-detail-view';
import { NotesFor } from '../../components/kit/notes-section';
import { ResourceListView } from '../../components/kit/resource-list-view';
import { useShell } from '../shell/shell-page';
import { SpaLink } from '../../components/nav/spa-link';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const link = 'text-brand underline-offset-2 hover:underline';

const listLogic = resourceListLogic(clientsResource);
const detailLogic = resourceDetailLogic(clientsResource);

const columns = (withPartner: boolean): Column<Client>[] => [
  {
    header: 'Name',
    sortKey: 'entity_name',
    rowHeader: true,
    cell: (c) => (
      <Link to="/clients/$id" params={{ id: c.id }} className={link}>
        {c.entity_name}
      </Link>
    ),
  },
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
      logic={listLogic}
      search={search}
      exportable={exportable}
      title="Clients"
      path="/clients"
      descriptor={clientsQuery}
      columns={columns(withPartner)}
      caption="Clients"
      noun="clients"
      fields={{
        entity_name: { label: 'Name' },
        requires_signature_for_approval: {
          label: 'Signature before approval',
          valueLabel: (v) => (v === 'true' ? 'Required' : 'Not required'),
        },
        partner_id: { label: 'Partner', nameIn: (c) => [c.partner_id ?? '', c.partner_name ?? ''] },
      }}
      empty="No clients match these filters."
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
      summary={(page) => `${page.meta.total} ${page.meta.total === 1 ? 'client' : 'clients'}`}
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
