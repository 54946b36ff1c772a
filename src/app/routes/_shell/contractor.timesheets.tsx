import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../lib/list-search';
import { timesheetsQuery } from '../../../domain/resources/timesheets-query';
import { TimesheetsPage } from '../../features/timesheet-list/timesheets-page';

export const Route = createFileRoute('/_shell/contractor/timesheets')({
  validateSearch: listSearch(timesheetsQuery),
  component: function Timesheets() {
    return <TimesheetsPage path="/contractor/timesheets" search={Route.useSearch()} />;
  },
});
