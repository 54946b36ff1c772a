import { createFileRoute } from '@tanstack/react-router';
import { canExport } from '../../../domain/policy/capabilities';
import { timeOffRequestsForm } from '../../../resources/time-off-requests/form';
import { timeOffRequestsQuery } from '../../../resources/time-off-requests/query';
import { TimeOffRequestListView } from '../../../resources/time-off-requests/pages';
import { useShell } from '../../features/shell/shell-page';
import { listSearch } from '../../lib/list-search';

export const Route = createFileRoute('/_shell/time_off_requests/')({
  validateSearch: listSearch(timeOffRequestsQuery),
  component: function TimeOffRequests() {
    const { user } = useShell();
    return (
      <TimeOffRequestListView
        search={Route.useSearch()}
        exportable={Boolean(user && canExport(user))}
        creatable={Boolean(user && timeOffRequestsForm.may.create(user))}
      />
    );
  },
});
