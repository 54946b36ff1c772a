import { formatMoney, type CurrencySymbol } from '../../domain/format/format';
import { payCurrencyOf } from '../../domain/format/pay-currency';
import { canadaPayrollResource, type CanadaWorker } from './contract';
import { canadaPayrollQuery, type CanadaPayrollSearch } from './query';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { useGlobals } from '../../app/features/globals/provider';

const listLogic = resourceListLogic(canadaPayrollResource);

/** The T4 workers' columns; their pay is in Canadian dollars, written with the platform's symbol. */
export const canadaColumns = (currencies: readonly CurrencySymbol[]): Column<CanadaWorker>[] => [
  { header: 'Worker', sortKey: 'name', rowHeader: true, cell: (w) => w.name },
  { header: 'Email', cell: (w) => w.email ?? '--' },
  { header: 'Partner', cell: (w) => w.partner_name ?? '--' },
  { header: 'T4 jobs', cell: (w) => w.jobs },
  { header: 'Pay items', cell: (w) => String(w.pay_count) },
  {
    header: 'Gross to date',
    sortKey: 'gross',
    cell: (w) => formatMoney(w.gross_cents, payCurrencyOf('canada_t4'), currencies),
  },
];

/** `/canada-payroll`: the T4 workers in the caller's scope and their gross pay to date, from pay transactions. */
export function CanadaPayrollView({
  search,
  exportable,
}: {
  search: CanadaPayrollSearch;
  exportable: boolean;
}) {
  const { platform_currencies } = useGlobals();
  return (
    <ResourceListView<CanadaWorker, typeof canadaPayrollQuery>
      resource={canadaPayrollResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={canadaColumns(platform_currencies)}
      fields={{
        name: { label: 'Worker' },
        partner_id: { label: 'Partner', nameIn: (w) => [w.partner_id ?? '', w.partner_name ?? ''] },
      }}
    />
  );
}
