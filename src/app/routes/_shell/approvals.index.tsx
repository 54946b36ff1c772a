import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../lib/list-search';
import { timesheetsQuery } from '../../../domain/resources/timesheets-query';
import { ApprovalsPage } from '../../features/timesheet-list/timesheets-page';

export const Route = createFileRoute('/_shell/approvals/')({
  // The queue is what awaits a decision: a status in a shared link means nothing here.
  validateSearch: listSearch(timesheetsQuery, { status: undefined }),
  component: function Approvals() {
    return <ApprovalsPage search={Route.useSearch()} />;
  },
});
