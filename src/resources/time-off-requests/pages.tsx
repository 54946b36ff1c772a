import { Link } from '@tanstack/react-router';
import { resourceListLogic } from '../../app/actors/resource-list';
import { workflowDetailLogic } from '../../app/actors/workflow-resource';
import type { Column } from '../../app/components/kit/data-table';
import { FieldList } from '../../app/components/kit/field-list';
import { DetailSection } from '../../app/components/kit/resource-detail-view';
import { ResourceFormView } from '../../app/components/kit/resource-form-view';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { linkColumn } from '../../app/components/kit/row-link';
import { StatusBadge } from '../../app/components/kit/status-badge';
import { workflowListBulk } from '../../app/components/kit/workflow-list-bulk';
import { useShell } from '../../app/features/shell/shell-page';
import { WorkflowDetailView } from '../../app/components/kit/workflow-detail-view';
import type { WorkflowEdit } from '../../app/components/kit/workflow-edit';
import { formatDate, formatDecimal2, orMissing } from '../../domain/format/format';
import { subjectOfTimeOff, timeOffRequestDefinition, type TimeOffRequestEvent } from './chart';
import { type TimeOffRequest, TimeOffRequestDetail, timeOffRequestsResource } from './contract';
import { timeOffRequestsForm } from './form';
import { timeOffRequestsQuery, type TimeOffRequestSearch } from './query';

const PATH = '/time_off_requests';

const listLogic = resourceListLogic(timeOffRequestsResource);
const detailLogic = workflowDetailLogic('time_off_requests', TimeOffRequestDetail);

const hours = (h: number) => `${formatDecimal2(h)} h`;
const days = (r: TimeOffRequest) =>
  r.start_date === r.end_date
    ? formatDate(r.start_date)
    : `${formatDate(r.start_date)} – ${formatDate(r.end_date)}`;

const columns: Column<TimeOffRequest>[] = [
  linkColumn(timeOffRequestsResource, 'Days', (r) => days(r), { sortKey: 'start_date' }),
  { header: 'Contractor', cell: (r) => r.contractor_name },
  { header: 'PTO', cell: (r) => r.rule_name },
  { header: 'Hours', sortKey: 'hours', cell: (r) => hours(r.hours_hundredths) },
  { header: 'Available', cell: (r) => hours(r.available_hundredths) },
  { header: 'Status', sortKey: 'status', cell: (r) => <StatusBadge status={r.status} /> },
];

/** Approve or reject in bulk; the server's preview judges each row. */
const bulkFor = workflowListBulk(timeOffRequestDefinition, {
  path: 'time_off_requests',
  only: ['approve', 'reject'],
  noun: 'request',
  checkbox: (r: TimeOffRequest) =>
    `Select time off of ${r.contractor_name} from ${formatDate(r.start_date)}`,
  row: (r) => `${days(r)} · ${r.contractor_name} · ${hours(r.hours_hundredths)}`,
});

/** /time_off_requests: requests in the caller's scope; bulk approve or reject with a per-row preview. */
export function TimeOffRequestListView(props: {
  search: TimeOffRequestSearch;
  exportable: boolean;
  creatable: boolean;
}) {
  const { user } = useShell();
  return (
    <ResourceListView<TimeOffRequest, typeof timeOffRequestsQuery>
      resource={timeOffRequestsResource}
      logic={listLogic}
      search={props.search}
      exportable={props.exportable}
      columns={columns}
      fields={{
        status: { label: 'Status' },
        contractor_id: { label: 'Contractor', nameIn: (r) => [r.contractor_id, r.contractor_name] },
        rule_id: { label: 'PTO', nameIn: (r) => [r.rule_id, r.rule_name] },
        start_date: { label: 'First day' },
      }}
      actions={
        <>
          <Link
            to="/pto_rules_accruals"
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm"
          >
            PTO balances
          </Link>
          {props.creatable && (
            <Link
              to="/time_off_requests/new"
              className="rounded-md bg-brand px-3 py-1.5 text-sm font-medium text-white"
            >
              Request time off
            </Link>
          )}
        </>
      }
      bulk={bulkFor(user)}
    />
  );
}

const timeOffEdit: WorkflowEdit<TimeOffRequestDetail, TimeOffRequestEvent> = {
  event: (user) => ({ type: 'timeOffRequest.edit', user }),
  href: (d) => `${PATH}/new?id=${d.time_off_request.id}`,
};

/** /time_off_requests/{id}: the request, the actions the shared chart opens to this user (and why not the others), the history. */
export function TimeOffRequestDetailView({ id }: { id: string }) {
  return (
    <WorkflowDetailView
      logic={detailLogic}
      id={id}
      definition={timeOffRequestDefinition}
      subjectOf={(d: TimeOffRequestDetail) => subjectOfTimeOff(d.time_off_request)}
      title={(d) => (d ? `Time off of ${d.time_off_request.contractor_name}` : 'Time off request')}
      back={{ href: PATH, label: '← Time off requests' }}
      noun="time off request"
      edit={timeOffEdit}
      sections={(d) => {
        const r = d.time_off_request;
        return (
          <>
            <DetailSection id="fields" title="Details">
              <FieldList
                layout="table"
                fields={[
                  ['Status', <StatusBadge key="s" status={r.status} />],
                  ['Days', days(r)],
                  ['Hours', hours(r.hours_hundredths)],
                  ['PTO', r.rule_name],
                  ['Available', hours(r.available_hundredths)],
                  ['Contractor', r.contractor_name],
                  ['Notes', orMissing(r.notes)],
                  ['Reason', orMissing(r.reason)],
                  ['Decided', r.decided_at ? formatDate(r.decided_at.slice(0, 10)) : '--'],
                ]}
              />
            </DetailSection>
          </>
        );
      }}
    />
  );
}

/** "Request time off", or with `id` a pending request's change. */
export function TimeOffRequestFormView({ id }: { id?: string }) {
  const { user } = useShell();
  if (!user) return null;
  return (
    <ResourceFormView
      key={id ?? 'new'}
      apiPath={timeOffRequestsResource.apiPath}
      form={timeOffRequestsForm}
      user={user}
      id={id}
      title={id ? 'Change time off request' : 'Request time off'}
      cancelHref={id ? `${PATH}/${id}` : PATH}
      savedHref={(saved) => `${PATH}/${saved}`}
      submitLabel={id ? 'Save' : 'Request time off'}
    />
  );
}
