import { Link } from '@tanstack/react-router';
import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection, ResourceDetailView } from '../../app/components/kit/resource-detail-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { type SalesTax, salesTaxesResource } from './contract';
import { salesTaxesQuery, type SalesTaxSearch } from './query';

const taxLogic = resourceListLogic(salesTaxesResource);

/** /sales_taxes: the rate per state applied to invoice lines. */
export function SalesTaxListView({
  search,
  exportable,
}: {
  search: SalesTaxSearch;
  exportable: boolean;
}) {
  return (
    <ResourceListView<SalesTax, typeof salesTaxesQuery>
      resource={salesTaxesResource}
      logic={taxLogic}
      search={search}
      exportable={exportable}
      columns={[
        linkColumn(salesTaxesResource, 'State', (r) => r.state, { sortKey: 'state' }),
        { header: 'Rate', sortKey: 'rate_bps', cell: (r) => r.rate },
      ]}
      fields={{ state: { label: 'State' } }}
      actions={
        <Link
          to="/sales_taxes/new"
          className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
        >
          New sales tax
        </Link>
      }
    />
  );
}

const taxDetailLogic = resourceDetailLogic(salesTaxesResource);

export function SalesTaxDetailView({ id }: { id: string }) {
  return (
    <ResourceDetailView<SalesTax, never>
      key={id}
      logic={taxDetailLogic}
      id={id}
      workflow={null}
      title={(s) => (s ? `Sales tax of ${s.state}` : 'Sales tax')}
      back={{ href: '/sales_taxes', label: '← Sales Taxes' }}
      noun="sales tax"
      editHref={(s) => `/sales_taxes/new?id=${s.id}`}
      sections={(s) => (
        <DetailSection id="fields" title="Details">
          <FieldList
            layout="table"
            fields={[
              ['State', s.state],
              ['Rate', s.rate],
              ['Basis points', String(s.rate_bps)],
            ]}
          />
        </DetailSection>
      )}
    />
  );
}
