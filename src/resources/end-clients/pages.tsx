import { Link } from '@tanstack/react-router';
import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { RecordDetailView } from '../../app/components/kit/record-detail-view';
import { ResourceFormView } from '../../app/components/kit/resource-form-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { SpaLink } from '../../app/components/nav/spa-link';
import { useShell } from '../../app/features/shell/shell-page';
import { formatDate, orMissing } from '../../domain/format/format';
import { endClientsResource, type EndClient } from './contract';
import { endClientsForm } from './form';
import { endClientsQuery, type EndClientSearch } from './query';

const PATH = '/end_clients';
const link = 'text-brand underline-offset-2 hover:underline';

const listLogic = resourceListLogic(endClientsResource);
const detailLogic = resourceDetailLogic(endClientsResource);

const columns: Column<EndClient>[] = [
  linkColumn(endClientsResource, 'Name', (r) => r.entity_name, { sortKey: 'entity_name' }),
  {
    header: 'Client',
    cell: (r, links) => (
      <SpaLink
        href={links.withFilter({ client_id: r.client_id })}
        className={link}
        aria-label={`Only end clients of ${r.client_name}`}
      >
        {r.client_name}
      </SpaLink>
    ),
  },
  { header: 'Contact', cell: (r) => orMissing(r.contact_email) },
  { header: 'Created', sortKey: 'created_at', cell: (r) => formatDate(r.created_at) },
];

/** /end_clients: the companies the caller's clients serve, with filters, sort and paging in the URL. */
export function EndClientListView(props: {
  search: EndClientSearch;
  exportable: boolean;
  creatable: boolean;
}) {
  return (
    <ResourceListView<EndClient, typeof endClientsQuery>
      resource={endClientsResource}
      logic={listLogic}
      search={props.search}
      exportable={props.exportable}
      columns={columns}
      fields={{
        entity_name: { label: 'Name' },
        client_id: { label: 'Client', nameIn: (r) => [r.client_id, r.client_name] },
      }}
      actions={
        props.creatable && (
          <Link
            to="/end_clients/new"
            className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
          >
            New end client
          </Link>
        )
      }
    />
  );
}

export function EndClientDetailView({ id, editable }: { id: string; editable: boolean }) {
  return (
    <RecordDetailView<EndClient>
      logic={detailLogic}
      id={id}
      title={(r) => r?.entity_name ?? 'End client'}
      back={{ href: PATH, label: '← End clients' }}
      noun="end client"
      editHref={editable ? (r) => `/end_clients/new?id=${r.id}` : undefined}
      fields={(r) => [
        ['Name', r.entity_name],
        ['Client', r.client_name],
        ['Contact email', orMissing(r.contact_email)],
        ['Street address', orMissing(r.street_address_line_1)],
        ['City', orMissing(r.city)],
        ['State', orMissing(r.state)],
        ['ZIP code', orMissing(r.zipcode)],
        ['Created', formatDate(r.created_at)],
      ]}
    />
  );
}

const savedHref = (saved: string) => `${PATH}/${saved}`;

/** A new end client of one of the caller's clients, or with `id` an existing one's edit. */
export function EndClientFormView({ id }: { id?: string }) {
  const { user } = useShell();
  if (!user) return null;
  return (
    <ResourceFormView
      key={id ?? 'new'}
      apiPath={endClientsResource.apiPath}
      form={endClientsForm}
      user={user}
      id={id}
      title={id ? 'Edit end client' : 'New end client'}
      cancelHref={id ? `${PATH}/${id}` : PATH}
      savedHref={savedHref}
      submitLabel={id ? 'Save' : 'Create end client'}
    />
  );
}
