import type { CanadaWorker } from '../../../domain/contracts/canada-payroll';
import { formatMoney } from '../../../domain/format/format';
import { canadaPayrollResource } from '../../../domain/resources/canada-payroll';
import {
  canadaPayrollQuery,
  type CanadaPayrollSearch,
} from '../../../domain/resources/canada-payroll-query';
import { resourceListLogic } from '../../actors/resource-list';
import type { Column } from '../../components/kit/data-table';
import { ResourceListView } from '../../components/kit/resource-list-view';

const listLogic = resourceListLogic(canadaPayrollResource);

const columns: Column<CanadaWorker>[] = [
  { header: 'Worker', sortKey: 'name', rowHeader: true, cell: (w) => w.name },
  { header: 'Email', cell: (w) => w.email ?? '--' },
  { header: 'Partner', cell: (w) => w.partner_name ?? '--' },
  { header: 'T4 jobs', cell: (w) => w.jobs },
  { header: 'Pay items', cell: (w) => String(w.pay_count) },
  { header: 'Gross to date', sortKey: 'gross', cell: (w) => formatMoney(w.gross_cents) },
];

/** `/canada-payroll`: the T4 workers in the caller's scope and their gross pay to date, from pay transactions. */
export function CanadaPayrollView({
  search,
  exportable,
}: {
  search: CanadaPayrollSearch;
  exportable: boolean;
}) {
  return (
    <ResourceListView<CanadaWorker, typeof canadaPayrollQuery>
      logic={listLogic}
      search={search}
      exportable={exportable}
      title="Canada Payroll"
      path="/canada-payroll"
      descriptor={canadaPayrollQuery}
      columns={columns}
      caption="T4 workers"
      noun="T4 workers"
      fields={{
        name: { label: 'Worker' },
        partner_id: { label: 'Partner', nameIn: (w) => [w.partner_id ?? '', w.partner_name ?? ''] },
      }}
      empty="No T4 workers: place a worker on a canada_t4 job to see them here."
      summary={(page) => `${page.meta.total} T4 ${page.meta.total === 1 ? 'worker' : 'workers'}`}
    />
  );
}
