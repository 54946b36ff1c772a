import { Link } from '@tanstack/react-router';
import { formatDate, formatMoney, orMissing } from '../../domain/format/format';
import type { Subject } from '../../domain/policy/capabilities';
import { resourceDetailLogic } from '../../app/actors/resource-detail';
import { resourceListLogic } from '../../app/actors/resource-list';
import { CardTable } from '../../app/components/kit/card-table';
import type { Column } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { NotesFor } from '../../app/components/kit/notes-section';
import {
  DetailSection,
  ResourceDetailView,
  type DetailPageProps,
} from '../../app/components/kit/resource-detail-view';
import { ResourceFormView } from '../../app/components/kit/resource-form-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { StatusBadge } from '../../app/components/kit/status-badge';
import { SpaLink } from '../../app/components/nav/spa-link';
import { useShell } from '../../app/features/shell/shell-page';
import { assignmentsResource, type Assignment } from './contract';
import { assignmentsForm } from './form';
import { assignmentsQuery, type AssignmentSearch } from './query';

/** Contractor and client filters are set from the rows' own links. */
const listLogic = resourceListLogic(assignmentsResource);
const link = 'text-brand underline-offset-2 hover:underline';
/** A rate not set yet (an assignment a client placed, before the employer prices it) shows as --. */
const rate = (cents: number | null) => (cents === null ? '--' : `${formatMoney(cents)}/h`);

const columns = (billing: boolean): Column<Assignment>[] => [
  linkColumn(assignmentsResource, 'Job title', (a) => a.job_title, { sortKey: 'job_title' }),
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
      resource={assignmentsResource}
      logic={listLogic}
      search={search}
      exportable={exportable}
      columns={columns(billing)}
      fields={{
        job_title: { label: 'Job title' },
        start_date: { label: 'Start date' },
        contractor_id: { label: 'Contractor', nameIn: (a) => [a.contractor_id, a.contractor_name] },
        client_id: { label: 'Client', nameIn: (a) => [a.client_id, a.client_name] },
      }}
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
    />
  );
}

function Rates({ a }: { a: Assignment }) {
  const rows: [string, number | null, number | null][] = [
    ['Regular', a.pay_rate_cents, a.bill_rate_cents],
    ['Overtime', a.overtime_pay_rate_cents, a.overtime_bill_rate_cents],
    ['Double overtime', a.double_overtime_pay_rate_cents, a.double_overtime_bill_rate_cents],
    ['Holiday', a.holiday_pay_rate_cents, a.holiday_bill_rate_cents],
  ];
  const showBill = rows.some(([, , bill]) => bill !== null);
  return (
    <CardTable className="mt-4 w-full max-w-xl rounded-lg bg-white text-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <caption className="p-2 text-left font-semibold">Rates</caption>
      <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        <tr>
          <th scope="col" className="p-2">
            Rate
          </th>
          <th scope="col" className="p-2 text-right">
            Pay
          </th>
          {showBill && (
            <th scope="col" className="p-2 text-right">
              Bill
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, pay, bill]) => (
          <tr key={label} className="border-t border-slate-200 dark:border-slate-800">
            <th scope="row" className="p-2 text-left font-medium">
              {label}
            </th>
            <td className="p-2 text-right tabular-nums">{rate(pay)}</td>
            {showBill && <td className="p-2 text-right tabular-nums">{rate(bill)}</td>}
          </tr>
        ))}
      </tbody>
    </CardTable>
  );
}

/** Assignments keep no history. */
const detailLogic = resourceDetailLogic(assignmentsResource);

const page = (user: Subject | null): DetailPageProps<Assignment, never> => ({
  title: (a) => (a ? `${a.job_title} · ${a.client_name}` : 'Assignment'),
  back: { href: '/assignments', label: '← Assignments' },
  noun: 'assignment',
  sections: (a) => (
    <>
      <DetailSection id="fields" title="Details">
        <FieldList
          layout="table"
          fields={[
            ['Contractor', a.contractor_name],
            ['Client', a.client_name],
            ['Job title', a.job_title],
            ['Classification', a.job_classification],
            ['Start date', formatDate(a.start_date)],
            ['End date', formatDate(a.end_date)],
            [
              'Processing status',
              a.processing_status_message
                ? `${a.processing_status}: ${a.processing_status_message}`
                : a.processing_status,
            ],
            ['Has worked', a.has_worked ? 'Yes' : 'No'],
            ['Work location', orMissing(a.work_location)],
            ['Hours-only entry', a.allows_hours_only ? 'Allowed' : 'No: start and end times'],
            ['State', orMissing(a.state)],
          ]}
        />
      </DetailSection>
      <Rates a={a} />
      <NotesFor subjectType="assignments" subjectId={a.id} user={user} />
    </>
  ),
});

/** /assignments/{id}: fields and rates; bill rates appear only for users allowed to see billing. */
export function AssignmentDetailView({ id, editable }: { id: string; editable: boolean }) {
  const { user } = useShell();
  return (
    <ResourceDetailView
      key={id}
      logic={detailLogic}
      id={id}
      workflow={null}
      {...page(user)}
      editHref={editable ? (a) => `/create_assignment/${a.id}` : undefined}
    />
  );
}

const savedHref = (saved: string) => `/assignments/${saved}`;

/**
 * `/create_assignment/{id?}`: a new assignment of one of the caller's contractors at one of its
 * clients (a client owner's is at its own company), or with an id that assignment's edit.
 * Bill rates are asked only of users who may see billing.
 */
export function AssignmentFormView({ id }: { id?: string }) {
  const { user } = useShell();
  if (!user) return null;
  return (
    <ResourceFormView
      key={id ?? 'new'}
      apiPath={assignmentsResource.apiPath}
      form={assignmentsForm}
      user={user}
      id={id}
      title={id ? 'Edit assignment' : 'New assignment'}
      cancelHref={id ? `/assignments/${id}` : '/assignments'}
      savedHref={savedHref}
      submitLabel={id ? 'Save' : 'Create assignment'}
    />
  );
}
