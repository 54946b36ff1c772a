import { Link } from '@tanstack/react-router';
import { timesheetDefinition } from './definition';
import { formatDate } from '../../domain/format/format';
import type { Subject } from '../../domain/policy/capabilities';
import { timesheetsResource, type Timesheet, type TimesheetList } from './contract';
import { timesheetsQuery, type TimesheetSearch } from './query';
import { loadAssignmentChoices, resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import type { FilterFields } from '../../app/components/kit/filter-bar';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { StatusBadge } from '../../app/components/kit/status-badge';
import { workflowListBulk } from '../../app/components/kit/workflow-list-bulk';
import { billingLabel, paidLabel, statusLabel } from './labels';
import { listBulkActions } from './bulk-actions';

const logic = resourceListLogic(timesheetsResource, { filterOptions: loadAssignmentChoices });

const rowName = (t: Timesheet) => `${t.contractor_name} on ${formatDate(t.date)}`;

const bulkFor = workflowListBulk(timesheetDefinition, {
  path: 'timesheets',
  only: listBulkActions,
  noun: 'timesheet',
  checkbox: (t: Timesheet) => `Select timesheet of ${rowName(t)}`,
  row: (t) => `${formatDate(t.date)} · ${t.contractor_name}`,
});

const columns: Column<Timesheet>[] = [
  linkColumn(timesheetsResource, 'Date', (t) => formatDate(t.date), {
    sortKey: 'date',
    label: (t) => `Timesheet of ${rowName(t)}`,
    nowrap: true,
  }),
  { header: 'Contractor', cell: (t) => t.contractor_name },
  { header: 'Client', cell: (t) => t.client_name },
  {
    header: 'Hours',
    sortKey: 'hours',
    cell: (t) => <span className="tabular-nums">{t.hours_worked}</span>,
  },
  {
    header: 'Status',
    sortKey: 'status',
    cell: (t) => <StatusBadge status={t.status} label={statusLabel(t.status)} />,
  },
  { header: 'Billing', cell: (t) => billingLabel(t.billing) },
  { header: 'Paid', cell: (t) => paidLabel(t.paid) },
];

const filters: FilterFields<typeof timesheetsQuery, Timesheet> = {
  status: { label: 'Status', valueLabel: (s) => statusLabel(s as Timesheet['status']) },
  date: { label: 'Date' },
  contractor_id: { label: 'Contractor', nameIn: (t) => [t.contractor_id, t.contractor_name] },
  client_id: { label: 'Client', nameIn: (t) => [t.client_id, t.client_name] },
  assignment_id: { label: 'Assignment' },
};

interface Props {
  /** The page's own path (/timesheets, /contractor/timesheets). */
  path: string;
  search: TimesheetSearch;
  /** Shows "Enter time" (users who can input time). */
  enterTime: boolean;
  /** Who is signed in: the bulk actions offered are those spec §6 lets them take. */
  user: Subject | null;
  /** Spec §6 canExport. */
  exportable: boolean;
}

/** A timesheet list on the generic list kit: totals of the whole filter, bulk decisions on the selection. */
export function TimesheetListView({ path, search, enterTime, user, exportable }: Props) {
  return (
    <ResourceListView<Timesheet, typeof timesheetsQuery>
      resource={timesheetsResource}
      words={{ path }}
      logic={logic}
      search={search}
      exportable={exportable}
      columns={columns}
      fields={filters}
      summary={(page, count) => (
        <>
          {count} · Total hours: <strong>{(page.meta as TimesheetList['meta']).total_hours}</strong>
        </>
      )}
      actions={
        enterTime && (
          <div className="flex flex-wrap gap-2">
            <Link
              to="/timesheets/new"
              className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
            >
              Enter time
            </Link>
            {/* Whoever enters time may import it from a CSV file; spec §2's menu has no item for it. */}
            <Link
              to="/timesheet_uploads/{-$id}"
              params={{}}
              className="rounded-md border px-3 py-1.5 text-sm"
            >
              Import
            </Link>
          </div>
        )
      }
      bulk={bulkFor(user)}
    />
  );
}
