import { Link } from '@tanstack/react-router';
import type { Assignment } from '../../../domain/contracts/assignments';
import { formatDate, formatMoney } from '../../../domain/format/format';
import { assignmentsResource } from '../../../domain/resources/assignments';
import {
  assignmentsQuery,
  type AssignmentSearch,
} from '../../../domain/resources/assignments-query';
import { resourceListLogic } from '../../actors/resource-list';
import type { Column } from '../../components/kit/data-table';
import { ResourceListView } from '../../components/kit/resource-list-view';
import { SpaLink } from '../../components/nav/spa-link';
import { StatusBadge } from '../../components/kit/status-badge';

/** Contractor and client filters are set from the rows' own links. */
const logic = resourceListLogic(assignmentsResource);
const link = 'text-brand underline-offset-2 hover:underline';
const rate = (cents: number | null) => (cents === null ? '--' : `${formatMoney(cents)}/h`);

const columns = (billing: boolean): Column<Assignment>[] => [
  {
    header: 'Job title',
    sortKey: 'job_title',
    rowHeader: true,
    cell: (a) => (
      <Link to="/assignments/$id" params={{ id: a.id }} className={link}>
        {a.job_title}
      </Link>
    ),
  },
  {
    header: 'Contractor',
    sortKey: 'contractor_name',
    cell: (a, links) => (
      <SpaLink
        href={links.withFilter({ contractor_id: a.contractor_id })}
        className={link}
        aria-label={`Only ${a.contractor_name}`}
      >
        {a.contractor_name}
      </SpaLink>
    ),
  },
  {
    header: 'Client',
    cell: (a, links) => (
      <SpaLink
        href={links.withFilter({ client_id: a.client_id })}
        className={link}
        aria-label={`Only ${a.client_name}`}
      >
        {a.client_name}
      </SpaLink>
    ),
  },
  { header: 'Start', sortKey: 'start_date', cell: (a) => formatDate(a.start_date) },
  { header: 'End', sortKey: 'end_date', cell: (a) => formatDate(a.end_date) },
  { header: 'Pay rate', align: 'right', cell: (a) => rate(a.pay_rate_cents) },
  ...(billing
    ? [
        {
          header: 'Bill rate',
          align: 'right' as const,
          cell: (a: Assignment) => rate(a.bill_rate_cents),
        },
      ]
    : []),
  { header: 'Processing', cell: (a) => <StatusBadge status={a.processing_status} /> },
];

/** /assignments: the caller's assignments; a contractor's or client's name narrows the list to them. */
export function AssignmentListView({
  search,
  exportable,
  billing,
  creatable,
}: {
  search: AssignmentSearch;
  exportable: boolean;
  billing: boolean;
  creatable: boolean;
}) {
  return (
    <ResourceListView<Assignment, typeof assignmentsQuery>
      logic={logic}
      search={search}
      exportable={exportable}
      title="Assignments"
      path="/assignments"
      descriptor={assignmentsQuery}
      columns={columns(billing)}
      caption="Assignments"
      noun="assignments"
      fields={{
        job_title: { label: 'Job title' },
        start_date: { label: 'Start date' },
        contractor_id: { label: 'Contractor', nameIn: (a) => [a.contractor_id, a.contractor_name] },
        client_id: { label: 'Client', nameIn: (a) => [a.client_id, a.client_name] },
      }}
      empty="No assignments match these filters."
      actions={
        creatable && (
          <Link
            to="/create_assignment/{-$id}"
            className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
          >
            New assignment
          </Link>
        )
      }
      summary={(page) =>
        `${page.meta.total} ${page.meta.total === 1 ? 'assignment' : 'assignments'}`
      }
    />
  );
}
