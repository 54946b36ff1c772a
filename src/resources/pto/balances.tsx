import { Link } from '@tanstack/react-router';
import { type PtoBalance, ptoBalancesResource } from './contract';
import { formatDate, formatDecimal2 } from '../../domain/format/format';
import { ptoBalancesQuery, type PtoBalanceSearch } from './query';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { ResourceListView } from '../../app/components/kit/resource-list-view';

const listLogic = resourceListLogic(ptoBalancesResource, { csvName: 'pto.csv' });

const hours = (h: number) => formatDecimal2(h);

const columns: Column<PtoBalance>[] = [
  { header: 'Contractor', sortKey: 'contractor', rowHeader: true, cell: (b) => b.contractor_name },
  { header: 'Rule', sortKey: 'rule', cell: (b) => b.rule_name },
  { header: 'Accrued', cell: (b) => hours(b.accrued_hundredths) },
  { header: 'Forfeited', cell: (b) => hours(b.forfeited_hundredths) },
  { header: 'Used', cell: (b) => hours(b.used_hundredths) },
  { header: 'Requested', cell: (b) => hours(b.requested_hundredths) },
  {
    header: 'Available',
    sortKey: 'available',
    cell: (b) => <strong>{hours(b.available_hundredths)}</strong>,
  },
  { header: 'Through', cell: (b) => formatDate(b.through) },
];

/** /pto_rules_accruals ("PTO"): balances in hours per worker and rule, accrued per pay period. */
export function PtoBalancesView({
  search,
  exportable,
  requestable,
}: {
  search: PtoBalanceSearch;
  exportable: boolean;
  requestable: boolean;
}) {
  return (
    <ResourceListView<PtoBalance, typeof ptoBalancesQuery>
      resource={ptoBalancesResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns}
      fields={{
        contractor_id: { label: 'Contractor', nameIn: (b) => [b.contractor_id, b.contractor_name] },
        rule_id: { label: 'Rule', nameIn: (b) => [b.rule_id, b.rule_name] },
      }}
      actions={
        <>
          <Link
            to="/time_off_requests"
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm"
          >
            Time off requests
          </Link>
          {requestable && (
            <Link
              to="/time_off_requests/new"
              className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
            >
              Request time off
            </Link>
          )}
        </>
      }
      summary={(_page, count) => `${count}, in hours`}
    />
  );
}
