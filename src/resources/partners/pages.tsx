import { Link } from '@tanstack/react-router';
import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { filterChoices, resourceListLogic } from '../../app/actors/resource-list';
import type { Column, ListLinks } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection, ResourceDetailView } from '../../app/components/kit/resource-detail-view';
import { ResourceFormView } from '../../app/components/kit/resource-form-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { SpaLink } from '../../app/components/nav/spa-link';
import { useShell } from '../../app/features/shell/shell-page';
import { formatDate } from '../../domain/format/format';
import { listSchema } from '../../domain/resources/list-query-schema';
import { SalesPartner, salesPartnersResource } from '../sales-partners/contract';
import {
  type Partner,
  partnerFlagLabels,
  partnerFlagWords,
  type PartnerFlag,
  partnersResource,
} from './contract';
import { partnersForm } from './form';
import { partnersQuery, type PartnerSearch } from './query';

const SalesPartnerPage = listSchema(SalesPartner);
const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const link = 'text-brand underline-offset-2 hover:underline';
const button = 'rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white';
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const listLogic = resourceListLogic(partnersResource, {
  filterOptions: filterChoices(
    'sales_partner_id',
    salesPartnersResource.apiPath,
    (body) => SalesPartnerPage.parse(body),
    (s) => s.entity_name,
  ),
});
const detailLogic = resourceDetailLogic(partnersResource);

const referrer = (p: Partner, links: ListLinks, filterable: boolean) => {
  if (!p.sales_partner_id) return '--';
  if (!filterable) return p.sales_partner_name;
  return (
    <SpaLink
      href={links.withFilter({ sales_partner_id: p.sales_partner_id })}
      className={link}
      aria-label={`Only partners referred by ${p.sales_partner_name ?? 'this sales partner'}`}
    >
      {p.sales_partner_name}
    </SpaLink>
  );
};

const columns = (filterable: boolean): Column<Partner>[] => [
  linkColumn(partnersResource, 'Name', (p) => p.entity_name, { sortKey: 'entity_name' }),
  { header: 'Subdomain', sortKey: 'subdomain', cell: (p) => p.subdomain ?? '--' },
  { header: 'Settings', cell: partnerFlagWords },
  { header: 'Referred by', cell: (p, links) => referrer(p, links, filterable) },
  { header: 'Created', sortKey: 'created_at', cell: (p) => formatDate(p.created_at) },
];

/**
 * /partners and /referral_partners: the partners in the caller's scope (an admin's all, with the
 * referred-by filter; a sales partner's those it referred).
 */
export function PartnerListView({
  search,
  exportable,
  byReferrer,
  creatable,
  title = 'Partners',
  path = '/partners',
}: {
  search: PartnerSearch;
  exportable: boolean;
  /** Offer the referred-by filter (admins: they see every sales partner's partners). */
  byReferrer: boolean;
  creatable: boolean;
  title?: string;
  path?: '/partners' | '/referral_partners';
}) {
  return (
    <ResourceListView<Partner, typeof partnersQuery>
      resource={partnersResource}
      words={{ title, caption: title, path }}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns(byReferrer)}
      fields={{
        entity_name: { label: 'Name' },
        self_employer: {
          label: 'Self-employer',
          valueLabel: (v) => (v === 'true' ? 'Self-employer' : 'Not self-employer'),
        },
        ...(byReferrer && { sales_partner_id: { label: 'Referred by' } }),
      }}
      actions={
        creatable && (
          <Link to="/create_partner" className={button}>
            New partner
          </Link>
        )
      }
    />
  );
}

const flagFields = (p: Partner) =>
  (Object.keys(partnerFlagLabels) as PartnerFlag[]).map(
    (f) => [partnerFlagLabels[f], yesNo(p[f])] as const,
  );

export function PartnerDetailView({ id, editable }: { id: string; editable: boolean }) {
  return (
    <ResourceDetailView<Partner, never>
      key={id}
      logic={detailLogic}
      id={id}
      workflow={null}
      title={(p) => p?.entity_name ?? 'Partner'}
      back={{ href: '/partners', label: '← Partners' }}
      noun="partner"
      editHref={editable ? (p) => `/create_partner?id=${p.id}` : undefined}
      sections={(p) => (
        <>
          <DetailSection id="fields" title="Details">
            <FieldList
              layout="table"
              fields={[
                ['Name', p.entity_name],
                ['Subdomain', p.subdomain ?? '--'],
                ['Logo URL', p.logo_url ?? '--'],
                ['Favicon URL', p.favicon_url ?? '--'],
                ['Redirect URL', p.redirect_url ?? '--'],
                ...flagFields(p),
                [
                  'Referred by',
                  p.sales_partner_id ? (
                    <Link
                      to="/sales_partners/$id"
                      params={{ id: p.sales_partner_id }}
                      className={link}
                    >
                      {p.sales_partner_name}
                    </Link>
                  ) : (
                    '--'
                  ),
                ],
                ['Created', formatDate(p.created_at)],
              ]}
            />
          </DetailSection>
          <DetailSection id="people" title="Clients and contractors">
            <FieldList
              layout="table"
              fields={[
                [
                  'Clients',
                  <Link to="/clients" search={{ partner_id: p.id }} className={link}>
                    {plural(p.clients_count, 'client', 'clients')}
                  </Link>,
                ],
                [
                  'Contractors',
                  <Link to="/contractors" search={{ partner_id: p.id }} className={link}>
                    {plural(p.contractors_count, 'contractor', 'contractors')}
                  </Link>,
                ],
              ]}
            />
          </DetailSection>
        </>
      )}
    />
  );
}

/** `/create_partner`: a new partner, or `?id=` to edit one (admins). */
export function PartnerFormView({ id }: { id?: string }) {
  const { user } = useShell();
  if (!user) return null;
  return (
    <ResourceFormView
      key={id ?? 'new'}
      apiPath={partnersResource.apiPath}
      form={partnersForm}
      user={user}
      id={id}
      title={id ? 'Edit partner' : 'New partner'}
      cancelHref={id ? `/partners/${id}` : '/partners'}
      savedHref={(saved) => `/partners/${saved}`}
      submitLabel={id ? 'Save' : 'Create partner'}
    />
  );
}
