import { Link } from '@tanstack/react-router';
import { type PtoAccrual, ptoAccrualsResource } from './contract';
import { formatDate, formatDecimal2 } from '../../domain/format/format';
import { ptoAccrualsQuery, type PtoAccrualSearch } from './query';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { ResourceListView } from '../../app/components/kit/resource-list-view';

const listLogic = resourceListLogic(ptoAccrualsResource);

const columns: Column<PtoAccrual>[] = [
  {
    header: 'Pay period',
    sortKey: 'period',
    cell: (a) => `${formatDate(a.period_start)} – ${formatDate(a.period_end)}`,
  },
  { header: 'Contractor', sortKey: 'contractor', rowHeader: true, cell: (a) => a.contractor_name },
  { header: 'Rule', cell: (a) => a.rule_name },
  { header: 'Worked', align: 'right', cell: (a) => formatDecimal2(a.worked_hundredths) },
  { header: 'Accrued', align: 'right', cell: (a) => formatDecimal2(a.accrued_hundredths) },
  { header: 'Forfeited', align: 'right', cell: (a) => formatDecimal2(a.forfeited_hundredths) },
];

/** /pto_accruals: what each worker earned in each pay period, the rows the PTO balances add up. */
export function PtoAccrualsView({
  search,
  exportable,
}: {
  search: PtoAccrualSearch;
  exportable: boolean;
}) {
  return (
    <ResourceListView<PtoAccrual, typeof ptoAccrualsQuery>
      resource={ptoAccrualsResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns}
      fields={{
        contractor_id: { label: 'Contractor', nameIn: (a) => [a.contractor_id, a.contractor_name] },
        rule_id: { label: 'Rule', nameIn: (a) => [a.rule_id, a.rule_name] },
        period: { label: 'Pay period starting' },
      }}
      actions={
        <Link
          to="/pto_rules_accruals"
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm"
        >
          PTO balances
        </Link>
      }
    />
  );
}
