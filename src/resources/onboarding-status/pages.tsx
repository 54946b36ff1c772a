import { formatDate } from '../../domain/format/format';
import { stepTitle } from '../../domain/onboarding/step-routes';
import { onboardingStatusResource, type OnboardingStatus } from './contract';
import { onboardingStatusQuery, type OnboardingStatusSearch } from './query';
import { resourceListLogic } from '../../app/actors/resource-list';
import type { Column } from '../../app/components/kit/data-table';
import { ResourceListView } from '../../app/components/kit/resource-list-view';
import { RemindButton } from './remind-button';

const listLogic = resourceListLogic(onboardingStatusResource, { csvName: 'onboarding.csv' });

const USER_TYPE_LABEL: Record<OnboardingStatus['user_type'], string> = {
  contractor: 'Contractor',
  client: 'Client',
  partner: 'Partner',
  sales_partner: 'Sales partner',
};

const columns: Column<OnboardingStatus>[] = [
  {
    header: 'User',
    sortKey: 'name',
    rowHeader: true,
    cell: (r) => (
      <>
        <span className="font-medium">{r.name || '--'}</span>
        <span className="block text-xs text-slate-500">{r.email}</span>
      </>
    ),
  },
  { header: 'Type', cell: (r) => USER_TYPE_LABEL[r.user_type] },
  { header: 'Partner', cell: (r) => r.partner_name ?? '--' },
  { header: 'Current step', cell: (r) => stepTitle(r.current_step) },
  {
    header: 'Done',
    sortKey: 'steps_done',
    cell: (r) => (
      <span className="tabular-nums">
        {r.steps_done} of {r.steps_total}
      </span>
    ),
  },
  { header: 'Since', sortKey: 'since', cell: (r) => formatDate(r.since) },
];
const reminderColumn: Column<OnboardingStatus> = {
  header: 'Reminder',
  cell: (r) => <RemindButton row={r} />,
};

/** `/onboarding` and `/admin/assignments`: who is stuck at which onboarding step, with reminders for staff. */
export function OnboardingStatusListView(props: {
  search: OnboardingStatusSearch;
  exportable: boolean;
  remindable: boolean;
  path: string;
}) {
  return (
    <ResourceListView<OnboardingStatus, typeof onboardingStatusQuery>
      resource={onboardingStatusResource}
      words={{ path: props.path }}
      logic={listLogic}
      search={props.search}
      exportable={props.exportable}
      columns={props.remindable ? [...columns, reminderColumn] : columns}
      fields={{
        name: { label: 'Name' },
        partner_id: { label: 'Partner', nameIn: (r) => [r.partner_id ?? '', r.partner_name ?? ''] },
        step: { label: 'Current step', valueLabel: stepTitle },
        user_type: {
          label: 'User type',
          valueLabel: (v) => USER_TYPE_LABEL[v as OnboardingStatus['user_type']],
        },
        since: { label: 'Joined' },
      }}
    />
  );
}
