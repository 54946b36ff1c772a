import { Link } from '@tanstack/react-router';
import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection, ResourceDetailView } from '../../app/components/kit/resource-detail-view';
import { ResourceFormView } from '../../app/components/kit/resource-form-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { useShell } from '../../app/features/shell/shell-page';
import { formatDate } from '../../domain/format/format';
import { type SalesPartner, salesPartnersResource } from './contract';
import { salesPartnersForm } from './form';
import { salesPartnersQuery, type SalesPartnerSearch } from './query';

const link = 'text-brand underline-offset-2 hover:underline';
const referred = (n: number) => `${n} ${n === 1 ? 'partner' : 'partners'}`;

const listLogic = resourceListLogic(salesPartnersResource);
const detailLogic = resourceDetailLogic(salesPartnersResource);

const columns: Column<SalesPartner>[] = [
  linkColumn(salesPartnersResource, 'Name', (s) => s.entity_name, { sortKey: 'entity_name' }),
  {
    header: 'Partners referred',
    cell: (s) =>
      s.partners.length ? (
        <Link to="/partners" search={{ sales_partner_id: s.id }} className={link}>
          {referred(s.partners.length)}
        </Link>
      ) : (
        '--'
      ),
  },
  { header: 'Created', sortKey: 'created_at', cell: (s) => formatDate(s.created_at) },
];

/** /sales_partners: every sales partner for an admin; a sales partner itself. */
export function SalesPartnerListView({
  search,
  exportable,
  creatable,
}: {
  search: SalesPartnerSearch;
  exportable: boolean;
  creatable: boolean;
}) {
  return (
    <ResourceListView<SalesPartner, typeof salesPartnersQuery>
      resource={salesPartnersResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns}
      fields={{ entity_name: { label: 'Name' } }}
      actions={
        creatable && (
          <Link
            to="/create_sales_partner"
            className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
          >
            New sales partner
          </Link>
        )
      }
    />
  );
}

export function SalesPartnerDetailView({ id, editable }: { id: string; editable: boolean }) {
  return (
    <ResourceDetailView<SalesPartner, never>
      key={id}
      logic={detailLogic}
      id={id}
      workflow={null}
      title={(s) => s?.entity_name ?? 'Sales partner'}
      back={{ href: '/sales_partners', label: '← Sales Partners' }}
      noun="sales partner"
      editHref={editable ? (s) => `/create_sales_partner?id=${s.id}` : undefined}
      sections={(s) => (
        <>
          <DetailSection id="fields" title="Details">
            <FieldList
              layout="table"
              fields={[
                ['Name', s.entity_name],
                ['Partners referred', referred(s.partners.length)],
                ['Created', formatDate(s.created_at)],
              ]}
            />
          </DetailSection>
          <DetailSection id="partners" title="Partners referred">
            {s.partners.length ? (
              <ul className="list-disc pl-5 text-sm">
                {s.partners.map((p) => (
                  <li key={p.id}>
                    <Link to="/partners/$id" params={{ id: p.id }} className={link}>
                      {p.entity_name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                No partners referred yet.
              </p>
            )}
          </DetailSection>
        </>
      )}
    />
  );
}

/** `/create_sales_partner`: a new sales partner, or `?id=` to rename one (admins). */
export function SalesPartnerFormView({ id }: { id?: string }) {
  const { user } = useShell();
  if (!user) return null;
  return (
    <ResourceFormView
      key={id ?? 'new'}
      apiPath={salesPartnersResource.apiPath}
      form={salesPartnersForm}
      user={user}
      id={id}
      title={id ? 'Edit sales partner' : 'New sales partner'}
      cancelHref={id ? `/sales_partners/${id}` : '/sales_partners'}
      savedHref={(saved) => `/sales_partners/${saved}`}
      submitLabel={id ? 'Save' : 'Create sales partner'}
    />
  );
}
