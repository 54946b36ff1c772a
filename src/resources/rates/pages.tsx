import { formatDate, formatMoney } from '../../domain/format/format';
import { ratesResource, type AssignmentRates } from './contract';
import { ratesQuery, type RateSearch } from './query';
import { loadClientChoices, resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { SpaLink } from '../../app/components/nav/spa-link';

const logic = resourceListLogic(ratesResource, { filterOptions: loadClientChoices });
const link = 'text-brand underline-offset-2 hover:underline';
const rate = (cents: number | null) => (cents === null ? '--' : `${formatMoney(cents)}/h`);
/** Pay over bill in one cell, as a rate card reads: "$25.00/h · $40.00/h". */
const pair = (pay: number | null, bill: number | null) => `${rate(pay)} · ${rate(bill)}`;

const columns: Column<AssignmentRates>[] = [
  linkColumn(ratesResource, 'Contractor', (r) => r.contractor_name, { sortKey: 'contractor' }),
  { header: 'Job', cell: (r) => r.job_title },
  {
    header: 'Client',
    sortKey: 'client',
    cell: (r, links) => (
      <SpaLink
        href={links.withFilter({ client_id: r.client_id })}
        className={link}
        aria-label={`Only ${r.client_name}`}
      >
        {r.client_name}
      </SpaLink>
    ),
  },
  { header: 'Start', sortKey: 'start', cell: (r) => formatDate(r.start_date) },
  { header: 'Pay', sortKey: 'pay', align: 'right', cell: (r) => rate(r.pay_rate_cents) },
  { header: 'Bill', sortKey: 'bill', align: 'right', cell: (r) => rate(r.bill_rate_cents) },
  { header: 'Margin', align: 'right', cell: (r) => rate(r.margin_cents) },
  {
    header: 'Overtime (pay · bill)',
    align: 'right',
    cell: (r) => pair(r.overtime_pay_rate_cents, r.overtime_bill_rate_cents),
  },
  {
    header: 'Double overtime (pay · bill)',
    align: 'right',
    cell: (r) => pair(r.double_overtime_pay_rate_cents, r.double_overtime_bill_rate_cents),
  },
  {
    header: 'Holiday (pay · bill)',
    align: 'right',
    cell: (r) => pair(r.holiday_pay_rate_cents, r.holiday_bill_rate_cents),
  },
];

/** /rates (Services › Rates): every assignment's pay and bill rates in force, and the margin between. */
export function RatesView({ search, exportable }: { search: RateSearch; exportable: boolean }) {
  return (
    <ResourceListView<AssignmentRates, typeof ratesQuery>
      resource={ratesResource}
      logic={logic}
      search={search}
      exportable={exportable}
      columns={columns}
      fields={{
        search: { label: 'Job, contractor or client' },
        client_id: { label: 'Client', nameIn: (r) => [r.client_id, r.client_name] },
        start: { label: 'Starting' },
      }}
    />
  );
}
